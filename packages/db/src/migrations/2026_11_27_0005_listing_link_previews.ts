import { type Kysely, sql } from 'kysely';

// Issue 20, link previews: the images worker draws each listing's Open Graph picture (its first photo with the
// price and place on it) into media storage; the key names the picture's content, so a new price is a new URL
// that link-preview caches fetch afresh. NULL until it is drawn: the page's preview falls back to the first photo.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE properties ADD COLUMN og_image_key text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE properties DROP COLUMN og_image_key`.execute(db);
}
