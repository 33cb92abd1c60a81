import type { ListingCountry } from '../constants/countries';
import { PUBLIC_HOLIDAYS, REVIEW_SLA_BUSINESS_DAYS, UTC_OFFSET_HOURS } from '../constants/public-holidays';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const holidaySets = new Map<ListingCountry, Set<string>>();

function holidaysOf(country: ListingCountry): Set<string> {
  let set = holidaySets.get(country);
  if (!set) {
    set = new Set(PUBLIC_HOLIDAYS[country]);
    holidaySets.set(country, set);
  }
  return set;
}

/** The local calendar day of `at` in `country`, as whole days since the epoch. */
const localDay = (at: Date, country: ListingCountry) =>
  Math.floor((at.getTime() + UTC_OFFSET_HOURS[country] * HOUR_MS) / DAY_MS);

function isBusinessDay(day: number, country: ListingCountry): boolean {
  const date = new Date(day * DAY_MS);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(country).has(date.toISOString().slice(0, 10));
}

/**
 * Business days waited from `from` to `to` in `country`: the working days after the day it arrived, up to and
 * including `to`'s day (weekends and public holidays do not count). Sent on Friday, looked at on Monday: 1.
 */
export function businessDaysBetween(from: Date, to: Date, country: ListingCountry): number {
  let count = 0;
  for (let day = localDay(from, country) + 1; day <= localDay(to, country); day++)
    if (isBusinessDay(day, country)) count += 1;
  return count;
}

/** Whether something that arrived at `from` has waited past the promised 7 business days by `now`. */
export const isPastReviewSla = (from: Date, now: Date, country: ListingCountry): boolean =>
  businessDaysBetween(from, now, country) > REVIEW_SLA_BUSINESS_DAYS;

/**
 * The instant before which an arrival is past the promise at `now` (so a database can count them with
 * `created_at < cutoff`): the local midnight after the last day that has waited more than 7 business days.
 */
export function reviewSlaCutoff(now: Date, country: ListingCountry): Date {
  const today = localDay(now, country);
  let day = today;
  let waited = 0;
  // Walk back until a day has more than 7 business days after it, up to today.
  while (waited <= REVIEW_SLA_BUSINESS_DAYS) {
    if (isBusinessDay(day, country)) waited += 1;
    day -= 1;
  }
  return new Date((day + 1) * DAY_MS - UTC_OFFSET_HOURS[country] * HOUR_MS);
}
