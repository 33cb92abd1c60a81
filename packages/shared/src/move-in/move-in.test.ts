import { describe, expect, it } from 'vitest';
import { CreateListingApplicationBody } from '../contracts/listing-application';
import { validListingApplication } from '../testing/fixtures';
import { moveInIssues } from './move-in-contract';
import { computeMoveInCost, type MoveInListing, rentForMonths } from './move-in-cost';
import { checkMoveInRules, inExemptArea, moveInBlockMessage, moveInRules } from './move-in-rules';

/** A Lagos flat at ₦2,400,000 a year in Opebi, Ikeja (not Ikeja GRA), with customary charges. */
const lagos = (overrides: Partial<MoveInListing> = {}): MoveInListing => ({
  category: 'rental',
  price: 2_400_000,
  currency: 'NGN',
  duration: 'year',
  country: 'NG',
  stateCode: 'LA',
  city: 'Ikeja',
  address: '14 Allen Avenue, Opebi',
  advanceRentMonths: 12,
  agencyFee: 24_000_000,
  legalFee: 24_000_000,
  cautionDeposit: 20_000_000,
  serviceChargeYearly: 15_000_000,
  otherCharges: [{ name: 'Fresh paint', amount: 5_000_000 }],
  ...overrides,
});

const ruleIds = (listing: MoveInListing) => checkMoveInRules(listing).map((finding) => finding.ruleId);

describe('rentForMonths', () => {
  it('turns a price per period into the rent for a number of months, in minor units', () => {
    expect(rentForMonths(2_400_000, 'year', 12)).toBe(240_000_000);
    expect(rentForMonths(2_400_000, 'year', 24)).toBe(480_000_000);
    expect(rentForMonths(2_400_000, 'year', 6)).toBe(120_000_000);
    expect(rentForMonths(150_000, 'month', 3)).toBe(45_000_000);
    // 52 weeks / 12 months: ₦10,000 a week for one month is ₦43,333.33.
    expect(rentForMonths(10_000, 'week', 1)).toBe(4_333_333);
    expect(rentForMonths('1000.50', 'day', 1)).toBe(Math.round((100_050 * 365) / 12));
    expect(rentForMonths(1_000_000, 'outright', 12)).toBeNull();
  });
  it('rounds half up', () => {
    // 0.06 a year for one month: 6 kobo / 12 = 0.5 kobo → 1.
    expect(rentForMonths(0.06, 'year', 1)).toBe(1);
  });
});

describe('computeMoveInCost', () => {
  it('lists the rent in advance and each charge, and totals them', () => {
    const cost = computeMoveInCost(lagos());
    expect(cost?.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['rent', 240_000_000],
      ['agency', 24_000_000],
      ['legal', 24_000_000],
      ['caution', 20_000_000],
      ['service', 15_000_000],
      ['other', 5_000_000],
    ]);
    expect(cost?.lines[0]?.label).toBe('Rent in advance (1 year)');
    expect(cost?.lines.find((line) => line.kind === 'caution')?.refundable).toBe(true);
    expect(cost?.total).toBe(328_000_000);
    expect(cost?.currency).toBe('NGN');
  });
  it('leaves out charges not made', () => {
    const cost = computeMoveInCost(
      lagos({
        agencyFee: null,
        legalFee: 0,
        cautionDeposit: null,
        serviceChargeYearly: null,
        otherCharges: null,
      }),
    );
    expect(cost?.lines.map((line) => line.kind)).toEqual(['rent']);
    expect(cost?.total).toBe(240_000_000);
  });
  it('is null for a sale, and for a rental that does not say its months in advance', () => {
    expect(computeMoveInCost(lagos({ category: 'sale', duration: 'outright' }))).toBeNull();
    expect(computeMoveInCost(lagos({ advanceRentMonths: null }))).toBeNull();
  });
  it('covers leases, shared apartments and hostels', () => {
    for (const category of ['lease', 'shared', 'hostel']) {
      expect(computeMoveInCost(lagos({ category }))?.total).toBe(328_000_000);
    }
  });
});

describe('Lagos State Tenancy Law 2011, s. 4: advance rent', () => {
  it('allows a year in advance', () => {
    expect(ruleIds(lagos({ advanceRentMonths: 12 }))).not.toContain('lagos-advance-rent');
    expect(moveInBlockMessage(lagos({ advanceRentMonths: 12 }))).toBeNull();
  });
  it('blocks more than a year in advance, with the law in plain words', () => {
    const findings = checkMoveInRules(lagos({ advanceRentMonths: 24 }));
    const finding = findings.find((item) => item.ruleId === 'lagos-advance-rent');
    expect(finding?.severity).toBe('block');
    expect(finding?.source).toMatchObject({ name: 'Tenancy Law of Lagos State', year: 2011, kind: 'law' });
    expect(moveInBlockMessage(lagos({ advanceRentMonths: 13 }))).toMatch(/more than one year's rent/);
  });
  it.each([
    ['Apapa', '3 Warehouse Road, Apapa', 'Lagos Island'],
    ['Ikeja GRA', '12 Isaac John Street, Ikeja GRA', 'Ikeja'],
    ['Ikoyi', 'Plot 7, Ikoyi Gardens Estate', 'Lagos Island'],
    ['Lagos Island (city)', '9 Broad Street', 'Lagos Island'],
    ['Victoria Island', '5 Adeola Odeku Street, Victoria Island', null],
  ])('does not apply in %s', (_area, address, city) => {
    const listing = lagos({ advanceRentMonths: 24, address, city });
    expect(ruleIds(listing)).not.toContain('lagos-advance-rent');
    expect(moveInBlockMessage(listing)).toBeNull();
  });
  it('matches exempt areas as whole words: Ikeja is not Ikeja GRA', () => {
    expect(inExemptArea({ address: '14 Allen Avenue, Opebi', city: 'Ikeja' }, ['Ikeja GRA'])).toBe(false);
    expect(inExemptArea({ address: 'ikeja g.r.a', city: null }, ['Ikeja GRA'])).toBe(false);
    expect(inExemptArea({ address: '1 Road, IKEJA-GRA', city: null }, ['Ikeja GRA'])).toBe(true);
  });
  it('does not apply outside Lagos State, nor in Sierra Leone', () => {
    expect(ruleIds(lagos({ advanceRentMonths: 24, stateCode: 'FC', city: 'Abuja' }))).not.toContain(
      'lagos-advance-rent',
    );
    expect(
      ruleIds(lagos({ advanceRentMonths: 24, country: 'SL', stateCode: 'WU', currency: 'SLE' })),
    ).toEqual([]);
  });
});

describe('charges above the customary levels', () => {
  it("warns of an agency fee above 10% of a year's rent, not at 10%", () => {
    expect(ruleIds(lagos({ agencyFee: 24_000_000 }))).not.toContain('agency-fee-above-usual');
    expect(ruleIds(lagos({ agencyFee: 24_000_100 }))).toContain('agency-fee-above-usual');
  });
  it("warns of a legal fee above 10% of a year's rent", () => {
    expect(ruleIds(lagos({ legalFee: 24_000_000 }))).not.toContain('legal-fee-above-usual');
    expect(ruleIds(lagos({ legalFee: 48_000_000 }))).toContain('legal-fee-above-usual');
  });
  it('compares with a year of rent whatever the period the price is per', () => {
    // ₦200,000 a month is ₦2,400,000 a year: a ₦300,000 agency fee is 12.5%.
    const monthly = lagos({ price: 200_000, duration: 'month', agencyFee: 30_000_000 });
    expect(ruleIds(monthly)).toContain('agency-fee-above-usual');
  });
  it("warns of a caution deposit above two months' rent", () => {
    expect(ruleIds(lagos({ cautionDeposit: 40_000_000 }))).not.toContain('caution-deposit-above-usual');
    expect(ruleIds(lagos({ cautionDeposit: 60_000_000 }))).toContain('caution-deposit-above-usual');
  });
  it('applies in exempt Lagos areas and elsewhere in Nigeria too (custom, not the tenancy law)', () => {
    const findings = checkMoveInRules(
      lagos({ address: '5 Adeola Odeku Street, Victoria Island', agencyFee: 48_000_000 }),
    );
    expect(findings.map((finding) => [finding.ruleId, finding.severity])).toEqual([
      ['agency-fee-above-usual', 'warn'],
    ]);
    expect(ruleIds(lagos({ stateCode: 'FC', legalFee: 48_000_000 }))).toEqual(['legal-fee-above-usual']);
  });
  it('has no rule for Sierra Leone (none found with a source)', () => {
    expect(moveInRules.filter((rule) => rule.appliesIn.country === 'SL')).toEqual([]);
  });
  it('gives every rule a source and plain words', () => {
    for (const rule of moveInRules) {
      expect(rule.text.length).toBeGreaterThan(40);
      expect(rule.source.name).not.toBe('');
      expect(['law', 'custom']).toContain(rule.source.kind);
      expect(rule.severity === 'block').toBe(rule.source.kind === 'law');
    }
  });
});

describe('moveInIssues', () => {
  const place = {
    category: 'rental',
    price: 2_400_000,
    currency: 'NGN',
    duration: 'year',
    country: 'NG',
    stateCode: 'LA',
    city: 'Ikeja',
    address: '14 Allen Avenue, Opebi',
  };
  const none = {
    advanceRentMonths: null,
    agencyFee: null,
    legalFee: null,
    cautionDeposit: null,
    serviceChargeYearly: null,
    otherCharges: null,
  };
  it('refuses move-in costs on a sale', () => {
    expect(moveInIssues('sale', { ...none, agencyFee: 100 }, null)).toEqual([
      { path: 'agencyFee', message: expect.stringMatching(/not for sales/) },
    ]);
    expect(moveInIssues('sale', none, null)).toEqual([]);
  });
  it('asks for the months in advance when charges are given', () => {
    expect(moveInIssues('rental', { ...none, agencyFee: 100 }, place)[0]?.path).toBe('advanceRentMonths');
  });
  it('gives the block rule in its words', () => {
    expect(moveInIssues('rental', { ...none, advanceRentMonths: 24 }, place)).toEqual([
      { path: 'advanceRentMonths', message: expect.stringMatching(/Lagos State Tenancy Law 2011/) },
    ]);
  });
});

describe('the listing form contract', () => {
  const form = { ...validListingApplication(), address: '14 Allen Avenue, Opebi', city: 'Ikeja' };
  it('accepts move-in costs for a rental (multipart strings, other charges as JSON)', () => {
    const parsed = CreateListingApplicationBody.safeParse({
      ...form,
      advanceRentMonths: '12',
      agencyFee: '24000000',
      otherCharges: JSON.stringify([{ name: 'Paint', amount: 100 }]),
    });
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).toMatchObject({
      advanceRentMonths: 12,
      agencyFee: 24_000_000,
      otherCharges: [{ name: 'Paint', amount: 100 }],
    });
  });
  it('refuses 24 months in advance in Ikeja with the law in its words', () => {
    const parsed = CreateListingApplicationBody.safeParse({ ...form, advanceRentMonths: '24' });
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({
        path: ['advanceRentMonths'],
        message: expect.stringMatching(/one year's rent/),
      }),
    ]);
  });
  it('refuses move-in costs on a sale', () => {
    const parsed = CreateListingApplicationBody.safeParse({
      ...form,
      category: 'sale',
      duration: 'outright',
      cautionDeposit: '100',
    });
    expect(parsed.error?.issues[0]?.message).toMatch(/not for sales/);
  });
  it('refuses more than five other charges', () => {
    const charges = Array.from({ length: 6 }, (_, index) => ({ name: `Charge ${index}`, amount: 1 }));
    const parsed = CreateListingApplicationBody.safeParse({
      ...form,
      advanceRentMonths: 12,
      otherCharges: charges,
    });
    expect(parsed.error?.issues[0]?.message).toMatch(/At most 5/);
  });
});
