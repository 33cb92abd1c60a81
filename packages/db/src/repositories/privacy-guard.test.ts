import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../schema';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { eraseAccount } from './account-erasure.repository';
import { collectUserData } from './data-exports.repository';

/**
 * Tables with a user_id that the data export deliberately leaves out. Every other one must be read by
 * collectUserData; a new table fails this file until it is exported or listed here with its reason.
 */
const NOT_EXPORTED: Record<string, string> = {
  email_verification_tokens: 'a secret (the hash of a mailed token): the export never holds secrets',
  password_reset_otps: 'a secret (the hash of a reset code): the export never holds secrets',
  data_exports: "the export's own bookkeeping (the request being answered), not data about the user",
};

/**
 * Tables with a user_id that account erasure deliberately leaves untouched. Kept-but-anonymised rows are not
 * here: erasure touches them (payments stay for the law, without the payer's name and email, by an UPDATE).
 */
const NOT_ERASED: Record<string, string> = {};

let test: TestDatabase;
let traced: Kysely<Database>;
let statements: string[] = [];

/** The tables a run of `work` read or wrote by their user_id column (every statement, in its transaction too). */
async function tablesTouchedByUserId(work: (db: Kysely<Database>) => Promise<unknown>): Promise<Set<string>> {
  statements = [];
  await work(traced);
  const touched = new Set<string>();
  for (const text of statements) {
    if (!/"user_id"/.test(text)) continue;
    for (const match of text.matchAll(/\b(?:from|update|into|join)\s+"([a-z_]+)"/gi))
      touched.add(match[1] as string);
  }
  return touched;
}

async function tablesWithUserId(): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'user_id' AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name`.execute(test.db);
  return rows.map((row) => row.table_name);
}

async function insertUser(db: Kysely<Database>, name = 'Ada') {
  return db
    .insertInto('users')
    .values({
      email: `${randomUUID()}@example.test`,
      password_hash: 'x',
      first_name: name,
      last_name: 'Lovelace',
    })
    .returning(['id', 'email', 'first_name'])
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  test = await createTestDatabase();
  traced = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: test.url, max: 2 }) }),
    log: (event) => {
      if (event.level === 'query') statements.push(event.query.sql);
    },
  });
});

afterAll(async () => {
  await traced?.destroy();
  await test?.destroy();
});

describe('privacy guard: every table with a user_id', () => {
  it('finds the tables (the check is not vacuous)', async () => {
    const tables = await tablesWithUserId();
    expect(tables).toEqual(expect.arrayContaining(['sessions', 'tickets', 'transactions', 'wishlists']));
  });

  it('appears in the data export, or is allow-listed with its reason', async () => {
    const user = await insertUser(test.db);
    const exported = await tablesTouchedByUserId((db) => collectUserData(db, user.id));
    const tables = await tablesWithUserId();
    const missing = tables.filter((table) => !exported.has(table) && !(table in NOT_EXPORTED));
    expect(missing, 'tables with a user_id the export never reads').toEqual([]);
    const stale = Object.keys(NOT_EXPORTED).filter((table) => !tables.includes(table) || exported.has(table));
    expect(stale, 'allow-listed tables that are gone or exported after all').toEqual([]);
  });

  it('appears in account erasure, or is allow-listed with its reason', async () => {
    const user = await insertUser(test.db);
    const erased = await tablesTouchedByUserId((db) =>
      db.transaction().execute((trx) => eraseAccount(trx, user)),
    );
    const tables = await tablesWithUserId();
    const missing = tables.filter((table) => !erased.has(table) && !(table in NOT_ERASED));
    expect(missing, 'tables with a user_id account erasure leaves untouched').toEqual([]);
    const stale = Object.keys(NOT_ERASED).filter((table) => !tables.includes(table) || erased.has(table));
    expect(stale, 'allow-listed tables that are gone or erased after all').toEqual([]);
  });
});

/** One row of everything personal a user can have beside the account: profiles, applications, tickets, tokens. */
async function givePersonalRows(db: Kysely<Database>, userId: string): Promise<void> {
  const soon = new Date(Date.now() + 3_600_000);
  const applicant = {
    user_id: userId,
    work_email: 'work@example.test',
    address: '1 Marina',
    office_phone: '0800',
  };
  await db
    .insertInto('agent_applications')
    .values({ ...applicant, first_name: 'Ada', last_name: 'Lovelace', position: 'Agent', gender: 'Female' })
    .execute();
  await db
    .insertInto('agency_applications')
    .values({ ...applicant, agency_name: 'Lovelace Homes', country: 'NG' })
    .execute();
  await db
    .insertInto('student_applications')
    .values({
      user_id: userId,
      first_name: 'Ada',
      last_name: 'Lovelace',
      university: 'Unilag',
      university_email: 'ada@unilag.test',
      email: 'ada@example.test',
    })
    .execute();
  await db
    .insertInto('listing_applications')
    .values({
      user_id: userId,
      title: 'Flat',
      description: 'A flat',
      property_type: 'residential',
      category: 'rental',
      address: '1 Marina',
      state: 'Lagos',
      state_code: 'LA',
      country: 'NG',
      price: '1000',
      currency: 'NGN',
      duration: 'month',
    })
    .execute();
  await db.insertInto('agents').values({ user_id: userId, mobile_phone: '0801' }).execute();
  await db.insertInto('agencies').values({ user_id: userId, agency_name: 'Lovelace Homes' }).execute();
  await db
    .insertInto('students')
    .values({ user_id: userId, university: 'Unilag', university_email: 'ada@unilag.test' })
    .execute();
  await db
    .insertInto('tickets')
    .values({
      user_id: userId,
      requester_name: 'Ada Lovelace',
      requester_email: 'ada@example.test',
      subject: 'Help',
      description: 'My phone is 0801',
    })
    .execute();
  await db
    .insertInto('email_verification_tokens')
    .values({ user_id: userId, token_hash: randomUUID(), expires_at: soon })
    .execute();
  await db
    .insertInto('password_reset_otps')
    .values({ user_id: userId, otp_hash: 'h', expires_at: soon })
    .execute();
  await db
    .insertInto('data_exports')
    .values({ user_id: userId, status: 'ready', storage_key: `exports/${userId}/x.json`, expires_at: soon })
    .execute();
}

const DELETED = [
  'agent_applications',
  'agency_applications',
  'student_applications',
  'listing_applications',
  'agents',
  'agencies',
  'students',
  'tickets',
  'email_verification_tokens',
  'password_reset_otps',
] as const;

async function rowCounts(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of DELETED) {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE user_id = ${userId}`.execute(test.db);
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}

describe('account erasure of what the guard found missing', () => {
  it("removes the user's profiles, applications, tickets and tokens, expires their exports, and spares others", async () => {
    const gone = await insertUser(test.db, 'Gone');
    const other = await insertUser(test.db, 'Other');
    await givePersonalRows(test.db, gone.id);
    await givePersonalRows(test.db, other.id);

    await test.db.transaction().execute((trx) => eraseAccount(trx, gone));

    const none = Object.fromEntries(DELETED.map((table) => [table, 0]));
    const one = Object.fromEntries(DELETED.map((table) => [table, 1]));
    expect(await rowCounts(gone.id)).toEqual(none);
    expect(await rowCounts(other.id)).toEqual(one);
    const exports = await test.db
      .selectFrom('data_exports')
      .select(['user_id', 'status', 'storage_key', 'expires_at'])
      .execute();
    const mine = exports.find((row) => row.user_id === gone.id);
    expect(mine).toMatchObject({ status: 'expired', storage_key: `exports/${gone.id}/x.json` });
    expect(mine?.expires_at?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(exports.find((row) => row.user_id === other.id)?.status).toBe('ready');
  });
});
