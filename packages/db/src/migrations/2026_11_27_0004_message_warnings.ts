import { type Kysely, sql } from 'kysely';

// Issue 18, scam warnings: the warnings a message's recipient sees are kept on the message, so the thread shows
// them again later exactly as they were given; and reports Ile makes itself (a sender with three warned messages
// in 24 hours) are told apart from reports whose reporter's account was erased (both have no reporter_id).
export async function up(db: Kysely<any>): Promise<void> {
  // [{kind, reason}], or NULL for the great majority of messages that have none.
  await sql`ALTER TABLE messages ADD COLUMN warnings jsonb`.execute(db);
  await sql`ALTER TABLE messages ADD CONSTRAINT messages_warnings_check
    CHECK (warnings IS NULL OR (jsonb_typeof(warnings) = 'array' AND jsonb_array_length(warnings) > 0))`.execute(
    db,
  );
  // The automatic report counts a sender's recent warned messages: only those are indexed.
  await sql`CREATE INDEX messages_warned_sender_idx ON messages (sender_id, created_at) WHERE warnings IS NOT NULL`.execute(
    db,
  );

  await sql`ALTER TABLE reports ADD COLUMN automatic boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE reports ADD CONSTRAINT reports_automatic_check CHECK (NOT automatic OR reporter_id IS NULL)`.execute(
    db,
  );
  // At most one open automatic report per target: two warned messages sent at once cannot make two.
  await sql`CREATE UNIQUE INDEX reports_automatic_open_once_idx ON reports (target_type, target_id) WHERE status = 'open' AND automatic`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX reports_automatic_open_once_idx`.execute(db);
  await sql`ALTER TABLE reports DROP CONSTRAINT reports_automatic_check`.execute(db);
  await sql`ALTER TABLE reports DROP COLUMN automatic`.execute(db);
  await sql`DROP INDEX messages_warned_sender_idx`.execute(db);
  await sql`ALTER TABLE messages DROP CONSTRAINT messages_warnings_check`.execute(db);
  await sql`ALTER TABLE messages DROP COLUMN warnings`.execute(db);
}
