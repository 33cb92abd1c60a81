import {
  inExemptArea,
  isMoveInCategory,
  LAGOS_TENANCY_EXEMPT_AREAS,
  type OtherCharge,
  rentForMonths,
} from '@ile/shared';
import { Random } from './random';

/** A seeded listing's move-in columns (minor units; other charges as JSON text for the batch writer). */
export interface SeedMoveIn {
  advance_rent_months: number | null;
  agency_fee: number | null;
  legal_fee: number | null;
  caution_deposit: number | null;
  service_charge_yearly: number | null;
  other_charges: string | null;
}

const NONE: SeedMoveIn = {
  advance_rent_months: null,
  agency_fee: null,
  legal_fee: null,
  caution_deposit: null,
  service_charge_yearly: null,
  other_charges: null,
};

/** Whole thousands of naira / whole leones, in minor units: how charges are quoted. */
const roundCharge = (minor: number, unit: number) => Math.max(unit, Math.round(minor / unit) * unit);

/**
 * What moving in costs, as owners and agents ask today (docs/move-in-cost.md): in Lagos and Abuja one or two
 * years of rent in advance (two is common though the Lagos Tenancy Law allows one), 10% agency and 10% legal
 * fees, a caution deposit of about a month, sometimes a service charge; in Sierra Leone a year or two in
 * advance and an agent's 10%. Monthly lets ask one to three months. Short stays (day, week) none. Drawn from
 * its own generator so the rest of a listing does not change.
 */
export function seedMoveIn(
  seed: number | string,
  index: number,
  listing: {
    category: string;
    price: number;
    duration: string;
    country: string;
    state_code: string;
    address: string;
    city: string;
  },
): SeedMoveIn {
  if (!isMoveInCategory(listing.category)) return NONE;
  if (listing.duration !== 'year' && listing.duration !== 'month') return NONE;
  const rng = new Random(`${seed}:move-in:${index}`);
  const unit = listing.country === 'NG' ? 100_000 : 100; // ₦1,000 or Le 1
  const lagosCovered = listing.state_code === 'LA' && !inExemptArea(listing, LAGOS_TENANCY_EXEMPT_AREAS);
  const months =
    listing.duration === 'month' ? rng.pick([1, 1, 2, 3]) : rng.chance(lagosCovered ? 0.3 : 0.45) ? 24 : 12;
  const yearly = rentForMonths(listing.price, listing.duration, 12) ?? 0;
  const monthly = rentForMonths(listing.price, listing.duration, 1) ?? 0;
  const share = (low: number, high: number) => roundCharge(yearly * rng.float(low, high), unit);
  const agency = rng.chance(0.85) ? share(0.1, rng.chance(0.2) ? 0.15 : 0.1) : null;
  const legal = listing.country === 'NG' && rng.chance(0.8) ? share(rng.chance(0.7) ? 0.1 : 0.05, 0.1) : null;
  const caution = rng.chance(listing.country === 'NG' ? 0.7 : 0.3)
    ? roundCharge(monthly * rng.float(0.5, 1.5), unit)
    : null;
  const service =
    listing.country === 'NG' && listing.category !== 'hostel' && rng.chance(0.35) ? share(0.05, 0.12) : null;
  const others: OtherCharge[] = [];
  if (listing.country === 'NG' && rng.chance(0.15)) {
    others.push({ name: 'Development levy', amount: roundCharge(yearly * 0.02, unit) });
  }
  return {
    advance_rent_months: months,
    agency_fee: agency,
    legal_fee: legal,
    caution_deposit: caution,
    service_charge_yearly: service,
    other_charges: others.length > 0 ? JSON.stringify(others) : null,
  };
}
