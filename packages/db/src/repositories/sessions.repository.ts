import { sql } from 'kysely';
import type { Executor } from '../database';
import type { NewSession, Session } from '../schema';

export function insertSession(db: Executor, values: NewSession): Promise<Session> {
  return db.insertInto('sessions').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Locks the row so two refreshes with one token cannot both rotate it. */
export function findSessionByTokenHashForUpdate(
  db: Executor,
  tokenHash: string,
): Promise<Session | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function markSessionRotated(db: Executor, id: string, replacedBy: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ rotated_at: sql`now()`, replaced_by: replacedBy })
    .where('id', '=', id)
    .execute();
}

export async function revokeSessionFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Signs the user out everywhere, except (optionally) the session family they are using now. Answers how
 * many families were still signed in (had a live, unexpired token) and are now ended.
 */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  keepFamilyId?: string,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepFamilyId) query = query.where('family_id', '!=', keepFamilyId);
  const rows = await query.returning(['family_id', 'rotated_at', 'expires_at']).execute();
  const now = Date.now();
  return new Set(rows.filter((r) => !r.rotated_at && r.expires_at.getTime() > now).map((r) => r.family_id))
    .size;
}

/** Ends one of the user's families; 0 when it is not theirs or already ended (the caller answers 404). */
export async function revokeUserSessionFamily(
  db: Executor,
  userId: string,
  familyId: string,
): Promise<number> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

/** When the family's first token was issued: the sign-in the absolute lifetime counts from. */
export async function familyStartedAt(db: Executor, familyId: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.min('created_at').as('started_at'))
    .where('family_id', '=', familyId)
    .executeTakeFirst();
  return row?.started_at ?? undefined;
}

export interface ActiveSessionFamily {
  family_id: string;
  /** The sign-in. */
  started_at: Date;
  /** The family's live token was issued at its last refresh (or at sign-in): the last time it was used. */
  last_used_at: Date;
  expires_at: Date;
  user_agent: string | null;
  ip: string | null;
  persist: boolean;
}

/** The user's signed-in families, most recently used first: each has exactly one live, unexpired token. */
export async function listActiveSessionFamilies(
  db: Executor,
  userId: string,
): Promise<ActiveSessionFamily[]> {
  const rows = await db
    .selectFrom('sessions as s')
    .select(['s.family_id', 's.created_at', 's.expires_at', 's.user_agent', 's.ip', 's.persist'])
    .select((eb) =>
      eb
        .selectFrom('sessions as f')
        .whereRef('f.family_id', '=', 's.family_id')
        .select((fb) => fb.fn.min('f.created_at').as('m'))
        .as('started_at'),
    )
    .where('s.user_id', '=', userId)
    .where('s.revoked_at', 'is', null)
    .where('s.rotated_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .orderBy('s.created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    family_id: r.family_id,
    started_at: r.started_at ?? r.created_at,
    last_used_at: r.created_at,
    expires_at: r.expires_at,
    user_agent: r.user_agent,
    ip: r.ip,
    persist: r.persist,
  }));
}

/** The family and account of a refresh token, by its hash. */
export function findSessionFamily(db: Executor, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .select(['family_id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}
