import type { Category, Duration } from '../constants/listing-options';

/**
 * The cost of moving in (issue 21, item 3): the rent the owner requires in advance plus the one-off charges,
 * each an integer in the listing currency's minor unit (kobo, cents of a leone). A listing's `price` is
 * stored in major units (numeric(14, 2)); it is turned into minor units here and nowhere else.
 */

/** The categories that are let, not sold: only these carry move-in costs (sales keep them null). */
export const MOVE_IN_CATEGORIES = [
  'rental',
  'lease',
  'shared',
  'hostel',
] as const satisfies readonly Category[];
export type MoveInCategory = (typeof MOVE_IN_CATEGORIES)[number];
export const isMoveInCategory = (category: string): category is MoveInCategory =>
  (MOVE_IN_CATEGORIES as readonly string[]).includes(category);

/** At most this many months of rent in advance may be entered (five years: beyond any real tenancy). */
export const MAX_ADVANCE_RENT_MONTHS = 60;
/** At most this many other named charges. */
export const MAX_OTHER_CHARGES = 5;
/** Any one charge, in minor units (₦100 billion): keeps totals exact in a JavaScript number. */
export const MAX_MOVE_IN_AMOUNT = 10_000_000_000_000;

export interface OtherCharge {
  name: string;
  /** Minor units. */
  amount: number;
}

/** What an owner states; every amount in minor units, null when not charged or not said. */
export interface MoveInFields {
  advanceRentMonths: number | null;
  agencyFee: number | null;
  legalFee: number | null;
  cautionDeposit: number | null;
  serviceChargeYearly: number | null;
  otherCharges: readonly OtherCharge[] | null;
}

/** The listing fields the cost and the rules read. `price` is in major units, per `duration`. */
export interface MoveInListing extends MoveInFields {
  category: string;
  price: number | string;
  currency: string;
  duration: Duration | string;
  country: string;
  stateCode: string;
  city: string | null;
  address: string;
}

export type MoveInLineKind = 'rent' | 'agency' | 'legal' | 'caution' | 'service' | 'other';

export interface MoveInLine {
  kind: MoveInLineKind;
  label: string;
  /** Minor units. */
  amount: number;
  /** Paid back at the end of the tenancy (the caution deposit). */
  refundable: boolean;
}

export interface MoveInCost {
  lines: MoveInLine[];
  /** Minor units: the sum of the lines. */
  total: number;
  currency: string;
}

/** Rent periods in a year, by the listing's duration (a price "per month" is paid 12 times a year, ...). */
const PERIODS_PER_YEAR: Record<string, number> = { day: 365, week: 52, month: 12, year: 1 };

/** A major-unit price (a number or a numeric column's text) in minor units. */
export function toMinorUnits(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}

/**
 * The rent for `months` months of a listing priced `price` (major units) per `duration`, in minor units,
 * rounded half up; null for a price that is not a rent ('outright'). Exact (BigInt): the stored column
 * `properties.move_in_total` computes the same in SQL (migration 2026_11_30_0001) and a test holds them equal.
 */
export function rentForMonths(price: number | string, duration: string, months: number): number | null {
  const perYear = PERIODS_PER_YEAR[duration];
  if (perYear === undefined) return null;
  const numerator = BigInt(toMinorUnits(price)) * BigInt(perYear) * BigInt(months);
  return Number((numerator * 2n + 12n) / 24n);
}

function monthsLabel(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

/**
 * The "To move in" breakdown of a listing: null for a sale, and for a rental whose owner has not said how
 * many months of rent they require in advance (nothing honest to total). The one function the api, the site
 * and the seed use.
 */
export function computeMoveInCost(listing: MoveInListing): MoveInCost | null {
  if (!isMoveInCategory(listing.category) || listing.advanceRentMonths === null) return null;
  const rent = rentForMonths(listing.price, listing.duration, listing.advanceRentMonths);
  if (rent === null) return null;
  const lines: MoveInLine[] = [
    {
      kind: 'rent',
      label: `Rent in advance (${monthsLabel(listing.advanceRentMonths)})`,
      amount: rent,
      refundable: false,
    },
  ];
  const add = (kind: MoveInLineKind, label: string, amount: number | null, refundable = false) => {
    if (amount !== null && amount > 0) lines.push({ kind, label, amount, refundable });
  };
  add('agency', 'Agency fee', listing.agencyFee);
  add('legal', 'Legal / agreement fee', listing.legalFee);
  add('caution', 'Caution deposit (refundable)', listing.cautionDeposit, true);
  add('service', 'Service charge (first year)', listing.serviceChargeYearly);
  for (const charge of listing.otherCharges ?? []) add('other', charge.name, charge.amount);
  return {
    lines,
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    currency: listing.currency,
  };
}
