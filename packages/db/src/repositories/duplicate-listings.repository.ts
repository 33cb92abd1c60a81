import type { ListingCountry, ListingCurrency } from '@ile/shared';
import { sql } from 'kysely';
import type { Executor } from '../database';
import type { NewListingFlag } from '../schema';

// The attribute checks of issue 18 (docs/trust.md, "Duplicate listings"): live listings that may be the same
// property as a listing application, found through indexes that stay fast over a million listings.

/** A pending listing application as the duplicate checks read it; undefined when it is gone. */
export function findApplicationForDuplicateCheck(db: Executor, applicationId: string) {
  return db
    .selectFrom('listing_applications')
    .select([
      'id',
      'user_id',
      'status',
      'title',
      'description',
      'address',
      'city',
      'state',
      'state_code',
      'country',
      'bedrooms',
      'price',
      'currency',
    ])
    .where('id', '=', applicationId)
    .executeTakeFirst();
}

/** A live listing that may duplicate an application, with what the address rule compares. */
export interface DuplicateCandidate {
  id: string;
  owner_id: string;
  address: string;
  city: string | null;
  state: string;
  state_code: string;
  country: ListingCountry;
  bedrooms: number;
  price: number;
  currency: ListingCurrency;
}

/**
 * Published listings in one state with the same currency, number of bedrooms and a price in [min, max],
 * closest price first: the candidates of the address rule, whose addresses the caller compares normalised.
 * A range scan of properties_published_state_price_idx (country, state_code, currency, price), with bedrooms
 * checked in the index (INCLUDE) before any row is read; `limit` bounds the work on a price many listings
 * share.
 */
export function findSamePlaceAndPriceListings(
  db: Executor,
  where: {
    country: ListingCountry;
    stateCode: string;
    currency: ListingCurrency;
    bedrooms: number;
    minPrice: number;
    maxPrice: number;
    price: number;
    limit: number;
  },
): Promise<DuplicateCandidate[]> {
  return db
    .selectFrom('properties')
    .select([
      'id',
      'owner_id',
      'address',
      'city',
      'state',
      'state_code',
      'country',
      'bedrooms',
      'price',
      'currency',
    ])
    .where('status', '=', 'published')
    .where('country', '=', where.country)
    .where('state_code', '=', where.stateCode)
    .where('currency', '=', where.currency)
    .where('price', '>=', where.minPrice)
    .where('price', '<=', where.maxPrice)
    .where('bedrooms', '=', where.bedrooms)
    .orderBy(sql`abs(price - ${where.price})`)
    .orderBy('id')
    .limit(where.limit)
    .execute();
}

/** The text the near-identical rule compares, as properties_published_text_trgm_idx indexes it. */
export const LISTING_TEXT = sql<string>`(title || ' ' || description)`;

/**
 * Sets, for the caller's transaction only, the trigram similarity from which `%` matches (pg_trgm's
 * similarity_threshold): `%` is what properties_published_text_trgm_idx can answer, so findSimilarTextListings
 * runs in a transaction that called this first.
 */
export async function setSimilarityThreshold(trx: Executor, threshold: number): Promise<void> {
  await sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(threshold)}, true)`.execute(trx);
}

/**
 * Published listings whose "title description" is at least as similar to `text` as the transaction's
 * similarity threshold (setSimilarityThreshold), most similar first. The GIN index (gin_trgm_ops) finds them;
 * similarity() orders the few it finds.
 */
export async function findSimilarTextListings(
  trx: Executor,
  where: { text: string; limit: number },
): Promise<{ id: string; owner_id: string; similarity: number }[]> {
  const { rows } = await sql<{ id: string; owner_id: string; similarity: number }>`
    SELECT id, owner_id, similarity(${LISTING_TEXT}, ${where.text}) AS similarity
    FROM properties
    WHERE status = 'published' AND ${LISTING_TEXT} % ${where.text}
    ORDER BY similarity DESC, id
    LIMIT ${where.limit}
  `.execute(trx);
  return rows;
}

/** Records flags; one already recorded (same subject, other listing and match) is kept. Answers how many were new. */
export async function insertListingFlags(db: Executor, flags: readonly NewListingFlag[]): Promise<number> {
  if (flags.length === 0) return 0;
  const inserted = await db
    .insertInto('listing_flags')
    .values([...flags])
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}
