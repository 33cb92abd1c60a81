import { type Kysely, sql } from 'kysely';
import { oneOf } from './helpers';

// With no SMTP server configured the worker's mail catcher records each message instead of sending it;
// 'caught' tells such rows apart from mail that really left.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE emails DROP CONSTRAINT emails_status_check`.execute(db);
  await sql`ALTER TABLE emails ADD CONSTRAINT emails_status_check CHECK (${oneOf('status', [
    'pending',
    'sent',
    'failed',
    'caught',
  ])})`.execute(db);
}
