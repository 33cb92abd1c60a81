import { sql } from 'kysely';
import type { Executor } from '../database';
import type { NewUser, User, UserUpdate } from '../schema';

/** Live accounts only: deleted (anonymised) accounts are never found by email. */
export function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function findUserById(db: Executor, id: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function insertUser(db: Executor, values: NewUser): Promise<User> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateUser(db: Executor, id: string, patch: UserUpdate): Promise<User> {
  return db.updateTable('users').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Name search for "new conversation": live, unsuspended people other than the caller. */
export function searchUsersByName(db: Executor, text: string, excludeId: string, limit: number) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'profile_image'])
    .where('deleted_at', 'is', null)
    .where('suspended_at', 'is', null)
    .where('id', '!=', excludeId)
    .where((eb) =>
      eb.or([
        eb('first_name', 'ilike', pattern),
        eb('last_name', 'ilike', pattern),
        eb(sql<string>`first_name || ' ' || last_name`, 'ilike', pattern),
      ]),
    )
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Whether an account may act now: its staff role, suspension and erasure (erased accounts included). */
export function findAccountStanding(db: Executor, id: string) {
  return db
    .selectFrom('users')
    .select(['staff_role', 'suspended_at', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The fields that decide whether an account's email counts as verified (erased accounts included). */
export function findEmailStanding(db: Executor, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'email_verified_at', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Marks the email verified; an earlier verification keeps its date. */
export async function markEmailVerified(db: Executor, id: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: sql`coalesce(email_verified_at, now())` })
    .where('id', '=', id)
    .execute();
}

/** Whether an account with this id exists, erased ones included. */
export async function userExists(db: Executor, id: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** What a conversation shows and checks of the people in it (erased and suspended accounts included). */
export function findMessageParticipants(db: Executor, ids: readonly string[]) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'first_name',
      'last_name',
      'profile_image',
      'read_receipts',
      'email_verified_at',
      'deleted_at',
      'suspended_at',
    ])
    .where('id', 'in', ids)
    .execute();
}
