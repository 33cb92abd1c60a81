import { type Kysely, sql } from 'kysely';
import type { Database, NewSession, Session } from '../schema';

type Executor = Kysely<Database>;

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

/** Signs the user out everywhere, except (optionally) the session family they are using now. */
export async function revokeUserSessions(db: Executor, userId: string, keepFamilyId?: string): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepFamilyId) query = query.where('family_id', '!=', keepFamilyId);
  await query.execute();
}
