import type { ScamWarningKind } from './scam-kinds';

// The labelled set the scam checker is measured on (scam-messages.test.ts): messages as people in Lagos,
// Abuja, Port Harcourt and Freetown write them in the inbox — short, English mixed with Nigerian Pidgin or
// Krio, prices with ₦, N, Le, "k" and "m". It was written before the rules. The ordinary messages include the
// hard cases a careless rule would flag: rent and agency/legal fees after a viewing, "I will pay when I see
// it", banks named as landmarks or employers, phone numbers swapped once a viewing is agreed, a tenant who is
// abroad, urgency without money, "no inspection fee". Do not delete a case to make the figures pass: a miss
// is a rule to improve (or a limit to state in docs/trust.md).

export interface LabelledMessage {
  text: string;
  /** The first message of its conversation (the off-platform rule only looks at those). */
  firstInConversation: boolean;
}

export interface ScamExample extends LabelledMessage {
  /** The pattern the message follows (the checker may also give other kinds). */
  kind: ScamWarningKind;
}

export const lines = (block: string): string[] =>
  block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

const scams = (kind: ScamWarningKind, block: string, firstInConversation = false): ScamExample[] =>
  lines(block).map((text) => ({ text, kind, firstInConversation }));
const ordinary = (block: string, firstInConversation = false): LabelledMessage[] =>
  lines(block).map((text) => ({ text, firstInConversation }));

export const SCAM_MESSAGES: readonly ScamExample[] = [
  ...scams(
    'fee_before_viewing',
    `
    Pay ₦20k inspection fee to my account before viewing
    Inspection fee is 10k. Pay it first then I will fix a date for you
    Good afternoon. Before inspection you go pay 5k for inspection, na the rule
    You go pay for inspection first o, 5k
    Abeg drop money for form first, na 15k
    Drop 10k for form and inspection then we go fix time
    Viewing fee na ₦5,000, pay am before you come
    To view the apartment you need to pay a viewing fee of N7,500
    Pay to see the apartment, ₦3k only
    You have to pay to see the house. 2k for each house
    Send the money make I hold am for you
    Send 100k deposit make I hold the flat, plenty people dey ask
    Pay a deposit of ₦200,000 to hold the apartment till you come and see it
    Kindly pay 50% deposit to hold the unit, then you can inspect later
    Form fee is ₦10,000, pay before inspection
    Inspection is 5k per house, pay first then I send you the address
    Transfer the inspection fee and I will send you the full address
    Before you see the house send 50k commitment fee
    Registration fee of 5k is required before inspection
    Logistics fee for the agent is 3k, pay before we go for viewing
    Pay ₦15k site visit fee to book your slot
    Inspection fee: N5,000 (non-refundable). Pay first
    Na 10k for inspection abeg, send am first
    Oga you must pay inspection before I show you the house
    Pay small deposit to reserve it, I will take it off the market for you
    To book a viewing, pay booking fee of 5k
    Inspection fee 3k, account details below
    We collect 2k inspection, no inspection fee no viewing
    The landlord said you must pay caution fee before he can show you the place
    Pay ₦25,000 for the key before viewing
    For viewing, you pay 10k to the caretaker first
    Una go pay 5k for inspection before una see the house
    Make you pay the inspection money first, 5k, then i go send location
    You fit drop 3k for inspection? Then I go carry you go see am tomorrow
    Yu fo pay Le 200 fo inspection bifo yu kam si di os
    Pay di viewing fee fos, Le 150, den a go sho yu di os
    Sen Le 500 fo hold di os, bɔku pipul dem want am
    Mek yu pay di inspekshon moni fɔs bifo wi go
    Before viewing, a refundable deposit of 100k is needed to hold it
    Reservation fee of ₦50k secures the apartment before viewing
    You need to pay for the inspection form, 10k, before I book you in
    Pay 1.5m now to hold the duplex, you can come see it next week
    Send 20k make I hold am till weekend when you go come see am
    If you want make I hold am for you, send 50k now
    Hold fee is ₦30k, pay and I will reserve it for you
    5k inspection fee applies. Send to my Opay to confirm your viewing
    Please pay the viewing charge of 2,000 naira before we can proceed
    To see the property, a 10,000 naira access fee is required
    You need to pay 15k to collect the keys for the viewing
    Inspection no dey free o, 5k, send am first before Saturday
    Pay me 5k for fuel to come and show you the house
    Na 2k per house for inspection, abeg transfer before we go
    Pay for inspection first, after that we go discuss
    Kindly make payment for the inspection before I send the location pin
    Le 300 viewing fee, pay na mi Orange Money fɔs
    `,
  ),
  ...scams(
    'payment_outside_ile',
    `
    Send the 500k to my account 0123456789 GTBank, Chinedu Okafor
    Pay into Access Bank 0098765432, name: Adewale Johnson. Amount ₦350,000
    Transfer 1.2m to my Opay 8031234567 and send the receipt
    Send the 200k to my PalmPay 9012345678
    Abeg send am to my account, make I send you the details
    Send the money to my account so I can prepare the documents
    Just pay to my account directly, no need to pay on Ile
    Don't pay on the site, their charges are too high, pay me directly
    Please pay directly to me and not through the app
    Transfer to my personal account, the company account has issues
    Bank: UBA, Acct: 2034567890, Amount: ₦350,000
    Make you transfer 150k enter my account, I go send account number
    Send di moni na mi Orange Money, Le 3,000
    Orange Money: 076123456, send Le 2,000 for the first month
    Send Le 5,000 to my Afrimoney 030123456
    Pay through Africell Money, 077 123456, Le 4,500
    MoMo number na 08031234567, send 50k
    You can pay with iTunes gift cards
    Buy Steam gift cards worth $200 and send me the codes
    Payment is by Amazon gift card only
    Send it through Western Union to my name, I will give you the details
    You can pay via MoneyGram, the owner will pick it up
    Pay with western union or moneygram, I'm not in Nigeria now
    We accept USDT. Send $500 to this wallet address
    Pay in bitcoin, I'll send you the wallet
    Kindly make a transfer of ₦450,000 to Zenith Bank 2012345678
    Account name Ibrahim Musa, First Bank 3012345678, 800k
    Wema 0123456789 Blessing Udoh. Send 120k and screenshot
    Please credit my account with the 2.5m and I will send you the tenancy agreement
    Pay the rent to my Kuda account, it's faster
    The Ile payment is slow, just send it to my Moniepoint
    Send me the money by transfer, I no dey use this Ile payment
    Oya transfer the 300k, acct no 0123456789 Access
    Pay Le 12,000 to my Orange Money 078 234567 and I will send the agreement
    Sen di rent na mi Afrimoney, Le 8,000
    Di moni, sen am na mi bank akawnt na Rokel, 0011223344
    Pay cash to my boy when he comes, don't use the site
    Pay ₦100k into this account: 0234567890 Sterling Bank
    Send 75k to 8123456789 OPay, name Tunde Bakare
    My account details: GTB 0156789012. Pay the 1.8m and I send the keys
    Transfer ₦600,000 to my Palmpay and drop the screenshot here
    Abeg pay the balance, 400k, to my account sharp
    Send the money for the agreement to my personal account
    Make the payment outside the platform, I will give you discount
    If you pay outside Ile, I'll remove 100k from the price
    Please send Le 20,000 via Orange Money to 076 555 111 to secure it
    I only accept payment via bank transfer, not through the app
    Pay through Chipper Cash, $300
    Send 250 dollars by WorldRemit to my brother
    Transfer the 1.5m to my wife's account, Access 0692345678
    Pay am to my Opay, na 8012345678
    Send the caution fee to my account, 200k
    You fit pay with Apple gift card too
    I will accept gift cards as payment for the first month
    The money go through Western Union, my brother go collect am
    `,
  ),
  ...scams(
    'owner_abroad',
    `
    I am currently abroad. Once you pay I will send the keys via DHL
    I dey abroad now, I go send the key through courier when you pay
    I relocated to the UK, my lawyer will send you the keys after payment
    Di landlord de na Amerika, i go sen di ki wen yu pe
    I'm out of the country on a mission, pay and I'll courier the keys and documents
    I travelled to Dubai with the keys, make payment and I will post them to you
    I am in Canada now, pay the rent and the keys will be delivered to you
    I'm a missionary abroad, I'll ship the keys to you after the transfer
    The owner is abroad, once payment is confirmed the keys will be sent by FedEx
    A de na Landan naw, pay ɛn a go sen yu di ki dem
    I no dey Naija now, pay make I send you key and papers by post
    I work offshore, can't show you the place, pay and the keys will come by courier
    I'm currently in the US for work. Send the money and I'll mail you the keys
    Me and my family moved to London, the keys are with me, I'll send them once you pay
    I'm a doctor in Germany, pay the deposit and I'll send the keys through DHL
    I'm abroad so viewing is not possible, but pay and you'll get the keys by courier
    My husband and I are abroad, we will send the keys when the rent is paid
    The keys are with the shipping company, pay their fee and they deliver it
    I am not around, I dey Ghana. Pay and I go send the key with waybill
    I'm in Houston now, I can't show you but the keys will be sent when you pay
    Landlord stays in UK, pay the money and he will send the keys down
    I am overseas, the house is empty, just pay and I'll send you the keys
    A de na Amerika, if yu pay a go sen di ki wit DHL
    I'm abroad on contract, once the money is in, keys go out by DHL
    Currently outside the country, pay and the agent will post the keys to you
    `,
  ),
  ...scams(
    'urgent_payment',
    `
    Many people are interested, pay today or you lose it
    Pay within 1 hour to secure it, first come first served
    Hurry, send the deposit now before another person pays
    Plenty people dey ask, if you no pay today e go go
    Last chance, transfer now and it's yours
    Na today be the last day, pay now now
    Three people don call me, whoever pay first get am. Pay now
    Offer ends today, pay the 500k now to secure it
    Another tenant is ready to pay tomorrow, so pay tonight if you want it
    You need to pay immediately or the landlord will give it to someone else
    Pay before 5pm today, after that I can't hold it
    Quick quick, send the money now before e finish
    Mek yu pay tide, bɔku pipul dem want di os
    If yu nɔ pay tide, a go gi am to ɔda pɔsin
    Only one unit left, pay now to avoid story
    Urgent! Pay now, the price goes up tomorrow
    Time is running out, make the payment within 30 minutes
    Send the money ASAP, someone else is paying this evening
    Act fast, pay 100k now and the place is yours
    Don't waste time, pay now now, people dey queue
    I can only hold it till tonight, transfer before then
    Pay now now or forget am
    Make you pay sharp sharp, another person wan pay
    Hurry up and pay, the landlord wants the money today
    The discount is only for today, pay now
    `,
  ),
  ...scams(
    'off_platform_contact',
    `
    Hello, chat me on WhatsApp 08031234567 for more details
    Contact me on whatsapp +234 803 123 4567
    Text me on 07031234567, I no dey check this app
    Email me at john.realty@gmail.com for faster reply
    I don't use this app much, WhatsApp me on 08123456789
    Call me on 076 123 456 for the house
    Add me on Telegram @lagoshomesdeal
    Let's continue on WhatsApp: wa.me/2348031234567
    Hi, for this house, reach me on 0802 555 1234, let's talk there
    Kol mi na 078 123456, wi go tok
    WhatsApp me 090 1234 5678, I will send pictures
    Good day, kindly send your WhatsApp number so we continue there
    Message me on WhatsApp for the price and inspection
    DM me on Instagram @abujaapartments for details
    Please call 08099887766 for more info on this property
    Chat me on WhatsApp, this app no dey deliver message well
    My WhatsApp is +232 76 123456, text me there
    Send me a mail at realtor.kelechi@yahoo.com
    Reach me on Telegram, t.me/housesng
    Hello, call or WhatsApp 0813 222 3344 for this listing
    Send me your phone number make I call you
    Let's move this to WhatsApp, it's easier
    Text mi na WhatsApp, 088 765432
    For quick response contact 08134567890
    Hi dear, kindly drop your WhatsApp contact
    `,
    true,
  ),
];

export const ORDINARY_MESSAGES: readonly LabelledMessage[] = [
  // Opening messages: what people ask first.
  ...ordinary(
    `
    Good morning, is the 2 bedroom in Lekki still available?
    How far, the flat for Yaba still dey?
    Hello sir, I'm interested in the self contain at Ikorodu
    Aw di bodi? Di os stil de?
    Good evening ma, please is this apartment still available for rent?
    Hi, I saw your listing for the mini flat in Surulere. Is it still available?
    Abeg this house still dey? I wan come see am
    Kushɛ, a want no if di os na Lumley stil de fɔ rent
    Hello, is the 3 bedroom duplex in Gwarinpa still on?
    Good afternoon. How much is the rent for the shop in Wuse market?
    Hi, is the price negotiable?
    Oga good morning, the land for Ibeju Lekki, e still dey?
    Hello, is this place good for a student? I'm at UNILAG
    Hi, I'm looking for a room near Fourah Bay College, is this one close?
    Good day. Can I view the apartment this weekend?
    Hello! Do you allow pets?
    Evening, I saw this on Ile. Is the 1 bedroom at Ikeja GRA furnished?
    Hi there, does the flat have a borehole?
    How much be the final price for the 2 bedroom?
    Hi, I'm relocating to Freetown next month. Is the apartment at Hill Station available from January?
    Good morning, is there light for this area? Lekki phase 1 house
    Abeg, the house for Port Harcourt, e near Rumuola?
    Hello, I am interested. When is the earliest I can view it?
    Afternoon sir, I saw your listing on Ile. I'd like to inspect it tomorrow
    Hi, please is the rent per year or per month?
    Ow yu de? A si di os na Ile, a want kam luk am
    Hello, is the hostel for UNN still having space?
    Hi. I saw the shortlet in Victoria Island. Is it available this Friday to Sunday?
    Good morning, how many people are living in the compound?
    Hello ma, the apartment at Wilberforce, is water steady there?
    Hi, I saw your listing on WhatsApp status. Is it the same one on Ile?
    `,
    true,
  ),
  // Arranging a viewing.
  ...ordinary(
    `
    Yes it's still available. When do you want to come and see it?
    I fit come Saturday by 2pm?
    A de kam tumara mɔnin
    Saturday works. 11am?
    Can we do Sunday after church, like 3pm?
    Abeg I no fit come today again, traffic too much. Tomorrow by 10?
    No wahala, see you tomorrow
    I'm on my way
    I don reach the junction, where I go turn?
    I'm at the gate now
    The caretaker will show you round, his name is Baba Ade
    Ok sir, I'll be there by 4
    Sorry I'm running late, 20 minutes
    Wi go mit na di gate by 2 o'klok
    A de kam, a dɔn rich Kissy Road
    Please come with your ID when coming for inspection
    Inspection is free, just come on Saturday
    Can my wife come and see it instead of me?
    The viewing is by appointment only, which day suits you?
    I will be around all day Thursday, come anytime
    Can we do a video call so I can see the place first?
    Send me more pictures of the kitchen please
    Please share the location on the map
    I can show you the place on Wednesday evening after work
    Oya no problem, make we see for Friday
    Which time you go free?
    Make una come by 9am before the sun too hot
    My brother go come see am for me, him name na Emeka
    I dey come with my wife
    Ok we'll check it out and get back to you
    I've seen it. I like it, what's the next step?
    The inspection went well, I'm interested
    I no like the toilet, e too small
    Thanks for showing me the place yesterday
    I have inspected, let's talk about the price
    Di os fayn, a lek am
    Tenki fɔ sho mi di os
    We saw the place today, my husband likes it
    Can we come back on Tuesday to check the water pressure?
    Inspection is by 10am daily, call the caretaker when you arrive
    I want to see the other unit too, the one upstairs
    Let's fix the viewing for next week Monday
    Please confirm the viewing for tomorrow 12 noon
    Confirmed, tomorrow 12 noon
    Na which day you dey free to show me?
    I go come with my lawyer to check the documents
    I'm coming from Abuja on Friday, can I see it Saturday morning?
    Wetin time a fɔ kam?
    `,
  ),
  // Prices and negotiation, with ₦, N, Le, k and m.
  ...ordinary(
    `
    The rent is ₦2.5m per annum
    Can you do 1.8m?
    Oga abeg remove small, make e be 1.5m
    Le 30,000 per year, final
    Service charge na 300k yearly
    How much is the rent for one year?
    It's ₦850k per year for the self contain
    The landlord wants 2 years upfront
    Can I pay one year first? Two years is too much for me
    Na 450k last price
    The price is ₦120m for the duplex, C of O available
    The land is 15m per plot, negotiable
    Wetin na di las prays?
    Di rent na Le 25,000 fɔ wan ia
    Yu go ebul reduce smɔl?
    I can do 2.2m, that's my best
    Landlord agreed to 2m, congrats
    The rent was 1.2m last year, now it's 1.4m
    Shortlet is 65k per night, minimum 2 nights
    Is the 3.5m negotiable?
    My budget is 1m, abeg help me
    I fit pay 700k, no more
    For 900k, I'll take it
    Is it N350k per month or per year?
    The hostel is 180k per session
    Le 4,500 a month, light and water included
    Rent na 1.5m, you fit come inspect tomorrow
    It's 850k per year. Inspection is on Saturdays
    The 2 bedroom is 2.5m, come and view it anytime
    How much is the inspection fee?
    That's too high, other places around are 1.5m
    Ok let me talk to the landlord and get back to you
    He said he can reduce to 2.3m but not lower
    Deal, 2.3m
    Abeg no vex, my money no reach that one
    20 million leones a year is the price
    Shop rent is 600k per year, shop is 12 by 10
    The price include service charge?
    How much be the total with everything?
    Can I pay quarterly?
    Can I pay monthly? My salary comes monthly
    Do you accept installment payment?
    Rent is paid yearly, first payment after the agreement is signed
    I'll bring a bank draft for the rent on the day we sign
    Ok na 1.1m, we don agree
    We fit meet for middle? 1.6m
    Last last 1.7m, take am or leave am
    Na wa o, everything don cost. 3m for 2 bedroom?
    The asking price is $150,000 for the house in Aberdeen
    ₦40k monthly for the room, bills shared
    Can the landlord take 500k for now and the balance in March after I move in?
    Price reduced to 1.9m for quick rent
    Na Le 2,000 fɔ di mɔnt, a go pay wen a muf in
    Is the 5m for the land or with the structure?
    `,
  ),
  // Fees after the viewing: agency, legal, caution, service charge (the total package).
  ...ordinary(
    `
    Total package is 3.2m: rent 2.5m, agency 10%, legal 10%, caution 200k
    Agency fee is 10% and legal is 10%, paid when we sign the agreement
    After inspection, if you like it, you pay rent plus agency and legal fees
    The caution fee is refundable when you pack out
    Legal fee covers the tenancy agreement the lawyer prepares
    Is the caution fee refundable?
    How much is the agency fee?
    What does the 10% legal cover?
    Agreement and commission na 10% each, you go pay when we sign
    The service charge covers security, cleaning and the generator
    You pay the rent through Ile once you are happy with the place
    We pay the agency fee after we see the house abi?
    Caution deposit na 100k, e go come back when you leave
    The damages deposit is returned at the end of the lease
    Agency fee is negotiable, 5% is fine
    Legal and agency na 250k each
    Is service charge paid monthly or yearly?
    Na after you don see the house and agree, then you go pay agency
    Do I pay the caution fee to the landlord or to you?
    The commission is paid once the agreement is signed, not before
    Agent fee dey?
    Is there any other fee apart from rent, agency and legal?
    The 10% agency is paid after the agreement, no money before you see the place
    Once we sign, you will pay the rent, caution and agreement fee
    The lawyer go prepare the agreement, legal fee na 10%
    `,
  ),
  // "I will pay when I see it": money talked about the right way round.
  ...ordinary(
    `
    I will pay when I see the place
    After inspection I go pay
    I no dey pay anything until I see am
    A go pay wen a si di os
    Can I pay through the site after the viewing?
    I paid on Ile already, check your dashboard
    I'll make the payment on Ile once we've signed
    Let me see the place first, then we talk money
    I don't pay before inspection, sorry
    I'll pay the rent after I've inspected and met the landlord
    I want to see the house and meet the owner before any payment
    Once I see am and e make sense, I go pay through Ile
    Mek a si di os fɔs, afta dat wi go tok bɔt di moni
    Is it possible to pay through Ile instead of cash?
    I prefer to pay on the app, it's safer
    `,
  ),
  // Banks as landmarks, employers and small talk.
  ...ordinary(
    `
    The house is opposite GTBank on Allen Avenue
    Near the Access Bank on Admiralty Way, the white building
    I work at Zenith Bank, can I get a receipt for my HR?
    Turn left by First Bank, the house is the third one
    Sierra Leone Commercial Bank building, Siaka Stevens Street, the shop is on the ground floor
    The office is behind Rokel Bank, Lightfoot Boston Street
    When you pass UBA, ask anybody for Olaiya street
    My guarantor is a manager at Sterling Bank
    There's an Opay POS stand at the gate if you need cash for transport
    I'm a banker, I close by 5pm so evening viewings are better for me
    Ecobank is at the junction, the estate is after it
    The Orange Money shop near the roundabout, turn right there
    Is there a bank close to the estate? Access or GTB?
    My salary account is with Wema, I can show you my statement for the landlord
    The filling station is beside Fidelity Bank
    `,
  ),
  // Phone numbers and emails shared once a viewing is agreed (not the first message).
  ...ordinary(
    `
    Ok see you Saturday, my number is 08031234567 in case you get lost
    Call me when you reach the gate: 0803 123 4567
    Mi nomba na 076 123456, kol mi we yu rich
    The caretaker's number is 08122334455, call him when you arrive
    Please send the tenancy agreement to my email ada.obi@gmail.com
    You can reach my wife on 0705 111 2233 if I don't pick
    My line is +232 78 456789, flash me when you reach Congo Cross
    Ok, I'll call you tomorrow morning to confirm the time
    Can I have your number? In case I get lost tomorrow
    I'll send you the location on WhatsApp when you're close
    Here is my number for tomorrow: 0902 345 6789
    Abeg call me when you reach Ojuelegba, 08023456789
    My office line na 01 2345678, ask for Mrs Bello
    Send your email, the lawyer will send the draft agreement
    The agent's name is Chuks, 08065432109, he'll show you round
    Please call me when you are at the junction, my network is bad on this app
    Thank you for the viewing. My email is tunde.b@yahoo.com for the agreement
    Ok. I go flash you when I reach
    Na 077 654321 na mi brɔda, i go sho yu di os
    Give me a call when you get to Lumley roundabout
    `,
  ),
  // Directions.
  ...ordinary(
    `
    Take keke from Ojuelegba, drop for Ikate junction
    Di os de na Wilkinson Road, nia Lumley
    Bus stop na Ojodu Berger, then take bike to the estate
    From CMS take BRT to Ikorodu, drop at Majidun
    Usai di os de?
    It's the yellow house after the mosque
    Come through the Lekki toll gate, first right after the second roundabout
    When you reach Garki, call me, I go direct you
    The street is behind Shoprite, Circle Mall
    Na Goderich rod, nia di polis stesin
    Enter the estate through the back gate, the front one is closed on Sundays
    Drop at Iyana Ipaja, take Okada to Command
    The house is 5 minutes' walk from the main road
    Ask for Pastor's house, everybody knows it
    Follow the Third Mainland Bridge and come down at Adekunle
    After the Total filling station, the second street on your left
    It's in Ajah, after Abraham Adesanya roundabout
    Go straight, pass the market, then turn right by the big tree
    The address is 15 Admiralty Way, Lekki Phase 1
    Plot 23, Kado Estate, Abuja
    Take poda poda go Aberdeen, drop na di Family Kingdom junction
    Wi de na Hill Station, nia di ol rail-wey stesin
    The compound is beside the Anglican church in Elelenwo
    Come down at Rumuokoro and take a drop to the estate
    I'm sending the Google maps pin now
    Na the blue gate, number 7
    Once you reach Allen roundabout, call me
    Use the Oniru gate, tell security you're coming to flat 4B
    You go see one big mango tree, na the house be that
    It's 10 minutes from the airport road
    Di shop de na Sani Abacha Strit, ɔpozit di big makit
    The road is tarred all the way to the gate
    There's a bit of construction on the road, come early
    Turn into Freedom Way, the building is on the left
    Is it far from the main road? I don't have a car
    `,
  ),
  // Questions about the place.
  ...ordinary(
    `
    Is water and light included?
    The prepaid meter dey?
    Does it have a parking space?
    How many bathrooms?
    Is the compound fenced and gated?
    Is there a generator for the building?
    How many tenants share the toilet?
    Does the area flood when it rains?
    Is the kitchen fitted?
    Is there a security man at night?
    Is NEPA light steady for that side?
    Is the road motorable during rainy season?
    Di os get wata?
    How old is the building?
    Are the rooms en suite?
    Is it a new building or renovated?
    Can I paint the walls?
    Is the apartment serviced?
    Which floor is it on?
    Are there other tenants in the building? How many flats?
    Is the landlord living in the compound?
    Di landlord de na di kɔmpawnd?
    Does it have a POP ceiling and wardrobes?
    How many sockets for each room? I work from home
    Is there a water heater?
    Is it good for a family of 5?
    Does the borehole water need treatment?
    Is the area quiet? I have a baby
    How far is the nearest school?
    Is there network coverage for MTN?
    Can I use the place as an office?
    Is there a back yard for my children to play?
    Is the title a C of O or Governor's consent?
    Has the land been surveyed?
    Is the survey plan available?
    What documents come with the land?
    Is it a mini flat or a room self contain?
    Does the hostel have a reading room?
    Is the shop on the main road?
    Is the landlord strict about visitors?
    `,
  ),
  // Tenants who are abroad, keys and papers the normal way.
  ...ordinary(
    `
    I'm in the UK now, my brother will come to inspect for me
    I dey abroad, my sister go come see am for me
    Di landlord de na UK bot di caretaker go sho yu di os
    The landlord lives abroad, his lawyer handles the agreement here in Lagos
    I'm moving back from Canada in January, can I see it over video first?
    The caretaker has the keys, he'll open for you
    I'll give you the keys after you sign the agreement
    You collect the keys on the day you move in
    We will hand over the keys once the agreement is signed at the office
    My cousin is abroad and wants the flat, he'll pay through Ile after his brother sees it
    The owner is in the US but the agent here in Ikeja shows the place
    I'm abroad till March, I'll inspect when I return
    `,
  ),
  // Urgency without money, and the honest "no inspection fee".
  ...ordinary(
    `
    I need a place urgently, by next week
    Abeg reply fast, I dey look house sharp sharp
    Please respond quickly, I need to move this month
    Many people have called about it, come and see it soon
    It's going fast, if you want it come for inspection this week
    No inspection fee, just come and see
    We don't collect inspection fee
    Inspection is free of charge
    Inspection na free, no pay anybody
    Nobody should ask you for money before you see the house
    Don't pay anyone before you see the place, there are many fake agents
    Is there an inspection fee?
    Do you charge for inspection?
    Do I need to pay anything before viewing?
    We no dey collect money for inspection o
    Di inspekshon fri, yu nɔ fɔ pe natin
    Hurry, the landlord is only showing it this Saturday
    Come early, plenty people dey come see am
    I need to move in quickly, my current landlord wants his house
    Abeg do am fast, my quit notice don expire
    `,
  ),
  // Deposits talked about properly, and everything else people say.
  ...ordinary(
    `
    Do you need a deposit?
    Is the deposit refundable?
    I will pay the deposit after I see the house and sign the agreement
    The deposit is paid with the first rent, after the viewing
    Does the landlord collect a deposit for damages?
    Thank you, I'll think about it
    Sorry, I've found another place
    God bless you sir
    Ok noted
    Alright, thanks
    Tenki, wi go tok
    Good night
    Happy new year! Is the flat still available?
    I'll discuss with my husband and get back to you
    Please is the landlord a Christian? Just asking because of noise on Sundays
    I like the place but the price is too high for me
    The place is fine but the road is bad
    I'm still interested, please don't give it out without telling me
    My salary comes on the 25th, I'll be ready to sign after that
    Thanks, the agreement is clear. I'll sign on Monday at the office
    Did you receive the payment on Ile?
    Yes, I got the Ile notification. Welcome to your new home
    The receipt is in your Ile account under Transactions
    I'll send my guarantor's form tomorrow
    The landlord wants a letter from my employer
    I'm a student, can my father be my guarantor?
    The landlord said no to pets, sorry
    Can I move in on the 1st?
    The painter will finish on Friday, you can move in next week
    The last tenant left it clean
    Is there anything to fix before I move in?
    The toilet tap is leaking, can the landlord fix it before I move in?
    Please remind the landlord about the fence
    Alright, I'll wait for your call
    How is work? Hope you got home safe
    Wetin dey happen? You never reply me since
    No vex I no see your message early
    I'm in church, I'll reply later
    Abeg I dey come, make I finish this meeting
    Please when can I get the agreement?
    The landlord said you can come and sign on Saturday
    Please bring two passport photographs when you're coming to sign
    I've uploaded my documents on Ile
    Is it possible to get a shorter lease, 6 months?
    Can I sublet a room to my friend?
    My agent told me another price, which one is correct?
    I want to buy, not rent. Is the house for sale?
    Is the land under any government acquisition?
    Is the property under any dispute?
    How long have you been managing the place?
    `,
  ),
];
