import {
  type AlertFrequency,
  convertPrice,
  DISPLAY_CURRENCIES,
  LISTING_CURRENCIES,
  type RateQuotes,
} from '@ile/shared';
import { sql } from 'kysely';
import type { Executor } from '../database';
import { inspectionCutoff } from '../search/search-criteria';

export type MatchReason = 'published' | 'price_dropped';

/** A saved search a listing newly matched (never one it matched before: the match's key keeps it once). */
export interface NewMatch {
  savedSearchId: string;
  propertyId: string;
  userId: string;
  name: string;
  frequency: AlertFrequency;
  /** False when the search's alerts were off or paused: listed as new, never alerted. */
  alertDue: boolean;
}

/** What the matcher reads of a search: every column is in both lookup indexes (an index-only scan). */
const MATCH_COLUMNS = sql.raw(
  [
    'id',
    'user_id',
    'frequency',
    'paused',
    'property_type',
    'min_bedrooms',
    'max_bedrooms',
    'min_bathrooms',
    'max_bathrooms',
    'price_currency',
    'min_price',
    'max_price',
    'min_move_in',
    'max_move_in',
    'keywords',
    'min_lng',
    'min_lat',
    'max_lng',
    'max_lat',
    'verified_owner',
    'inspected',
  ]
    .map((column) => `s.${column}`)
    .join(', '),
);

/**
 * For each listing currency, the factor that turns a search's price bound in each display currency into it,
 * as the search converts the visitor's bounds (priceRangesFor): `{"NGN": {"USD": 1500, ...}, "SLE": {...}}`.
 * A pair the rate table cannot convert is left out, so a price-bounded search in that currency does not
 * match that listing (the comparison with NULL is not true).
 */
function priceFactors(quotes: RateQuotes): string {
  const byListingCurrency: Record<string, Record<string, number>> = {};
  for (const listingCurrency of LISTING_CURRENCIES) {
    const factors: Record<string, number> = {};
    for (const searchCurrency of DISPLAY_CURRENCIES) {
      const factor = convertPrice(1, searchCurrency, listingCurrency, quotes);
      if (factor !== null) factors[searchCurrency] = factor;
    }
    byListingCurrency[listingCurrency] = factors;
  }
  return JSON.stringify(byListingCurrency);
}

/**
 * The lookups a listing `l` makes: its state's searches and those with no state (a whole country, a map
 * area), each arm one equality prefix of a covering partial index, so every arm is an index-only scan (an
 * `OR ... IS NULL` would turn them into bitmap heap scans over the table).
 */
const LOOKUPS = [
  sql`s.state_code = l.state_code AND s.category = l.category AND s.country = l.country`,
  sql`s.state_code = l.state_code AND s.category IS NULL AND s.country = l.country`,
  sql`s.state_code IS NULL AND s.country = l.country AND s.category = l.category`,
  sql`s.state_code IS NULL AND s.country = l.country AND s.category IS NULL`,
  sql`s.state_code IS NULL AND s.country IS NULL AND s.category = l.category`,
  sql`s.state_code IS NULL AND s.country IS NULL AND s.category IS NULL`,
];

/**
 * `listing` (the published listings among the ids) and `matched` (every saved search each matches:
 * saved_search_id, property_id, alert_due), as WITH clauses. Every filter the lookups leave is compared
 * column to column; the searches of the listing's own owner are left out.
 */
export function matchingClauses(propertyIds: readonly string[], quotes: RateQuotes) {
  return sql`
    -- Materialized: each listing's facts (its owner's verification above all) are worked out once, not
    -- once per lookup arm.
    listing AS MATERIALIZED (
      SELECT p.id, p.country, p.state_code, p.category, p.property_type, p.bedrooms, p.bathrooms, p.price,
        p.move_in_total, p.currency, p.latitude, p.longitude, p.search_vector, p.owner_id,
        ${priceFactors(quotes)}::jsonb -> p.currency AS factors,
        coalesce(p.inspected_at >= ${inspectionCutoff()}::timestamptz, false) AS inspected,
        (EXISTS (SELECT 1 FROM users vu WHERE vu.id = p.owner_id AND vu.identity_verified_at IS NOT NULL)
          OR EXISTS (SELECT 1 FROM agencies va
            WHERE va.user_id = p.owner_id AND va.business_verified_at IS NOT NULL)) AS owner_verified
      FROM properties p
      WHERE p.id = ANY(${sql.val(propertyIds)}::uuid[]) AND p.status = 'published'
    ),
    matched AS (
      SELECT s.id AS saved_search_id, l.id AS property_id, (s.frequency <> 'off' AND NOT s.paused) AS alert_due
      FROM listing l
      CROSS JOIN LATERAL (${sql.join(
        LOOKUPS.map((lookup) => sql`SELECT ${MATCH_COLUMNS} FROM saved_searches s WHERE ${lookup}`),
        sql` UNION ALL `,
      )}) s
      WHERE s.user_id <> l.owner_id
        AND (s.property_type IS NULL OR s.property_type = l.property_type)
        AND (s.min_bedrooms IS NULL OR l.bedrooms >= s.min_bedrooms)
        AND (s.max_bedrooms IS NULL OR l.bedrooms <= s.max_bedrooms)
        AND (s.min_bathrooms IS NULL OR l.bathrooms >= s.min_bathrooms)
        AND (s.max_bathrooms IS NULL OR l.bathrooms <= s.max_bathrooms)
        -- Rounded outwards to the cent, as the search rounds a converted bound.
        AND (s.min_price IS NULL
          OR l.price >= floor(s.min_price * (l.factors ->> s.price_currency)::float8 * 100 + 1e-6) / 100)
        AND (s.max_price IS NULL
          OR l.price <= ceil(s.max_price * (l.factors ->> s.price_currency)::float8 * 100 - 1e-6) / 100)
        -- The total to move in is in minor units; a bound asks for a listing that states one (as the search).
        AND (s.min_move_in IS NULL
          OR l.move_in_total >= floor(s.min_move_in * (l.factors ->> s.price_currency)::float8 * 100 + 1e-6))
        AND (s.max_move_in IS NULL
          OR l.move_in_total <= ceil(s.max_move_in * (l.factors ->> s.price_currency)::float8 * 100 - 1e-6))
        AND (s.keywords IS NULL OR l.search_vector @@ s.keywords)
        AND (s.min_lng IS NULL OR (l.longitude BETWEEN s.min_lng AND s.max_lng
          AND l.latitude BETWEEN s.min_lat AND s.max_lat))
        AND (NOT s.verified_owner OR l.owner_verified)
        AND (NOT s.inspected OR l.inspected)
    )`;
}

/** The saved searches each listing matches, recorded or not (the benchmark's "found" figure). */
export async function findMatchingSavedSearches(
  db: Executor,
  propertyIds: readonly string[],
  quotes: RateQuotes,
): Promise<{ savedSearchId: string; propertyId: string }[]> {
  if (propertyIds.length === 0) return [];
  const { rows } = await sql<{ savedSearchId: string; propertyId: string }>`
    WITH ${matchingClauses(propertyIds, quotes)}
    SELECT saved_search_id AS "savedSearchId", property_id AS "propertyId" FROM matched`.execute(db);
  return rows;
}

/**
 * Finds, in one statement, every saved search the given listings match and records each (listing, search)
 * pair once; answers only the pairs new to this call. Listings that are not published are skipped.
 */
export async function matchSavedSearches(
  db: Executor,
  propertyIds: readonly string[],
  reason: MatchReason,
  quotes: RateQuotes,
): Promise<NewMatch[]> {
  if (propertyIds.length === 0) return [];
  const { rows } = await sql<NewMatch>`
    WITH ${matchingClauses(propertyIds, quotes)},
    inserted AS (
      INSERT INTO saved_search_matches (saved_search_id, property_id, reason, alert_due)
      SELECT saved_search_id, property_id, ${reason}, alert_due FROM matched
      ON CONFLICT (saved_search_id, property_id) DO NOTHING
      RETURNING saved_search_id, property_id, alert_due
    )
    SELECT i.saved_search_id AS "savedSearchId", i.property_id AS "propertyId", s.user_id AS "userId",
      s.name, s.frequency, i.alert_due AS "alertDue"
    FROM inserted i JOIN saved_searches s ON s.id = i.saved_search_id`.execute(db);
  return rows;
}
