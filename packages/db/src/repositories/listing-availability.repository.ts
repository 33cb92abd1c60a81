import { createHash, randomBytes } from 'node:crypto';
import {
  AVAILABILITY_EXPIRE_AFTER_DAYS,
  AVAILABILITY_LINK_TTL_DAYS,
  AVAILABILITY_REMIND_AFTER_DAYS,
} from '@ile/shared';
import { sql } from 'kysely';
import type { Executor } from '../database';

/**
 * When a published listing was last confirmed available. Written exactly as the partial index
 * properties_availability_due_idx is, so the sweeps below are range scans on it.
 */
const LAST_CONFIRMED = sql`coalesce(available_confirmed_at, published_at)`;
const daysAgo = (days: number) => sql`now() - make_interval(days => ${sql.lit(days)})`;

/** A listing a sweep changed, with what its owner's email and notice need. */
export interface SweptListing {
  id: string;
  owner_id: string;
  title: string;
}

/**
 * Stamps up to `limit` published listings whose owner is due a "still available?" reminder (30 days since the
 * last confirmation, and not yet reminded since it), and answers them. SKIP LOCKED: two sweeps running at
 * once take different rows, and a listing its owner is editing is taken by the next sweep.
 */
export async function stampAvailabilityReminders(db: Executor, limit: number): Promise<SweptListing[]> {
  const { rows } = await sql<SweptListing>`
    UPDATE properties p SET availability_reminded_at = now()
    FROM (
      SELECT id FROM properties
      WHERE status = 'published'
        AND ${LAST_CONFIRMED} <= ${daysAgo(AVAILABILITY_REMIND_AFTER_DAYS)}
        AND ${LAST_CONFIRMED} > ${daysAgo(AVAILABILITY_EXPIRE_AFTER_DAYS)}
        AND (availability_reminded_at IS NULL OR availability_reminded_at < ${LAST_CONFIRMED})
      ORDER BY ${LAST_CONFIRMED}
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ) due
    WHERE p.id = due.id
    RETURNING p.id, p.owner_id, p.title
  `.execute(db);
  return rows;
}

/** Takes up to `limit` published listings unconfirmed for 45 days out of search as 'expired'; answers them. */
export async function expireUnconfirmedListings(db: Executor, limit: number): Promise<SweptListing[]> {
  const { rows } = await sql<SweptListing>`
    UPDATE properties p SET status = 'expired'
    FROM (
      SELECT id FROM properties
      WHERE status = 'published' AND ${LAST_CONFIRMED} <= ${daysAgo(AVAILABILITY_EXPIRE_AFTER_DAYS)}
      ORDER BY ${LAST_CONFIRMED}
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ) due
    WHERE p.id = due.id
    RETURNING p.id, p.owner_id, p.title
  `.execute(db);
  return rows;
}

/** The owner says the listing is still available: it is (back) in search, confirmed now. */
export function confirmListingAvailable(db: Executor, id: string) {
  return db
    .updateTable('properties')
    .set({ status: 'published', available_confirmed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(['status', 'available_confirmed_at'])
    .executeTakeFirstOrThrow();
}

/** Let or sold: out of search at once, kept in the owner's history. */
export function markListingTaken(db: Executor, id: string, outcome: 'let' | 'sold') {
  return db
    .updateTable('properties')
    .set({ status: outcome })
    .where('id', '=', id)
    .returning(['status'])
    .executeTakeFirstOrThrow();
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A one-click "still available" link token for one listing of one owner; only its hash is stored. */
export async function issueAvailabilityToken(
  db: Executor,
  listing: { propertyId: string; ownerId: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('listing_availability_tokens')
    .values({
      token_hash: sha256(token),
      property_id: listing.propertyId,
      owner_id: listing.ownerId,
      expires_at: sql<Date>`now() + make_interval(days => ${sql.lit(AVAILABILITY_LINK_TTL_DAYS)})`,
    })
    .execute();
  return token;
}

/** Marks the token used and answers its listing and owner; null when unknown, used or expired. */
export async function consumeAvailabilityToken(
  db: Executor,
  token: string,
): Promise<{ propertyId: string; ownerId: string } | null> {
  const row = await db
    .updateTable('listing_availability_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['property_id', 'owner_id'])
    .executeTakeFirst();
  return row ? { propertyId: row.property_id, ownerId: row.owner_id } : null;
}

/** Link tokens past their expiry (used or not) are deleted by the sweep; answers how many. */
export async function deleteExpiredAvailabilityTokens(db: Executor): Promise<number> {
  const result = await db
    .deleteFrom('listing_availability_tokens')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
