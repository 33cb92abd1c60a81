import { AMOUNT_SOURCE } from './amounts';
import type { ScamWarningKind } from './scam-kinds';

/**
 * One scam pattern. A message shows it when every `all` pattern matches somewhere in it and no `none` pattern
 * does. Patterns are regular expression sources run on the message lower-cased, with Krio's ɔ/ɛ read as o/e
 * and runs of spaces as one; `{name}` stands for an entry of SCAM_VOCABULARY. A rule that does not compile
 * stops start-up with its id (check-message.ts).
 */
export interface ScamRule {
  /** Unique; named when the rule does not compile. */
  id: string;
  kind: ScamWarningKind;
  /** Shown to the recipient under the general advice: what in this message is the worry. */
  reason: string;
  all: readonly string[];
  none?: readonly string[];
  /** Only checked on the first message of a conversation. */
  firstMessageOnly?: boolean;
}

/** Words and shapes the rules share, spelled the ways people write them (English, Pidgin, Krio). */
export const SCAM_VOCABULARY: Record<string, string> = {
  amount: `(?:${AMOUNT_SOURCE})`,
  // Paying or sending money. Krio "pe", "sen"; Pidgin "drop money", "drop 5k".
  pay: String.raw`(?:pay|paid|paying|payment|pe|send|sen|transfer|credit|remit|drop(?=\s+(?:the\s+)?(?:money|moni|am|it|cash|small|₦|n?\d|le\s?\d)))`,
  // Looking at the place.
  viewing: String.raw`(?:inspe[ck]\w*|view\w*|site visit|see|si|show|sho|visit|come|kam|go|meet)`,
  before: '(?:before|bifo|befo|b4)',
  // What a fee before a viewing is called.
  fee_name: String.raw`(?:inspe[ck]\w*|viewing|view|site visit|form|booking|access|registration|logistics?|commitment|reservation|hold(?:ing)?|fuel|transport)\s+(?:fee|charge|money|moni|fi)s?`,
  // Mobile money and app banks people are asked to pay into.
  wallet: String.raw`(?:orange\s?money|afri\s?money|africell\s?money|q\s?money|momo|mobile\s?money|opay|palm\s?pay|moniepoint|kuda|chipper\s?cash)`,
  // Banks, and the words around an account.
  bank: String.raw`(?:gtb|gtbank|gt\s?bank|access|zenith|uba|first\s?bank|fidelity|sterling|wema|ecobank|union\s?bank|polaris|stanbic|fcmb|keystone|providus|jaiz|rokel|slcb|bank|acct|account|akawnt|a\/c|{wallet})`,
  // A Nigerian NUBAN or a phone number used as a wallet number: ten digits on their own.
  account_number: String.raw`(?<!\d)\d{10}(?!\d)`,
  // 9 to 14 digits with spaces or dashes, not inside a comma-grouped amount (a comma after it is punctuation).
  phone: String.raw`(?:\+\s?)?(?<!\d|\d,)\d(?:[\s-]?\d){7,13}(?!\d|,\d)`,
  email: String.raw`[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}`,
  handle: String.raw`(?:^|\s)@[a-z0-9_.]{3,}`,
  chat_link: String.raw`(?:wa\.me|t\.me|chat\.whatsapp\.com)\/`,
  chat_app: String.raw`(?:whats\s?app|watsapp|telegram|instagram|insta|signal)`,
  // Someone outside Nigeria or Sierra Leone (the owner who "will send the keys").
  abroad: String.raw`(?:abroad|overseas|offshore|out\s+of\s+(?:the\s+)?country|outside\s+(?:the\s+)?country|relocated|moved\s+to|travel+ed|in\s+(?:the\s+)?(?:uk|us|usa|states|canada|germany|dubai|london|houston|america|europe)|no\s+dey\s+naija|not\s+in\s+nigeria|(?:de|dey)\s+(?:na\s+)?(?:ghana|amerika|america|jamani|germany|landan|london|uk|kanada|canada|dubai)|na\s+(?:amerika|america|landan|london|uk|jamani))`,
  keys: '(?:keys?|ki)',
  courier: String.raw`(?:courier|dhl|fedex|ups|shipping|ship|post|mail|waybill|deliver\w*)`,
  // Pressure to pay before someone else does.
  urgency: String.raw`(?:today|tonight|tide|now now|right now|immediately|asap|sharp sharp|quick(?:\s+quick)?|hurry|urgent(?:ly)?|last chance|last day|within\s+(?:the\s+next\s+)?\d+\s*(?:hours?|hrs?|minutes?|mins?)|(?:tenants?|people|pipul|others)\s+(?:dey|de|are)\s+wait\w*|if\s+(?:you|yu)\s+(?:are\s+)?serious|next person|first come|whoever pays?\s+first|another (?:person|tenant)|someone else|plenty people|many people|boku pipul|dey queue|only one (?:unit )?left|act fast|running out|offer ends|goes up tomorrow|waste time|or you lose|or forget)`,
};

/** "No inspection fee", "we don't collect money", "nobody should ask you to pay": the honest warnings. */
const NEGATED = String.raw`\b(?:no|not|don'?t|dont|do not|never|nobody|no one|nor|without)\s+(?:\S+\s+){0,2}?(?:inspection fee|inspe\w*|{pay}|collect\w*|charge\w*|money|moni|fee|anything|anyone)\b`;
const FREE = String.raw`\binspe\w*\s+(?:is\s+|na\s+)?(?:free|fri)\b`;
/** A tenant asking whether there is a fee is not being asked for one. */
const ASKING = String.raw`\b(?:do|should|must|will|shall|would)\s+(?:i|we)\s+(?:need to\s+|have to\s+)?(?:pay|bring|drop)\b|\bis there\s+(?:an?|any)\b|\bdo you\s+(?:charge|collect|take)\b|\bhow much is the\b`;
/** Paying on Ile is the safe way. */
const ON_ILE = String.raw`\b(?:on|through|via|thru)\s+(?:the\s+)?(?:ile|site|app)\b(?!\s+(?:is|has|charges))`;

const FEE_REASON =
  'Asks for money before you have seen the place. Genuine owners and agents do not charge you to look.';
const HOLD_REASON =
  'Asks for a deposit to "hold" the place before you have seen it. Pay nothing until you have viewed it.';
const OUTSIDE_REASON =
  'Asks you to pay outside Ile (a bank transfer, mobile money or a personal account). Money paid that way cannot be traced or refunded.';
const ABROAD_REASON =
  'Says the owner is abroad and will send the keys once you pay. This is a common scam: the keys never come.';
const URGENT_REASON =
  'Pushes you to pay quickly before someone else does. Take your time and see the place first.';
const CONTACT_REASON =
  'Asks to move the conversation off Ile in a first message. Keep talking here until you have seen the place: messages on Ile are your record.';

export const SCAM_RULES: readonly ScamRule[] = [
  // Money asked before a viewing.
  {
    id: 'named-viewing-fee',
    kind: 'fee_before_viewing',
    reason: FEE_REASON,
    all: [
      String.raw`\b{fee_name}\b`,
      String.raw`{amount}|\b{pay}\b|\bcollect\w*\b|\bcharge[sd]?\b|\bapplies\b|\brequired\b|\bneeded\b`,
    ],
    none: [NEGATED, FREE, ASKING],
  },
  {
    id: 'priced-viewing',
    kind: 'fee_before_viewing',
    reason: FEE_REASON,
    all: [
      // The cheap test first: the amount pattern below only runs on messages about a viewing.
      '\\b(?:inspe[ck]|viewing)',
      String.raw`\b(?:inspe[ck]\w*|viewing)\s*(?:fee|charge|money|moni)?\s*(?:is|na|=|:|of|costs?)?\s*(?:{amount})|(?:{amount})\s*(?:per\s+(?:house|person|head|visit|property)\s*)?(?:for|fo)?\s+(?:the\s+|di\s+)?(?:inspe[ck]\w*|viewing)\b`,
    ],
  },
  {
    // "3k for the form", "Le 100 fo di fom": the form, the booking or the registration is the fee.
    id: 'priced-form',
    kind: 'fee_before_viewing',
    reason: FEE_REASON,
    all: [
      String.raw`(?:{amount})\s*(?:for|fo)\s+(?:the\s+|di\s+|your\s+)?(?:form|fom|booking|registration)\b`,
    ],
    none: [NEGATED, ASKING],
  },
  {
    id: 'viewing-not-free',
    kind: 'fee_before_viewing',
    reason: FEE_REASON,
    all: [
      String.raw`\b(?:inspe[ck]\w*|viewing)\s+(?:no\s+dey|is\s+not|isn'?t|no\s+be|nor\s+dey|no)\s+free\b`,
    ],
  },
  {
    id: 'pay-for-viewing',
    kind: 'fee_before_viewing',
    reason: FEE_REASON,
    all: [
      String.raw`\b{pay}\b(?:\s+(?!after|when|once|wen|afta)\S+){0,2}?\s+(?:(?:for|fo)\s+(?:the\s+|di\s+)?(?:inspe[ck]\w*|viewing|view|form|fuel|transport|logistics)|(?:the\s+|di\s+)?(?:inspe[ck]\w*|viewing)\b)`,
    ],
    none: [NEGATED, ASKING],
  },
  {
    id: 'pay-before-viewing',
    kind: 'fee_before_viewing',
    reason: FEE_REASON,
    all: [String.raw`\b{pay}\b[^.?!\n]{0,40}?\b{before}\s+(?:\S+\s+){0,3}?{viewing}\b`],
    none: [NEGATED, ASKING],
  },
  {
    id: 'pay-to-see',
    kind: 'fee_before_viewing',
    reason: FEE_REASON,
    all: [String.raw`\b{pay}\s+(?:\S+\s+){0,2}?to\s+(?:see|view|inspect|enter)\b`],
    none: [NEGATED],
  },
  {
    id: 'for-viewing-you-pay',
    kind: 'fee_before_viewing',
    reason: FEE_REASON,
    all: [
      String.raw`\b(?:(?:for|fo)\s+(?:the\s+)?(?:viewing|inspe[ck]\w*)|to\s+(?:inspe[ck]\w*|view|see)(?:\s+(?:it|am|the\s+\w+))?)\s*,?\s*(?:you|yu|una)\s+(?:\S+\s+){0,2}?{pay}\b(?!\s+(?:after|when|once|afta|wen))`,
    ],
  },
  {
    id: 'pay-for-keys-to-view',
    kind: 'fee_before_viewing',
    reason: FEE_REASON,
    all: [
      String.raw`\b{pay}\b[^.?!\n]{0,30}?\b(?:for|to collect|to get|collect)\s+(?:the\s+)?{keys}\b`,
      String.raw`\b(?:view\w*|inspe[ck]\w*)\b`,
    ],
  },
  {
    id: 'deposit-to-hold',
    kind: 'fee_before_viewing',
    reason: HOLD_REASON,
    all: [
      String.raw`\b(?:hold|reserve|secure|block it|keep it for (?:you|yu)|commitment|booking deposit)\b`,
      String.raw`\b(?:{pay}|deposit)\b|{amount}`,
    ],
    none: [String.raw`\bhold on\b`, NEGATED],
  },

  // Payment outside Ile.
  {
    id: 'gift-cards',
    kind: 'payment_outside_ile',
    reason: 'Asks for payment in gift cards. No landlord or agent takes gift cards: this is always a scam.',
    all: [
      String.raw`\b(?:gift\s?cards?|itunes|steam\s+cards?|amazon\s+cards?|apple\s+cards?|google\s+play\s+cards?)\b`,
    ],
  },
  {
    id: 'money-transfer-service',
    kind: 'payment_outside_ile',
    reason:
      'Asks for money through a transfer service (Western Union, MoneyGram and the like). Money sent that way cannot be got back.',
    all: [String.raw`\b(?:western\s?union|money\s?gram|world\s?remit|ria money|remitly|chipper\s?cash)\b`],
  },
  {
    id: 'crypto',
    kind: 'payment_outside_ile',
    reason: 'Asks for payment in cryptocurrency, which cannot be traced or refunded.',
    all: [String.raw`\b(?:bitcoin|btc|usdt|crypto\w*|wallet address|binance)\b`],
  },
  {
    id: 'to-my-account',
    kind: 'payment_outside_ile',
    reason: OUTSIDE_REASON,
    all: [
      String.raw`\b(?:to|into|enter|na|through|via|on)\s+(?:my|mi)\s+(?:\S+\s+){0,2}?(?:account|acct|acc|akawnt|{wallet}|wallet|{bank})\b|\b{pay}\s+(?:my|mi)\s+(?:account|acct|akawnt|{wallet})\b`,
      String.raw`\b{pay}\b|\bdetails\b|\bnumber\b`,
    ],
  },
  {
    id: 'bank-details',
    kind: 'payment_outside_ile',
    reason: OUTSIDE_REASON,
    all: [String.raw`\b{bank}\b`, '{account_number}'],
  },
  {
    id: 'account-details-with-payment',
    kind: 'payment_outside_ile',
    reason: OUTSIDE_REASON,
    all: [
      String.raw`\b(?:account|acct|akawnt|bank)\s+(?:details?|number|no\b|num)`,
      String.raw`\b{pay}\b|{amount}`,
    ],
  },
  {
    id: 'mobile-money',
    kind: 'payment_outside_ile',
    reason: OUTSIDE_REASON,
    all: [String.raw`\b{wallet}\b`, String.raw`{amount}|{phone}|\b{pay}\b|\bnumber\b`],
    none: [String.raw`\b(?:shop|pos|stand|agent|kiosk)\b`],
  },
  {
    id: 'pay-me-directly',
    kind: 'payment_outside_ile',
    reason: OUTSIDE_REASON,
    all: [
      String.raw`\b{pay}\b\s+(?:\S+\s+){0,3}?directly\b|\bdirectly to me\b|\boutside\s+(?:the\s+|this\s+)?(?:platform|site|app|ile)\b|\bnot\s+(?:through|on|via)\s+(?:the\s+|this\s+)?(?:app|site|platform|ile)\b|\b(?:by|via|through)\s+(?:bank\s+)?transfer\b|\bdirect\s+(?:bank\s+)?transfer\b|\bcash\s+or\s+(?:bank\s+)?transfer\b`,
    ],
  },
  {
    id: 'avoid-ile-payment',
    kind: 'payment_outside_ile',
    reason: OUTSIDE_REASON,
    all: [
      String.raw`\b(?:don'?t|do not|dont|no)\s+(?:use|pay\s+(?:on|through|via))\s+(?:the\s+|this\s+)?(?:site|app|platform|ile)\b|\bno need to pay on\b|\bno need (?:for|of)\s+(?:the\s+|this\s+)?(?:app|site|platform|ile)\b|\b(?:no dey|not)\s+us(?:e|ing)\s+(?:this\s+)?ile\b|\bile payment is\b|\bpay cash\b`,
    ],
  },

  // "I am abroad, I will send the keys."
  {
    id: 'abroad-keys',
    kind: 'owner_abroad',
    reason: ABROAD_REASON,
    all: [String.raw`\b{abroad}\b`, String.raw`\b{keys}\b`, String.raw`\b{pay}\b|\bmoney\b|\bmoni\b`],
  },
  {
    id: 'keys-by-courier',
    kind: 'owner_abroad',
    reason: ABROAD_REASON,
    all: [String.raw`\b{keys}\b`, String.raw`\b{courier}\b`, String.raw`\b{pay}\b`],
  },

  // Urgency plus payment.
  {
    id: 'urgent-payment',
    kind: 'urgent_payment',
    reason: URGENT_REASON,
    all: [
      String.raw`\b{urgency}\b`,
      // Sending papers or pictures is not paying.
      String.raw`\b(?:{pay}(?!\s+(?:you\s+|me\s+)?(?:my|the|our|your|some)?\s*(?:documents?|docs|id|pictures?|photos?|pics?|videos?|location|address|letter|work letter)\b)|deposit|money|moni)\b`,
    ],
    none: [ON_ILE],
  },

  // Moving off Ile in the first message.
  {
    id: 'contact-details-first',
    kind: 'off_platform_contact',
    reason: CONTACT_REASON,
    firstMessageOnly: true,
    all: [
      String.raw`\b(?:{chat_app}|call|text|chat|sms|reach|contact|email|e-mail|mail|dm|kol|flash|message|ping|add)\b|\bmy\s+(?:number|line|nomba)\b`,
      '{phone}|{email}|{handle}|{chat_link}',
    ],
  },
  {
    id: 'move-to-chat-app-first',
    kind: 'off_platform_contact',
    reason: CONTACT_REASON,
    firstMessageOnly: true,
    all: [
      String.raw`\b(?:chat|message|text|dm|reach|contact|add|continue|move|talk|drop|send)\b[^.?!\n]{0,30}?\b{chat_app}\b|\b{chat_app}\s+me\b`,
    ],
  },
  {
    id: 'asks-for-number-first',
    kind: 'off_platform_contact',
    reason: CONTACT_REASON,
    firstMessageOnly: true,
    all: [
      String.raw`\b(?:send|drop|give)\s+(?:me\s+)?your\s+(?:phone\s+|{chat_app}\s+)?(?:number|contact|line|email)\b`,
    ],
  },
];
