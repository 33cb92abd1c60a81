import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../schema';
import { insertTestApplication, insertTestListing, insertTestUser } from '../testing/rows';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { eraseAccount } from './account-erasure.repository';
import { collectUserData } from './data-exports.repository';
import { signedInViewerKey, VIEWER_KEYED_TABLES } from './property-views.repository';

// A column that names a user: any `user_id`, and any other column with a foreign key to users.id. Each must be
// read by the data export (collectUserData) and handled by account erasure (eraseAccount), or be listed below
// with the reason it is not; a new table or column fails this file until one of the three is true.

/** Columns the data export deliberately leaves out. */
const NOT_EXPORTED: Record<string, string> = {
  'email_verification_tokens.user_id': 'a secret (the hash of a mailed token): the export holds no secrets',
  'password_reset_otps.user_id': 'a secret (the hash of a reset code): the export holds no secrets',
  'listing_availability_tokens.owner_id':
    'a secret (the hash of a mailed "still available" link): the export holds no secrets',
  'data_exports.user_id':
    "the export's own bookkeeping (the request being answered), not data about the user",
  // Staff columns: the export names no staff member (it says a reply came from staff, not who).
  'agent_applications.decided_by': 'the deciding staff member',
  'agency_applications.decided_by': 'the deciding staff member',
  'student_applications.decided_by': 'the deciding staff member',
  'listing_applications.decided_by': 'the deciding staff member',
  'tickets.assigned_to': 'the staff member handling the ticket',
  'notices.created_by': 'the staff member who wrote the notice',
  'reports.decided_by': 'the staff member who decided the report',
  'verifications.reviewer_id': 'the deciding staff member',
  'property_inspections.inspector_id': 'the staff member who visited the listing',
  'property_price_changes.changed_by':
    "who saved a listing's price change: its owner (the export holds their listings and current prices) or staff",
  'payment_holds.decided_by': 'the Support member who decided a dispute',
  'listing_flags.other_owner_id':
    "reviewers' record that someone else's application resembles this owner's listing, not data about the owner",
};

/**
 * Columns account erasure deliberately leaves as they are. Kept-but-anonymised rows are not listed: erasure
 * touches them (payments stay for the law, without the payer's name and email, by an UPDATE).
 */
const NOT_ERASED: Record<string, string> = {
  'payment_holds.decided_by': 'the Support member who decided a dispute',
  'reviews.author_id': 'kept for the people who read them; the author shows as the anonymised account',
  'conversations.user_a_id': "the other participant's copy of the conversation stays theirs",
  'conversations.user_b_id': "the other participant's copy of the conversation stays theirs",
  'messages.sender_id': "the other participant's copy of the conversation stays theirs",
  'ticket_replies.author_id':
    "the user's replies go with their tickets (ON DELETE CASCADE); others are staff's",
  // Staff columns: a staff account is never erased (the console refuses until the staff role is removed).
  'agent_applications.decided_by': 'the deciding staff member',
  'agency_applications.decided_by': 'the deciding staff member',
  'student_applications.decided_by': 'the deciding staff member',
  'listing_applications.decided_by': 'the deciding staff member',
  'tickets.assigned_to': 'the staff member handling the ticket',
  'notices.created_by': 'the staff member who wrote the notice',
  'reports.decided_by': 'the staff member who decided the report',
  'verifications.reviewer_id': 'the deciding staff member',
  'property_inspections.inspector_id': 'the staff member who visited the listing',
  'property_price_changes.changed_by':
    "the listing's public price history; it names the anonymised account (SET NULL should the row ever go)",
  'listing_flags.other_owner_id':
    "reviewers' record that another application copied this owner's listing; erasure unpublishes the listing, it names an anonymised account",
};

let test: TestDatabase;
let traced: Kysely<Database>;
let statements: string[] = [];

/** The SQL a run of `work` sent (every statement, in its transactions too). */
async function statementsOf(work: (db: Kysely<Database>) => Promise<unknown>): Promise<string[]> {
  statements = [];
  await work(traced);
  return statements;
}

/** Whether some statement names `table` (read, written or joined) and `column` together. */
function touches(sent: readonly string[], tableColumn: string): boolean {
  const [table, column] = tableColumn.split('.') as [string, string];
  const names = new RegExp(`\\b(?:from|update|into|join)\\s+"${table}"`, 'i');
  return sent.some((text) => names.test(text) && text.includes(`"${column}"`));
}

/** Every `table.column` that names a user, after all migrations. */
async function userColumns(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.table_name || '.' || c.column_name AS name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'user_id' AND t.table_type = 'BASE TABLE'
    UNION
    SELECT kcu.table_name || '.' || kcu.column_name FROM information_schema.table_constraints tc
    JOIN information_schema.key_column_usage kcu
      ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
    JOIN information_schema.constraint_column_usage ccu
      ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
    WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'
      AND ccu.table_name = 'users' AND ccu.column_name = 'id'
    ORDER BY 1`.execute(test.db);
  return rows.map((row) => row.name);
}

const insertUser = (db: Kysely<Database>, name = 'Ada') => insertTestUser(db, name, 'Lovelace');

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

describe('privacy guard: every column that names a user', () => {
  it('finds them (the check is not vacuous)', async () => {
    expect(await userColumns()).toEqual(
      expect.arrayContaining([
        'sessions.user_id',
        'tickets.user_id',
        'properties.owner_id',
        'messages.sender_id',
      ]),
    );
  });

  it('appears in the data export, or is allow-listed with its reason', async () => {
    // Something in every part, so that the parts read only when there is something (messages, replies) run.
    const user = await insertUser(test.db);
    await givePersonalRows(test.db, user.id);
    const sent = await statementsOf((db) => collectUserData(db, user.id));
    const columns = await userColumns();
    const missing = columns.filter((column) => !touches(sent, column) && !(column in NOT_EXPORTED));
    expect(missing, 'columns naming a user that the export never reads').toEqual([]);
    const stale = Object.keys(NOT_EXPORTED).filter((c) => !columns.includes(c) || touches(sent, c));
    expect(stale, 'allow-listed columns that are gone or exported after all').toEqual([]);
  });

  it('appears in account erasure, or is allow-listed with its reason', async () => {
    const user = await insertUser(test.db);
    const sent = await statementsOf((db) => db.transaction().execute((trx) => eraseAccount(trx, user)));
    const columns = await userColumns();
    const missing = columns.filter((column) => !touches(sent, column) && !(column in NOT_ERASED));
    expect(missing, 'columns naming a user that account erasure leaves untouched').toEqual([]);
    const stale = Object.keys(NOT_ERASED).filter((c) => !columns.includes(c) || touches(sent, c));
    expect(stale, 'allow-listed columns that are gone or erased after all').toEqual([]);
  });
});

/**
 * One row of everything personal a user can have beside the account: profiles, applications, a ticket with a
 * reply, a personal notice, a conversation with a message, tokens and an export.
 */
async function givePersonalRows(db: Kysely<Database>, userId: string): Promise<void> {
  const other = await insertUser(db, 'Grace');
  const [userA, userB] = [userId, other.id].sort() as [string, string];
  const conversation = await db
    .insertInto('conversations')
    .values({ user_a_id: userA, user_b_id: userB })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('messages')
    .values({ conversation_id: conversation.id, sender_id: userId, body: 'Is it still free?' })
    .execute();
  await db
    .insertInto('notices')
    .values({
      heading: 'Your agent application was approved',
      description: 'Your agent profile is live.',
      audience: 'end_users',
      recipient_id: userId,
      published_at: new Date(),
    })
    .execute();
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
  await insertTestApplication(db, userId);
  await db.insertInto('agents').values({ user_id: userId, mobile_phone: '0801' }).execute();
  await db.insertInto('agencies').values({ user_id: userId, agency_name: 'Lovelace Homes' }).execute();
  await db
    .insertInto('students')
    .values({ user_id: userId, university: 'Unilag', university_email: 'ada@unilag.test' })
    .execute();
  const ticket = await db
    .insertInto('tickets')
    .values({
      user_id: userId,
      requester_name: 'Ada Lovelace',
      requester_email: 'ada@example.test',
      subject: 'Help',
      description: 'My phone is 0801',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ticket_replies')
    .values({ ticket_id: ticket.id, author_id: userId, body: 'Any news?' })
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
  const listing = await insertTestListing(db, userId, { bedrooms: 1, bathrooms: 1 });
  await db
    .insertInto('listing_availability_tokens')
    .values({ token_hash: randomUUID(), property_id: listing, owner_id: userId, expires_at: soon })
    .execute();
}

/** What erasure deletes outright, by the column that names the user. */
const DELETED = [
  'agent_applications.user_id',
  'agency_applications.user_id',
  'student_applications.user_id',
  'listing_applications.user_id',
  'agents.user_id',
  'agencies.user_id',
  'students.user_id',
  'tickets.user_id',
  'ticket_replies.author_id',
  'notices.recipient_id',
  'email_verification_tokens.user_id',
  'password_reset_otps.user_id',
  'listing_availability_tokens.owner_id',
] as const;

async function rowCounts(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const tableColumn of DELETED) {
    const [table, column] = tableColumn.split('.') as [string, string];
    const query = sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${userId}`;
    counts[tableColumn] = (await query.execute(test.db)).rows[0]?.n ?? 0;
  }
  return counts;
}

describe('account erasure of reports', () => {
  it('keeps the reports a user made without naming them, and drops reports of them as a person', async () => {
    const gone = await insertUser(test.db, 'Reporter');
    const other = await insertUser(test.db, 'Reported');
    await test.db
      .insertInto('reports')
      .values([
        {
          reporter_id: gone.id,
          target_type: 'user',
          target_id: other.id,
          reason: 'other',
          details: 'I am Ada, 0801',
        },
        { reporter_id: other.id, target_type: 'user', target_id: gone.id, reason: 'offensive' },
      ])
      .execute();
    await test.db.transaction().execute((trx) => eraseAccount(trx, gone));
    const rows = await test.db
      .selectFrom('reports')
      .select(['reporter_id', 'target_id', 'details'])
      .where((eb) => eb.or([eb('target_id', '=', gone.id), eb('target_id', '=', other.id)]))
      .execute();
    expect(rows).toEqual([{ reporter_id: null, target_id: other.id, details: null }]);
  });
});

describe('account erasure of what the guard found missing', () => {
  it("removes the user's profiles, applications, tickets, notices and tokens, expires their exports, spares others", async () => {
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

  it('forgets which listings and profiles the user looked at and whose phone they were shown', async () => {
    const gone = await insertUser(test.db, 'Looker');
    const other = await insertUser(test.db, 'Other looker');
    const listing = await insertTestListing(test.db, other.id, {});
    for (const who of [gone, other]) {
      const viewer_key = signedInViewerKey(who.id);
      await test.db.insertInto('property_views').values({ property_id: listing, viewer_key }).execute();
      await test.db
        .insertInto('listing_contact_reveals')
        .values({ property_id: listing, viewer_key })
        .execute();
      await test.db
        .insertInto('profile_views')
        .values({ target_type: 'agent', target_id: other.id, viewer_key })
        .execute();
    }
    await test.db.transaction().execute((trx) => eraseAccount(trx, gone));
    for (const table of VIEWER_KEYED_TABLES) {
      const keys = await test.db.selectFrom(table).select('viewer_key').execute();
      expect(
        keys.map((row) => row.viewer_key),
        table,
      ).not.toContain(signedInViewerKey(gone.id));
      expect(
        keys.map((row) => row.viewer_key),
        table,
      ).toContain(signedInViewerKey(other.id));
    }
  });
});
