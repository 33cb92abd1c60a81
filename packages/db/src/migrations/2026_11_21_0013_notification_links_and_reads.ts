import { type Kysely, sql } from 'kysely';

// A personal notice (a ticket reply, an application decision) points at the site page it concerns; the
// account menu's unread count is everything published since the user last opened their notifications.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE notices ADD COLUMN link text CONSTRAINT notices_link_check CHECK (link ~ '^/[^/]')`.execute(
    db,
  );
  // Its own table, so reading notifications never touches (and re-timestamps) the users row.
  await db.schema
    .createTable('notification_reads')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}
