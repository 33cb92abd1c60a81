import { describe, expect, it } from 'vitest';
import { checkMessage, checkMessageEitherWay, compileScamRules, ScamRuleError } from './check-message';
import { SCAM_RULES } from './scam-rules';

/** Each rule on its own: messages it must catch and near misses it must leave alone. */
const RULE_EXAMPLES: Record<string, { hits: string[]; misses: string[]; first?: boolean }> = {
  'named-viewing-fee': {
    hits: ['Inspection fee is 10k', 'Transfer the inspection fee', 'Mek yu pay di inspekshon moni fɔs'],
    misses: [
      'No inspection fee, just come',
      'We don’t collect inspection fee',
      'Is there an inspection fee?',
    ],
  },
  'priced-viewing': {
    hits: ['We collect 2k inspection', 'Na 2k per house for inspection', 'Le 300 viewing fee'],
    misses: ['Rent na 1.5m, you fit come inspect tomorrow', 'Inspection is by 10am daily'],
  },
  'priced-form': {
    hits: ['Na 5k for the form, send am', 'Pay 2,000 naira for your registration', 'Le 50 fo di fom'],
    misses: [
      'Na 400k for the room',
      'The estate collects 5k for gate pass',
      'Is the form for the estate free?',
    ],
  },
  'viewing-not-free': {
    hits: ['Inspection no dey free o', 'Viewing is not free'],
    misses: ['Inspection na free', 'Inspection is free of charge'],
  },
  'pay-for-viewing': {
    hits: ['You go pay for inspection first', 'Abeg drop money for form', 'Oga you must pay inspection'],
    misses: ["I'll pay the rent after I've inspected", "I'll send my guarantor's form tomorrow"],
  },
  'pay-before-viewing': {
    hits: ['You must pay caution fee before he can show you the place', 'pay am before you come'],
    misses: ["I don't pay before inspection, sorry", 'Do I need to pay anything before viewing?'],
  },
  'pay-to-see': {
    hits: ['Pay to see the apartment', 'You have to pay to see the house'],
    misses: ['I want to see the place before I pay'],
  },
  'for-viewing-you-pay': {
    hits: ['For viewing, you pay 10k to the caretaker first'],
    misses: ['For viewing, you call the caretaker'],
  },
  'pay-for-keys-to-view': {
    hits: ['You need to pay 15k to collect the keys for the viewing'],
    misses: ['You collect the keys on the day you move in'],
  },
  'deposit-to-hold': {
    hits: [
      'Send the money make I hold am for you',
      'Sen Le 500 fo hold di os',
      'Pay small deposit to reserve it',
    ],
    misses: ['Is the deposit refundable?', 'Is there a security man at night?'],
  },
  'gift-cards': { hits: ['You can pay with iTunes gift cards'], misses: ['Thanks for the card'] },
  'money-transfer-service': {
    hits: ['Send it through Western Union', 'pay via MoneyGram'],
    misses: ['The office is near the union bank building'],
  },
  crypto: { hits: ['We accept USDT', 'Pay in bitcoin'], misses: ['Pay through Ile'] },
  'to-my-account': {
    hits: ['Send the 500k to my account', 'Sen di rent na mi Afrimoney', 'Please credit my account'],
    misses: ['My salary account is with Wema', 'Please send the tenancy agreement to my email'],
  },
  'bank-details': {
    hits: ['Zenith Bank 2012345678', 'acct no 0123456789 Access'],
    misses: ['Turn left by First Bank', 'call me on 08031234567'],
  },
  'account-details-with-payment': {
    hits: ['Inspection fee 3k, account details below', 'Transfer and I will send account number'],
    misses: ['What is the account officer’s name?'],
  },
  'mobile-money': {
    hits: ['MoMo number na 08031234567, send 50k', 'Orange Money: 076123456'],
    misses: ['The Orange Money shop near the roundabout', 'There is an Opay POS stand at the gate'],
  },
  'pay-me-directly': {
    hits: ['pay me directly', 'Make the payment outside the platform', 'only payment via bank transfer'],
    misses: ['I prefer to pay on the app, it’s safer'],
  },
  'avoid-ile-payment': {
    hits: ["Don't pay on the site", 'I no dey use this Ile payment', 'Pay cash to my boy'],
    misses: ['I paid on Ile already'],
  },
  'abroad-keys': {
    hits: [
      'I am currently abroad. Once you pay I will send the keys',
      'Di landlord de na Amerika, i go sen di ki wen yu pe',
    ],
    misses: ["I'm in the UK now, my brother will come to inspect", 'The caretaker has the keys'],
  },
  'keys-by-courier': {
    hits: ['The keys are with the shipping company, pay their fee and they deliver it'],
    misses: ['We will hand over the keys once the agreement is signed'],
  },
  'urgent-payment': {
    hits: ['Many people are interested, pay today or you lose it', 'Mek yu pay tide'],
    misses: ['I need a place urgently, by next week', 'Hurry, the landlord is only showing it this Saturday'],
  },
  'contact-details-first': {
    first: true,
    hits: [
      'chat me on WhatsApp 08031234567',
      'Email me at john.realty@gmail.com',
      'Kol mi na 078 123456, wi go tok',
    ],
    misses: ['Is the 3 bedroom at 15 Admiralty Way still ₦4.5m?'],
  },
  'move-to-chat-app-first': {
    first: true,
    hits: ['Message me on WhatsApp for the price', "Let's move this to WhatsApp"],
    misses: ['I saw your listing on WhatsApp status. Is it the same one on Ile?'],
  },
  'asks-for-number-first': {
    first: true,
    hits: ['Send me your phone number make I call you', 'kindly drop your WhatsApp contact'],
    misses: ['Can I have a look on Saturday?'],
  },
};

describe('scam rules, one at a time', () => {
  it('every rule has examples here', () => {
    expect(Object.keys(RULE_EXAMPLES).sort()).toEqual(SCAM_RULES.map((rule) => rule.id).sort());
  });

  for (const rule of SCAM_RULES) {
    it(`${rule.id} (${rule.kind})`, () => {
      const examples = RULE_EXAMPLES[rule.id];
      if (!examples) throw new Error(`no examples for ${rule.id}`);
      const alone = compileScamRules([rule]);
      const first = { firstInConversation: examples.first === true };
      for (const text of examples.hits)
        expect(checkMessage(text, first, alone), text).toEqual([{ kind: rule.kind, reason: rule.reason }]);
      for (const text of examples.misses) expect(checkMessage(text, first, alone), text).toEqual([]);
    });
  }
});

describe('checkMessage', () => {
  it('gives one warning per kind, with a reason', () => {
    const warnings = checkMessage(
      'Pay ₦20k inspection fee to my account before viewing, many people want it so pay today',
      { firstInConversation: false },
    );
    expect(warnings.map((w) => w.kind)).toEqual([
      'fee_before_viewing',
      'payment_outside_ile',
      'urgent_payment',
    ]);
    for (const warning of warnings) expect(warning.reason.length).toBeGreaterThan(20);
  });

  it('looks for off-platform contact only in a first message', () => {
    const text = 'Hello, chat me on WhatsApp 08031234567 for more details';
    expect(checkMessage(text, { firstInConversation: true }).map((w) => w.kind)).toEqual([
      'off_platform_contact',
    ]);
    expect(checkMessage(text, { firstInConversation: false })).toEqual([]);
    expect(checkMessageEitherWay(text)).toEqual({
      first: checkMessage(text, { firstInConversation: true }),
      later: [],
    });
  });

  it('leaves ordinary messages alone', () => {
    for (const text of ['Good morning, is the 2 bedroom still available?', 'A go pay wen a si di os', ''])
      expect(checkMessage(text, { firstInConversation: true })).toEqual([]);
  });
});

describe('compiling the rules', () => {
  const rule = { id: 'broken-rule', kind: 'fee_before_viewing' as const, reason: 'Because.', all: ['ok'] };

  it('compiles every shipped rule', () => {
    expect(compileScamRules(SCAM_RULES)).toHaveLength(SCAM_RULES.length);
  });

  it('throws at load naming a rule whose pattern does not compile', () => {
    expect(() => compileScamRules([{ ...rule, all: ['(unclosed'] }])).toThrow(ScamRuleError);
    expect(() => compileScamRules([{ ...rule, none: ['[z-a]'] }])).toThrow(/Scam rule "broken-rule"/);
  });

  it('throws naming a rule that uses an unknown word list, repeats an id or has no reason', () => {
    expect(() => compileScamRules([{ ...rule, all: ['{nonsense}'] }])).toThrow(
      'Scam rule "broken-rule" does not compile: unknown word list {nonsense}',
    );
    expect(() => compileScamRules([rule, rule])).toThrow(/another rule has the same id/);
    expect(() => compileScamRules([{ ...rule, reason: ' ' }])).toThrow(/no reason/);
    expect(compileScamRules([rule], { loop: '{loop}' })).toHaveLength(1);
    expect(() => compileScamRules([{ ...rule, all: ['{loop}'] }], { loop: '{loop}' })).toThrow(
      /refers to itself/,
    );
  });
});
