import type { ListingCountry } from './countries';

/**
 * Public holidays on which Ile's reviewers do not count days, as data: the fixed-date holidays each year,
 * Easter's two days, and the Islamic holidays as the governments declared them (2025) or as they are
 * expected from the calendar (2026–2027; a declared date that differs is corrected here). Nigeria moves a
 * holiday falling on a weekend to the Monday; those Mondays are listed too.
 */
export const PUBLIC_HOLIDAYS: Record<ListingCountry, readonly string[]> = {
  NG: [
    // 2025
    '2025-01-01',
    '2025-03-31',
    '2025-04-01',
    '2025-04-18',
    '2025-04-21',
    '2025-05-01',
    '2025-06-06',
    '2025-06-09',
    '2025-06-12',
    '2025-09-05',
    '2025-10-01',
    '2025-12-25',
    '2025-12-26',
    // 2026
    '2026-01-01',
    '2026-03-20',
    '2026-03-23',
    '2026-04-03',
    '2026-04-06',
    '2026-05-01',
    '2026-05-27',
    '2026-05-28',
    '2026-06-12',
    '2026-08-26',
    '2026-10-01',
    '2026-12-25',
    '2026-12-28',
    // 2027
    '2027-01-01',
    '2027-03-10',
    '2027-03-11',
    '2027-03-26',
    '2027-03-29',
    '2027-05-03',
    '2027-05-17',
    '2027-05-18',
    '2027-06-14',
    '2027-08-16',
    '2027-10-01',
    '2027-12-27',
    '2027-12-28',
  ],
  SL: [
    // 2025
    '2025-01-01',
    '2025-02-18',
    '2025-03-31',
    '2025-04-18',
    '2025-04-21',
    '2025-04-28',
    '2025-06-06',
    '2025-09-05',
    '2025-12-25',
    '2025-12-26',
    // 2026
    '2026-01-01',
    '2026-02-18',
    '2026-03-20',
    '2026-04-03',
    '2026-04-06',
    '2026-04-27',
    '2026-05-27',
    '2026-08-26',
    '2026-12-25',
    '2026-12-26',
    // 2027
    '2027-01-01',
    '2027-02-18',
    '2027-03-10',
    '2027-03-26',
    '2027-03-29',
    '2027-04-27',
    '2027-05-17',
    '2027-08-16',
    '2027-12-27',
    '2027-12-28',
  ],
};

/** Hours ahead of UTC in each country (neither has daylight saving): Lagos UTC+1, Freetown UTC+0. */
export const UTC_OFFSET_HOURS: Record<ListingCountry, number> = { NG: 1, SL: 0 };

/** What the console promises applicants: a decision within 7 business days. */
export const REVIEW_SLA_BUSINESS_DAYS = 7;
