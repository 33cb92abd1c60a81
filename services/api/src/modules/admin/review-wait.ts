import type { ListingCountry } from '@ile/shared';
import { businessDaysBetween, isPastReviewSla } from '@ile/shared/helpers/business-days';

/**
 * How long an application (or a verification) has waited for staff, in business days (weekends and the country's public holidays
 * excluded): until its decision, or until now while pending, when it is `overdue` past the promised 7.
 */
export function reviewWait(
  createdAt: Date,
  decidedAt: Date | null,
  country: ListingCountry,
  now = new Date(),
) {
  return {
    waited_business_days: businessDaysBetween(createdAt, decidedAt ?? now, country),
    overdue: decidedAt === null && isPastReviewSla(createdAt, now, country),
  };
}
