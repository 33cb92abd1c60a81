import type { Category, ListingCurrency } from '@ile/shared';
import { sql } from 'kysely';
import type { Executor } from '../database';
import { CARD_SELECT_SQL, type CardRow } from './properties.repository';

/** What finding a listing's similar ones needs of it. */
export interface SimilarTo {
  id: string;
  country: string;
  state_code: string;
  category: Category;
  currency: ListingCurrency;
  price: number;
  latitude: number | null;
  longitude: number | null;
}

/** A published listing's place, category and price (undefined unless published): what `listSimilarCards` takes. */
export function findSimilarTarget(db: Executor, id: string): Promise<SimilarTo | undefined> {
  return db
    .selectFrom('properties')
    .select(['id', 'country', 'state_code', 'category', 'currency', 'price', 'latitude', 'longitude'])
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

const CARD_SELECT = sql.raw(CARD_SELECT_SQL);

/**
 * Up to `limit` published listings like `target` (same state, category and currency; prices in different
 * currencies are not comparable), nearest price first, then the nearer of two geocoded ones, then id.
 *
 * One statement, two bounded walks of properties_published_similar_idx (country, state_code, category,
 * currency, price, id): the `limit` nearest at or above the price, the `limit` nearest below it. The nearest
 * `limit` overall are among those 2 × `limit`, so a state with a million listings costs what one with ten does.
 * Distance only orders listings the price walks found (ties at one price past `limit` are cut by id).
 */
export async function listSimilarCards(db: Executor, target: SimilarTo, limit: number): Promise<CardRow[]> {
  return (await similarCardsStatement(target, limit).execute(db)).rows;
}

/** The statement of listSimilarCards, for EXPLAIN (bench:similar). */
export function similarCardsStatement(target: SimilarTo, limit: number) {
  const same = sql`status = 'published' AND country = ${target.country} AND state_code = ${target.state_code}
    AND category = ${target.category} AND currency = ${target.currency} AND id <> ${target.id}`;
  const price = sql`${target.price}::numeric`;
  // Squared degrees with the longitude scaled at this latitude: orders by distance, which is all it is for.
  const distance =
    target.latitude === null || target.longitude === null
      ? sql`NULL::float8`
      : sql`power(p.latitude - ${target.latitude}, 2)
          + power((p.longitude - ${target.longitude}) * cos(radians(${target.latitude})), 2)`;
  return sql<CardRow>`
    SELECT ${CARD_SELECT}
    FROM (
      (SELECT id, price FROM properties WHERE ${same} AND price >= ${price} ORDER BY price, id LIMIT ${limit})
      UNION ALL
      (SELECT id, price FROM properties WHERE ${same} AND price < ${price} ORDER BY price DESC, id DESC LIMIT ${limit})
    ) AS near
    JOIN properties p ON p.id = near.id
    ORDER BY abs(near.price - ${price}), ${distance} NULLS LAST, p.id
    LIMIT ${limit}
  `;
}
