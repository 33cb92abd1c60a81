import { type Kysely, sql } from 'kysely';
import { now, oneOf, withUuidId } from './helpers';

// Issue 18: perceptual hashes of listing photos and the duplicate flags reviewers see. A flag's subject is
// either a pending listing application or a live listing whose photos changed; the other side is always a
// live listing of another owner (photo flags) or of anyone (listing flags by address or text).
export async function up(db: Kysely<any>): Promise<void> {
  // 64-bit DCT pHash stored as a signed bigint; null until the worker has hashed the picture.
  await sql`ALTER TABLE property_images ADD COLUMN phash bigint`.execute(db);
  await sql`ALTER TABLE listing_application_images ADD COLUMN phash bigint`.execute(db);

  await db.schema
    .createTable('listing_flags')
    .$call(withUuidId)
    .addColumn('application_id', 'uuid', (col) =>
      col.references('listing_applications.id').onDelete('cascade'),
    )
    .addColumn('property_id', 'uuid', (col) => col.references('properties.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    // Photo flags: the subject's picture (application image or property image; no foreign key, it is either).
    .addColumn('photo_id', 'uuid')
    .addColumn('other_photo_id', 'uuid', (col) => col.references('property_images.id').onDelete('cascade'))
    .addColumn('distance', 'smallint')
    // Listing flags: what matched ('address' or 'text') and, for text, the trigram similarity.
    .addColumn('match', 'text')
    .addColumn('similarity', 'real')
    .addColumn('other_property_id', 'uuid', (col) =>
      col.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('other_owner_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('listing_flags_kind_check', oneOf('kind', ['photo', 'listing']))
    .addCheckConstraint('listing_flags_subject_check', sql`(application_id IS NULL) <> (property_id IS NULL)`)
    .addCheckConstraint(
      'listing_flags_shape_check',
      sql`(kind = 'photo' AND photo_id IS NOT NULL AND other_photo_id IS NOT NULL AND distance BETWEEN 0 AND 64 AND match IS NULL)
       OR (kind = 'listing' AND photo_id IS NULL AND other_photo_id IS NULL AND distance IS NULL AND ${oneOf('match', ['address', 'text'])})`,
    )
    .execute();
  // Flagging is idempotent: a redelivered job or a second check inserts nothing new.
  await sql`CREATE UNIQUE INDEX listing_flags_photo_once_idx ON listing_flags (photo_id, other_photo_id) WHERE kind = 'photo'`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX listing_flags_listing_once_idx ON listing_flags (COALESCE(application_id, property_id), other_property_id, match) WHERE kind = 'listing'`.execute(
    db,
  );
  await sql`CREATE INDEX listing_flags_application_idx ON listing_flags (application_id) WHERE application_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX listing_flags_property_idx ON listing_flags (property_id) WHERE property_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX listing_flags_other_property_idx ON listing_flags (other_property_id)`.execute(db);
  await sql`CREATE INDEX listing_flags_other_owner_idx ON listing_flags (other_owner_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listing_flags').execute();
  await sql`ALTER TABLE listing_application_images DROP COLUMN phash`.execute(db);
  await sql`ALTER TABLE property_images DROP COLUMN phash`.execute(db);
}
