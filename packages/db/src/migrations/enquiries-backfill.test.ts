import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestUser } from '../testing/rows';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { down, up } from './2026_11_29_0001_enquiries_about_listings';

/** Issue 22: conversations from before the migration get their first recipient and first reply. */
describe('2026_11_29_0001_enquiries_about_listings', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test?.destroy());

  it('fills first_recipient_id and first_reply_at from the messages already there, and goes down cleanly', async () => {
    const db = test.db;
    await down(db);
    const [seeker, lister, quiet] = await Promise.all([
      insertTestUser(db, 'Seeker'),
      insertTestUser(db, 'Lister'),
      insertTestUser(db, 'Quiet'),
    ]);
    const pair = (one: string, other: string) =>
      (one < other ? [one, other] : [other, one]) as [string, string];
    const conversation = async (one: string, other: string) => {
      const [a, b] = pair(one, other);
      const { rows } = await sql<{ id: string }>`
        INSERT INTO conversations (user_a_id, user_b_id) VALUES (${a}, ${b}) RETURNING id`.execute(db);
      return rows[0]?.id as string;
    };
    const message = (conversationId: string, senderId: string, at: string) =>
      sql`INSERT INTO messages (conversation_id, sender_id, body, created_at)
          VALUES (${conversationId}, ${senderId}, 'hello', ${at}::timestamptz)`.execute(db);
    const answered = await conversation(seeker.id, lister.id);
    await message(answered, seeker.id, '2026-11-01T10:00:00Z');
    await message(answered, seeker.id, '2026-11-01T10:05:00Z');
    await message(answered, lister.id, '2026-11-01T11:30:00Z');
    await message(answered, lister.id, '2026-11-01T12:00:00Z');
    const unanswered = await conversation(seeker.id, quiet.id);
    await message(unanswered, seeker.id, '2026-11-02T10:00:00Z');
    const empty = await conversation(lister.id, quiet.id);

    await up(db);
    const rows = await db
      .selectFrom('conversations')
      .select(['id', 'first_recipient_id', 'first_reply_at', 'property_id'])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(answered)).toMatchObject({
      first_recipient_id: lister.id,
      first_reply_at: new Date('2026-11-01T11:30:00Z'),
      property_id: null,
    });
    expect(byId.get(unanswered)).toMatchObject({ first_recipient_id: quiet.id, first_reply_at: null });
    expect(byId.get(empty)).toMatchObject({ first_recipient_id: null, first_reply_at: null });
  });
});
