import type { StaffRole, UserRole } from '@ile/shared';
import { sql } from 'kysely';
import type { Executor } from '../database';
import {
  allOf,
  dateRange,
  type ListParams,
  nullness,
  type OneOrMany,
  oneOrManyOf,
  pageAndTotal,
} from '../list-query';
import type { NewUser, User, UserUpdate } from '../schema';
import { textSearch } from '../text-search';

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
      'identity_verified_at',
      (eb) =>
        eb
          .selectFrom('agencies')
          .select('agencies.business_verified_at')
          .whereRef('agencies.user_id', '=', 'users.id')
          .as('business_verified_at'),
    ])
    .where('id', 'in', ids)
    .execute();
}

export interface ConsoleUserFilter {
  id?: OneOrMany<string>;
  role?: OneOrMany<UserRole>;
  staff_role?: OneOrMany<StaffRole>;
  is_staff?: boolean;
  suspended?: boolean;
  deleted?: boolean;
  email_verified?: boolean;
  is_verified_student?: boolean;
  country?: OneOrMany<string>;
  created_at_gte?: string;
  created_at_lte?: string;
  q?: string;
}

/** The console's people list, with how many listings, applications, tickets and payments each has. */
export async function listUsersForConsole(db: Executor, params: ListParams<ConsoleUserFilter>) {
  const f = params.filter;
  const query = db
    .selectFrom('users as u')
    .selectAll('u')
    .select([
      sql<string>`(select count(*) from properties p where p.owner_id = u.id and p.status <> 'deleted')`.as(
        'listings_count',
      ),
      sql<string>`(select count(*) from listing_applications a where a.user_id = u.id)`.as(
        'listing_applications_count',
      ),
      sql<string>`(select count(*) from agent_applications a where a.user_id = u.id)`.as(
        'agent_applications_count',
      ),
      sql<string>`(select count(*) from agency_applications a where a.user_id = u.id)`.as(
        'agency_applications_count',
      ),
      sql<string>`(select count(*) from student_applications a where a.user_id = u.id)`.as(
        'student_applications_count',
      ),
      sql<string>`(select count(*) from tickets t where t.user_id = u.id)`.as('tickets_count'),
      sql<string>`(select count(*) from transactions t where t.user_id = u.id)`.as('transactions_count'),
    ])
    .where(
      allOf([
        oneOrManyOf('u.id', f.id),
        oneOrManyOf('u.role', f.role),
        oneOrManyOf('u.staff_role', f.staff_role),
        f.is_staff === undefined ? null : nullness('u.staff_role', !f.is_staff),
        f.suspended === undefined ? null : nullness('u.suspended_at', !f.suspended),
        f.deleted === undefined ? null : nullness('u.deleted_at', !f.deleted),
        f.email_verified === undefined ? null : nullness('u.email_verified_at', !f.email_verified),
        oneOrManyOf('u.is_verified_student', f.is_verified_student),
        oneOrManyOf('u.country', f.country),
        ...dateRange('u.created_at', f.created_at_gte, f.created_at_lte),
        textSearch(
          ['u.email', 'u.first_name', 'u.last_name', sql`u.first_name || ' ' || u.last_name`, 'u.phone'],
          f.q,
        ),
      ]),
    );
  return pageAndTotal(query, params, 'u');
}

/** The account, locked for the rest of the transaction (erased ones included: the caller decides). */
export function lockUser(db: Executor, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Admins other than `exceptId` who can still sign in. */
export async function countOtherActiveAdmins(db: Executor, exceptId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('staff_role', '=', 'Admin')
    .where('id', '!=', exceptId)
    .where('suspended_at', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function suspendUser(db: Executor, id: string) {
  return db
    .updateTable('users')
    .set({ suspended_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning('suspended_at')
    .executeTakeFirstOrThrow();
}
