import type { ListingCountry, ListingCurrency } from '@ile/shared';
import { sql } from 'kysely';
import type { Executor } from '../database';

// The attribute checks of issue 18 (docs/trust.md, "Duplicate listings"): live listings that may be the same
// property as a listing application, found through indexes that stay fast over a million listings.

/** What the address rule compares between an application and a listing: columns both tables have. */
const PLACE_AND_PRICE = [
  'address',
  'city',
  'state',
  'state_code',
  'country',
  'bedrooms',
  'price',
  'currency',
] as const;

/** A pending listing application as the duplicate checks read it; undefined when it is gone. */
export function findApplicationForDuplicateCheck(db: Executor, applicationId: string) {
  return db
    .selectFrom('listing_applications')
    .select(['id', 'user_id', 'status', 'title', 'description', ...PLACE_AND_PRICE])
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
 * A range scan of properties_published_state_price_idx (country, state_code, currency, price), bedrooms checked
 * on each listing it finds (the densest window of the million-listing benchmark reads 2,279 and keeps 1,063,
 * docs/trust.md); `limit` bounds the work on a price very many listings share.
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
    .select(['id', 'owner_id', ...PLACE_AND_PRICE])
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

/** The text the near-identical rule compares: a listing's title and description, as one. */
const LISTING_TEXT = sql<string>`(p.title || ' ' || p.description)`;

/**
 * Published listings whose "title description" has a pg_trgm similarity of at least `threshold` with `text`,
 * most similar first.
 *
 * Trigram similarity itself cannot be looked up fast over a million long texts: a GIN (gin_trgm_ops) index
 * still merges the posting lists of most of a description's ~250 trigrams (3 s a query on the benchmark).
 * So candidates come from the words: a near-identical copy keeps the text's rare words, and the listings that
 * share two of them are few. The text's 8 rarest words (least frequent by the planner's statistics of
 * `search_vector`, pg_stats.most_common_elems; a word not among them is rare, the longest first) are paired,
 * and a listing containing both words of any pair is a candidate, found by the keyword GIN
 * properties_published_text_idx. At most `candidates` of them are compared by similarity().
 */
export async function findSimilarTextListings(
  db: Executor,
  where: { text: string; threshold: number; limit: number; candidates: number },
): Promise<{ id: string; owner_id: string; similarity: number }[]> {
  const { rows } = await sql<{ id: string; owner_id: string; similarity: number }>`
    WITH common AS (
      SELECT unnest(most_common_elems::text::text[]) AS lexeme, unnest(most_common_elem_freqs) AS freq
      FROM pg_stats
      WHERE schemaname = current_schema() AND tablename = 'properties' AND attname = 'search_vector'
    ), rare AS (
      SELECT w.lexeme,
        row_number() OVER (ORDER BY coalesce(c.freq, 0), length(w.lexeme) DESC, w.lexeme) AS rank
      FROM unnest(to_tsvector('simple', ${where.text})) AS w
      LEFT JOIN common c ON c.lexeme = w.lexeme
      ORDER BY rank
      LIMIT 8
    ), query AS (
      SELECT string_agg(pair, ' | ')::tsquery AS q
      FROM (SELECT '(' || string_agg(quote_literal(lexeme), ' & ') || ')' AS pair FROM rare GROUP BY (rank - 1) / 2) pairs
    ), candidates AS (
      SELECT id FROM properties
      WHERE status = 'published' AND search_vector @@ (SELECT q FROM query)
      LIMIT ${where.candidates}
    )
    SELECT p.id, p.owner_id, similarity(${LISTING_TEXT}, ${where.text}) AS similarity
    FROM properties p JOIN candidates USING (id)
    WHERE similarity(${LISTING_TEXT}, ${where.text}) >= ${where.threshold}
    ORDER BY similarity DESC, p.id
    LIMIT ${where.limit}
  `.execute(db);
  return rows;
}
