import type { Db } from '@ile/db';
import { readUnsubscribeToken, signedBy } from '@ile/db/alerts/unsubscribe-token';
import { listPublishedCardsByIds } from '@ile/db/repositories/properties.repository';
import {
  countSavedSearchesLocked,
  deleteSavedSearch,
  findOwnSavedSearch,
  findSavedSearchLink,
  insertSavedSearch,
  type ListedSavedSearch,
  listMatchesSince,
  listSavedSearches,
  markSavedSearchSeen,
  unsubscribeSavedSearch,
  updateSavedSearch,
} from '@ile/db/repositories/saved-searches.repository';
import {
  type CreateSavedSearchBody,
  MAX_SAVED_SEARCHES,
  type SavedSearch,
  type SavedSearchMatchesResponse,
  savedSearchPath,
  type UpdateSavedSearchBody,
} from '@ile/shared';
import { ConflictError, GoneError, NotFoundError } from '../../lib/errors';
import { toCards } from '../property/property-cards';

export const SAVED_SEARCH_NOT_FOUND = 'No such saved search';
export const SAVED_SEARCH_LIMIT = `You can keep at most ${MAX_SAVED_SEARCHES} saved searches; delete one first`;
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid';
export const UNSUBSCRIBE_LINK_USED = 'This unsubscribe link has already been used';
/** The matches page lists at most this many new listings. */
const MATCHES_LIMIT = 100;

function toSavedSearch(row: ListedSavedSearch): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    frequency: row.frequency,
    paused: row.paused,
    newMatches: row.new_matches ?? 0,
    searchPath: savedSearchPath(row.filters),
    lastSeenAt: row.last_seen_at.toISOString(),
    createdAt: row.created_at.toISOString(),
  };
}

/** A user's saved searches (issue 19): their own only, on the primary; alerts are the worker's. */
export function createSavedSearchService(db: Db) {
  const own = async (userId: string, id: string) => {
    const row = await findOwnSavedSearch(db, userId, id);
    if (!row) throw new NotFoundError(SAVED_SEARCH_NOT_FOUND);
    return toSavedSearch(row);
  };

  return {
    async list(userId: string): Promise<SavedSearch[]> {
      return (await listSavedSearches(db, userId)).map(toSavedSearch);
    },

    async create(userId: string, body: CreateSavedSearchBody): Promise<SavedSearch> {
      const id = await db.transaction().execute(async (trx) => {
        if ((await countSavedSearchesLocked(trx, userId)) >= MAX_SAVED_SEARCHES)
          throw new ConflictError(SAVED_SEARCH_LIMIT);
        return insertSavedSearch(trx, userId, body);
      });
      return own(userId, id);
    },

    async update(userId: string, id: string, body: UpdateSavedSearchBody): Promise<SavedSearch> {
      if (!(await updateSavedSearch(db, userId, id, body))) throw new NotFoundError(SAVED_SEARCH_NOT_FOUND);
      return own(userId, id);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await deleteSavedSearch(db, userId, id))) throw new NotFoundError(SAVED_SEARCH_NOT_FOUND);
    },

    /** What matched since the owner last looked, newest first; looking marks them seen. */
    async matches(userId: string, id: string): Promise<SavedSearchMatchesResponse> {
      const savedSearch = await own(userId, id);
      const rows = await listMatchesSince(db, id, new Date(savedSearch.lastSeenAt), MATCHES_LIMIT);
      const cards = await toCards(
        db,
        await listPublishedCardsByIds(
          db,
          rows.map((row) => row.property_id),
        ),
        userId,
      );
      const byId = new Map(cards.map((card) => [card.id, card]));
      await markSavedSearchSeen(db, id);
      return {
        savedSearch,
        matches: rows.flatMap((row) => {
          const property = byId.get(row.property_id);
          return property ? [{ matchedAt: row.matched_at.toISOString(), reason: row.reason, property }] : [];
        }),
      };
    },

    /** An alert email's one-click unsubscribe: that search's alerts off, once, without signing in. */
    async unsubscribe(token: string): Promise<{ name: string; frequency: 'off' }> {
      const claim = readUnsubscribeToken(token);
      const search = claim ? await findSavedSearchLink(db, claim.id) : undefined;
      if (!claim || !search || !signedBy(claim, search)) throw new NotFoundError(UNSUBSCRIBE_LINK_INVALID);
      const done = await unsubscribeSavedSearch(db, search.id, claim.version);
      if (!done) throw new GoneError(UNSUBSCRIBE_LINK_USED);
      return { name: done.name, frequency: 'off' };
    },
  };
}
export type SavedSearchService = ReturnType<typeof createSavedSearchService>;
