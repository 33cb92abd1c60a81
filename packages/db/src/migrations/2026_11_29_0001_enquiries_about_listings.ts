import { type Kysely, sql } from 'kysely';

// Issue 22, items 1 and 2: enquiries tied to listings, and the lister's typical response time.
// - messages.property_id: the listing a message was sent about (null: none); conversations.property_id: the
//   conversation's current subject, which a message sent without a listing inherits.
// - conversation_properties: one row per listing a conversation has been about, with its first message's time.
//   Its key makes "the first message about this listing in this conversation" (an enquiry) exact under
//   concurrent sends, and it answers the inbox's filter and its list of listings without reading messages.
// - conversations.first_recipient_id / first_reply_at: who received the first message and when they first
//   answered, kept by the send statement; the lister's median first reply over 90 days reads them through
//   conversations_first_recipient_idx (an index-only range over that lister's own conversations).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE messages ADD COLUMN property_id uuid REFERENCES properties (id) ON DELETE SET NULL`.execute(
    db,
  );
  // Only for the foreign key (a listing's hard delete); most messages have no listing.
  await sql`CREATE INDEX messages_property_idx ON messages (property_id) WHERE property_id IS NOT NULL`.execute(
    db,
  );
  await sql`ALTER TABLE conversations
      ADD COLUMN property_id uuid REFERENCES properties (id) ON DELETE SET NULL,
      ADD COLUMN first_recipient_id uuid,
      ADD COLUMN first_reply_at timestamptz`.execute(db);
  await sql`CREATE INDEX conversations_property_idx ON conversations (property_id) WHERE property_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX conversations_first_recipient_idx ON conversations (first_recipient_id, created_at)
      INCLUDE (first_reply_at) WHERE first_recipient_id IS NOT NULL`.execute(db);

  await sql`CREATE TABLE conversation_properties (
      conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
      property_id uuid NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
      first_message_at timestamptz NOT NULL,
      CONSTRAINT conversation_properties_pkey PRIMARY KEY (conversation_id, property_id)
    )`.execute(db);
  await sql`CREATE INDEX conversation_properties_property_idx ON conversation_properties (property_id)`.execute(
    db,
  );

  // Conversations from before: their first message names the first recipient, and that person's first
  // message after it is the first reply.
  await sql`UPDATE conversations c SET first_recipient_id = first.recipient_id,
        first_reply_at = (SELECT min(m.created_at) FROM messages m
          WHERE m.conversation_id = c.id AND m.sender_id = first.recipient_id)
      FROM (SELECT DISTINCT ON (m.conversation_id) m.conversation_id,
              CASE WHEN m.sender_id = c2.user_a_id THEN c2.user_b_id ELSE c2.user_a_id END AS recipient_id
            FROM messages m JOIN conversations c2 ON c2.id = m.conversation_id
            ORDER BY m.conversation_id, m.created_at, m.id) first
      WHERE first.conversation_id = c.id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE conversation_properties`.execute(db);
  await sql`ALTER TABLE conversations DROP COLUMN first_reply_at, DROP COLUMN first_recipient_id,
      DROP COLUMN property_id`.execute(db);
  await sql`ALTER TABLE messages DROP COLUMN property_id`.execute(db);
}
