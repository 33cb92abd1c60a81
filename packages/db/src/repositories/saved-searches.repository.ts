import type { AlertFrequency, SavedSearchFilters } from '@ile/shared';
import { sql } from 'kysely';
import { savedSearchColumns } from '../alerts/saved-search-columns';
import { newLinkKey } from '../alerts/unsubscribe-token';
import type { Executor } from '../database';

const LISTED_COLUMNS = [
  's.id',
  's.user_id',
  's.name',
  's.filters',
  's.frequency',
  's.paused',
  's.last_seen_at',
  's.created_at',
] as const;

/** A user's saved searches, newest first, each with how many listings matched since they last looked. */
export function listSavedSearches(db: Executor, userId: string) {
  return db
    .selectFrom('saved_searches as s')
    .select(LISTED_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('saved_search_matches as m')
        .whereRef('m.saved_search_id', '=', 's.id')
        .whereRef('m.matched_at', '>', 's.last_seen_at')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('new_matches'),
    )
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id')
    .execute();
}
export type ListedSavedSearch = Awaited<ReturnType<typeof listSavedSearches>>[number];

/** One of the user's saved searches (undefined when it is not theirs, or gone). */
export async function findOwnSavedSearch(db: Executor, userId: string, id: string) {
  const rows = await listSavedSearches(db, userId);
  return rows.find((row) => row.id === id);
}

/** How many saved searches the user has; locks their user row so two saves cannot pass the cap together. */
export async function countSavedSearchesLocked(db: Executor, userId: string): Promise<number> {
  await sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`.execute(db);
  const row = await db
    .selectFrom('saved_searches')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export interface SavedSearchInput {
  name: string;
  filters: SavedSearchFilters;
  frequency: AlertFrequency;
}

export async function insertSavedSearch(
  db: Executor,
  userId: string,
  input: SavedSearchInput,
): Promise<string> {
  const row = await db
    .insertInto('saved_searches')
    .values({
      user_id: userId,
      name: input.name,
      filters: JSON.stringify(input.filters),
      frequency: input.frequency,
      link_key: newLinkKey(),
      ...savedSearchColumns(input.filters),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface SavedSearchChanges {
  name?: string;
  filters?: SavedSearchFilters;
  frequency?: AlertFrequency;
  paused?: boolean;
}

/** Changes the user's saved search; false when it is not theirs. */
export async function updateSavedSearch(
  db: Executor,
  userId: string,
  id: string,
  changes: SavedSearchChanges,
): Promise<boolean> {
  const result = await db
    .updateTable('saved_searches')
    .set({
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.frequency === undefined ? {} : { frequency: changes.frequency }),
      ...(changes.paused === undefined ? {} : { paused: changes.paused }),
      ...(changes.filters === undefined
        ? {}
        : { filters: JSON.stringify(changes.filters), ...savedSearchColumns(changes.filters) }),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSavedSearch(db: Executor, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Listings the search matched after `since` that are still published, newest first. */
export function listMatchesSince(db: Executor, savedSearchId: string, since: Date, limit: number) {
  return db
    .selectFrom('saved_search_matches as m')
    .innerJoin('properties as p', 'p.id', 'm.property_id')
    .select(['m.property_id', 'm.matched_at', 'm.reason'])
    .where('m.saved_search_id', '=', savedSearchId)
    .where('m.matched_at', '>', since)
    .where('p.status', '=', 'published')
    .orderBy('m.matched_at', 'desc')
    .orderBy('m.property_id')
    .limit(limit)
    .execute();
}

export async function markSavedSearchSeen(db: Executor, id: string): Promise<void> {
  await db.updateTable('saved_searches').set({ last_seen_at: sql`now()` }).where('id', '=', id).execute();
}

/** What signs and checks a search's unsubscribe link (the worker signs, the api checks). */
export function findSavedSearchLink(db: Executor, id: string) {
  return db
    .selectFrom('saved_searches')
    .select(['id', 'user_id', 'name', 'filters', 'frequency', 'paused', 'link_key', 'link_version'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Turns the search's alerts off when the link's version is still current, and retires that version (so the
 * link works once); answers the search's name, or undefined when the version was already used.
 */
export async function unsubscribeSavedSearch(db: Executor, id: string, version: number) {
  return db
    .updateTable('saved_searches')
    .set({ frequency: 'off', link_version: sql`link_version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('link_version', '=', version)
    .returning(['name', 'frequency'])
    .executeTakeFirst();
}

/** What the data export holds of a user's saved searches: name, filters and alert settings. */
export function savedSearchesOf(db: Executor, userId: string) {
  return db
    .selectFrom('saved_searches')
    .select(['id', 'name', 'filters', 'frequency', 'paused', 'last_seen_at', 'last_digest_at', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}
