import { checkMoveInRules, computeMoveInCost } from '@ile/shared';
import { describe, expect, it } from 'vitest';
import { seedMoveIn } from './move-in';

const opebi = {
  category: 'rental',
  price: 1_800_000,
  duration: 'year',
  country: 'NG',
  state_code: 'LA',
  address: '14 Allen Avenue, Opebi',
  city: 'Ikeja',
};

const listingOf = (index: number, base = opebi) => {
  const seeded = seedMoveIn('demo', index, base);
  return {
    category: base.category,
    price: base.price,
    currency: base.country === 'NG' ? 'NGN' : 'SLE',
    duration: base.duration,
    country: base.country,
    stateCode: base.state_code,
    city: base.city,
    address: base.address,
    advanceRentMonths: seeded.advance_rent_months,
    agencyFee: seeded.agency_fee,
    legalFee: seeded.legal_fee,
    cautionDeposit: seeded.caution_deposit,
    serviceChargeYearly: seeded.service_charge_yearly,
    otherCharges: seeded.other_charges ? JSON.parse(seeded.other_charges) : null,
  };
};

describe('seeded move-in costs', () => {
  it('are the same for the same seed and index', () => {
    expect(seedMoveIn('demo', 7, opebi)).toEqual(seedMoveIn('demo', 7, opebi));
  });
  it('give Lagos rentals a year or two in advance, so some show the Tenancy Law warning', () => {
    const listings = Array.from({ length: 200 }, (_, index) => listingOf(index));
    const months = new Set(listings.map((listing) => listing.advanceRentMonths));
    expect([...months].sort()).toEqual([12, 24]);
    const warned = listings.filter((listing) =>
      checkMoveInRules(listing).some((finding) => finding.ruleId === 'lagos-advance-rent'),
    );
    expect(warned.length).toBeGreaterThan(20);
    for (const listing of listings) {
      const cost = computeMoveInCost(listing);
      // Agency and legal fees around 10% of the ₦1,800,000 rent; caution around a month (₦150,000).
      expect(cost?.total).toBeGreaterThanOrEqual(180_000_000);
      expect(listing.agencyFee ?? 0).toBeLessThanOrEqual(27_000_000);
      expect(listing.cautionDeposit ?? 0).toBeLessThanOrEqual(22_500_000);
    }
  });
  it('give sales and short stays none', () => {
    expect(
      seedMoveIn('demo', 1, { ...opebi, category: 'sale', duration: 'outright' }).advance_rent_months,
    ).toBeNull();
    expect(seedMoveIn('demo', 1, { ...opebi, duration: 'day' }).advance_rent_months).toBeNull();
  });
  it('give monthly lets one to three months', () => {
    for (let index = 0; index < 50; index++) {
      const months = seedMoveIn('demo', index, {
        ...opebi,
        price: 150_000,
        duration: 'month',
      }).advance_rent_months;
      expect([1, 2, 3]).toContain(months);
    }
  });
});
