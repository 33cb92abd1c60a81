import { type Kysely, sql } from 'kysely';
import { addUpdatedAtTrigger, now, oneOf, withTimestamps, withUuidId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .$call(withUuidId)
    .addColumn('author_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('agent_id', 'uuid', (col) => col.references('agents.id').onDelete('cascade'))
    .addColumn('agency_id', 'uuid', (col) => col.references('agencies.id').onDelete('cascade'))
    .addColumn('rating', 'smallint', (col) => col.notNull())
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('hidden_at', 'timestamptz')
    .$call(withTimestamps)
    .addCheckConstraint('reviews_target_type_check', oneOf('target_type', ['agent', 'agency']))
    .addCheckConstraint(
      'reviews_target_check',
      sql`(target_type = 'agent' AND agent_id IS NOT NULL AND agency_id IS NULL)
          OR (target_type = 'agency' AND agency_id IS NOT NULL AND agent_id IS NULL)`,
    )
    .addCheckConstraint('reviews_rating_check', sql`rating BETWEEN 1 AND 5`)
    .addCheckConstraint('reviews_comment_check', sql`char_length(comment) BETWEEN 1 AND 2000`)
    .execute();
  for (const statement of [
    sql`CREATE UNIQUE INDEX reviews_author_agent_key ON reviews (author_id, agent_id) WHERE agent_id IS NOT NULL`,
    sql`CREATE UNIQUE INDEX reviews_author_agency_key ON reviews (author_id, agency_id) WHERE agency_id IS NOT NULL`,
    sql`CREATE INDEX reviews_agent_recent_idx ON reviews (agent_id, created_at DESC, id) WHERE agent_id IS NOT NULL`,
    sql`CREATE INDEX reviews_agency_recent_idx ON reviews (agency_id, created_at DESC, id) WHERE agency_id IS NOT NULL`,
  ]) {
    await statement.execute(db);
  }
  await addUpdatedAtTrigger(db, 'reviews');

  // A pair is stored once, smaller id first, so "the conversation between A and B" is a single row.
  await db.schema
    .createTable('conversations')
    .$call(withUuidId)
    .addColumn('user_a_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_b_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_message_at', 'timestamptz')
    .addColumn('user_a_last_read_at', 'timestamptz')
    .addColumn('user_b_last_read_at', 'timestamptz')
    .$call(withTimestamps)
    .addUniqueConstraint('conversations_pair_key', ['user_a_id', 'user_b_id'])
    .addCheckConstraint('conversations_order_check', sql`user_a_id < user_b_id`)
    .execute();
  await sql`CREATE INDEX conversations_user_a_idx ON conversations (user_a_id, last_message_at DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX conversations_user_b_idx ON conversations (user_b_id, last_message_at DESC)`.execute(
    db,
  );
  await addUpdatedAtTrigger(db, 'conversations');

  await db.schema
    .createTable('messages')
    .$call(withUuidId)
    .addColumn('conversation_id', 'uuid', (col) =>
      col.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('sender_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text')
    .addColumn('media_key', 'text')
    .addColumn('media_type', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('messages_content_check', sql`coalesce(body, '') <> '' OR media_key IS NOT NULL`)
    .addCheckConstraint('messages_body_check', sql`char_length(body) <= 10000`)
    .execute();
  await sql`CREATE INDEX messages_thread_idx ON messages (conversation_id, created_at, id)`.execute(db);

  await db.schema
    .createTable('tickets')
    .$call(withUuidId)
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('requester_name', 'text', (col) => col.notNull())
    .addColumn('requester_email', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('assigned_to', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('closed_at', 'timestamptz')
    .$call(withTimestamps)
    .addCheckConstraint('tickets_status_check', oneOf('status', ['pending', 'open', 'resolved', 'closed']))
    .execute();
  await sql`CREATE INDEX tickets_user_recent_idx ON tickets (user_id, created_at DESC, id)`.execute(db);
  await sql`CREATE INDEX tickets_status_idx ON tickets (status, created_at, id)`.execute(db);
  await sql`CREATE INDEX tickets_assigned_to_idx ON tickets (assigned_to) WHERE assigned_to IS NOT NULL`.execute(
    db,
  );
  await addUpdatedAtTrigger(db, 'tickets');

  await db.schema
    .createTable('ticket_replies')
    .$call(withUuidId)
    .addColumn('ticket_id', 'uuid', (col) => col.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('author_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('is_staff', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('body', 'text', (col) => col.notNull())
    .$call(withTimestamps)
    .addCheckConstraint('ticket_replies_body_check', sql`char_length(body) BETWEEN 1 AND 10000`)
    .execute();
  await sql`CREATE INDEX ticket_replies_thread_idx ON ticket_replies (ticket_id, created_at, id)`.execute(db);
  await addUpdatedAtTrigger(db, 'ticket_replies');

  // A notice goes either to an audience or, with recipient_id, to one user (e.g. an application decision).
  await db.schema
    .createTable('notices')
    .$call(withUuidId)
    .addColumn('heading', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('audience', 'text', (col) => col.notNull())
    .addColumn('recipient_id', 'uuid', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .$call(withTimestamps)
    .addCheckConstraint(
      'notices_audience_check',
      oneOf('audience', ['end_users', 'agents', 'agencies', 'students', 'everyone']),
    )
    .execute();
  await sql`
    CREATE INDEX notices_audience_idx ON notices (audience, published_at DESC, id)
    WHERE recipient_id IS NULL AND published_at IS NOT NULL
  `.execute(db);
  await sql`CREATE INDEX notices_recipient_idx ON notices (recipient_id, published_at DESC, id) WHERE recipient_id IS NOT NULL`.execute(
    db,
  );
  await addUpdatedAtTrigger(db, 'notices');
}
