import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { addUpdatedAtTrigger, now, oneOf, withTimestamps, withUuidId } from './helpers';

const CATEGORIES = ['rental', 'lease', 'sale', 'shared', 'hostel'];
const PROPERTY_TYPES = ['residential', 'commercial', 'student', 'industrial', 'land'];
const DURATIONS = ['day', 'week', 'month', 'year', 'outright'];
const CURRENCIES = ['NGN', 'SLE'];
const COUNTRIES = ['NG', 'SL'];

/**
 * The listing fields a listing application and a property share, so an approval copies one row into
 * the other. Option lists of the descriptive fields (parking, heating, ...) are validated by the API's
 * schemas, not here: they are display labels that may be reworded without a migration.
 */
function withListingColumns<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('detailed_description', 'text')
    .addColumn('highlight_one', 'text')
    .addColumn('highlight_two', 'text')
    .addColumn('highlight_three', 'text')
    .addColumn('additional_fees', 'text')
    .addColumn('bedrooms', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('bathrooms', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('year_built', 'smallint')
    .addColumn('land_size', 'numeric(12, 2)')
    .addColumn('building_size', 'numeric(12, 2)')
    .addColumn('parking_size', 'numeric(12, 2)')
    .addColumn('garage_size', 'numeric(12, 2)')
    .addColumn('heating_type', 'text')
    .addColumn('cooling_type', 'text')
    .addColumn('basement', 'text')
    .addColumn('exterior_features', 'text')
    .addColumn('flooring_type', 'text')
    .addColumn('ownership_type', 'text')
    .addColumn('property_type', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('mobile_phone', 'text')
    .addColumn('occupancy', 'text')
    .addColumn('parking', 'text')
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('city', 'text')
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('state_code', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('price', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('duration', 'text', (col) => col.notNull());
}

function withListingChecks<TB extends string, C extends string>(
  table: CreateTableBuilder<TB, C>,
  name: string,
) {
  return table
    .addCheckConstraint(`${name}_title_check`, sql`char_length(title) BETWEEN 1 AND 200`)
    .addCheckConstraint(`${name}_bedrooms_check`, sql`bedrooms BETWEEN 0 AND 100`)
    .addCheckConstraint(`${name}_bathrooms_check`, sql`bathrooms BETWEEN 0 AND 100`)
    .addCheckConstraint(`${name}_year_built_check`, sql`year_built BETWEEN 1800 AND 2100`)
    .addCheckConstraint(
      `${name}_sizes_check`,
      sql`land_size >= 0 AND building_size >= 0 AND parking_size >= 0 AND garage_size >= 0`,
    )
    .addCheckConstraint(`${name}_property_type_check`, oneOf('property_type', PROPERTY_TYPES))
    .addCheckConstraint(`${name}_category_check`, oneOf('category', CATEGORIES))
    .addCheckConstraint(`${name}_country_check`, oneOf('country', COUNTRIES))
    .addCheckConstraint(`${name}_price_check`, sql`price > 0`)
    .addCheckConstraint(`${name}_currency_check`, oneOf('currency', CURRENCIES))
    .addCheckConstraint(`${name}_duration_check`, oneOf('duration', DURATIONS));
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_applications')
    .$call(withUuidId)
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .$call(withListingColumns)
    .addColumn('amenities', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('decided_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('rejection_reason', 'text')
    // FK added below, once properties exists.
    .addColumn('property_id', 'uuid')
    .$call(withTimestamps)
    .$call((t) => withListingChecks(t, 'listing_applications'))
    .addCheckConstraint(
      'listing_applications_status_check',
      oneOf('status', ['pending', 'successful', 'unsuccessful']),
    )
    .execute();
  await sql`CREATE INDEX listing_applications_user_id_idx ON listing_applications (user_id, created_at DESC, id)`.execute(
    db,
  );
  await sql`CREATE INDEX listing_applications_status_idx ON listing_applications (status, created_at, id)`.execute(
    db,
  );
  await addUpdatedAtTrigger(db, 'listing_applications');

  await db.schema
    .createTable('listing_application_images')
    .$call(withUuidId)
    .addColumn('application_id', 'uuid', (col) =>
      col.notNull().references('listing_applications.id').onDelete('cascade'),
    )
    .addColumn('position', 'smallint', (col) => col.notNull())
    .addColumn('original_key', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('listing_application_images_position_key', ['application_id', 'position'])
    .addCheckConstraint('listing_application_images_position_check', sql`position >= 0`)
    .addCheckConstraint('listing_application_images_bytes_check', sql`bytes >= 0`)
    .execute();

  await db.schema
    .createTable('properties')
    .$call(withUuidId)
    .$call(withListingColumns)
    .addColumn('features', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('draft'))
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('geocoded_at', 'timestamptz')
    .addColumn('owner_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('agent_id', 'uuid', (col) => col.references('agents.id').onDelete('set null'))
    .addColumn('agency_id', 'uuid', (col) => col.references('agencies.id').onDelete('set null'))
    .addColumn('application_id', 'uuid', (col) =>
      col.references('listing_applications.id').onDelete('set null'),
    )
    .addColumn('published_at', 'timestamptz')
    .addColumn('is_seed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('search_vector', sql`tsvector`, (col) =>
      col
        .generatedAlwaysAs(sql`
        setweight(to_tsvector('simple', coalesce(title, '')), 'A')
        || setweight(to_tsvector('simple', coalesce(description, '')), 'B')
        || setweight(to_tsvector('simple',
             coalesce(address, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, '')), 'C')
      `)
        .stored(),
    )
    .$call(withTimestamps)
    .$call((t) => withListingChecks(t, 'properties'))
    .addCheckConstraint(
      'properties_status_check',
      oneOf('status', ['draft', 'published', 'unpublished', 'deleted']),
    )
    .addCheckConstraint('properties_views_check', sql`views >= 0`)
    .addCheckConstraint(
      'properties_coordinates_check',
      sql`(latitude IS NULL) = (longitude IS NULL) AND latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180`,
    )
    .execute();
  await sql`
    ALTER TABLE listing_applications ADD CONSTRAINT listing_applications_property_id_fkey
    FOREIGN KEY (property_id) REFERENCES properties (id) ON DELETE SET NULL
  `.execute(db);

  for (const statement of [
    sql`CREATE INDEX properties_search_vector_idx ON properties USING gin (search_vector)`,
    sql`CREATE INDEX properties_title_trgm_idx ON properties USING gin (title gin_trgm_ops)`,
    sql`CREATE INDEX properties_filter_idx ON properties (status, country, state_code, category, price)`,
    sql`CREATE INDEX properties_category_recent_idx ON properties (status, category, created_at DESC, id)`,
    sql`CREATE INDEX properties_recent_idx ON properties (status, created_at DESC, id)`,
    sql`CREATE INDEX properties_bedrooms_idx ON properties (status, bedrooms)`,
    sql`CREATE INDEX properties_popular_idx ON properties (status, views DESC)`,
    sql`CREATE INDEX properties_owner_idx ON properties (owner_id, created_at DESC)`,
    sql`CREATE INDEX properties_agent_idx ON properties (agent_id, created_at DESC) WHERE agent_id IS NOT NULL`,
    sql`CREATE INDEX properties_agency_idx ON properties (agency_id, created_at DESC) WHERE agency_id IS NOT NULL`,
    sql`CREATE INDEX properties_coordinates_idx ON properties (latitude, longitude) WHERE latitude IS NOT NULL`,
  ]) {
    await statement.execute(db);
  }
  await addUpdatedAtTrigger(db, 'properties');

  await db.schema
    .createTable('property_images')
    .$call(withUuidId)
    .addColumn('property_id', 'uuid', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('position', 'smallint', (col) => col.notNull())
    .addColumn('original_key', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('placeholder', 'text')
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .$call(withTimestamps)
    .addUniqueConstraint('property_images_position_key', ['property_id', 'position'])
    .addCheckConstraint('property_images_status_check', oneOf('status', ['pending', 'processed', 'failed']))
    .addCheckConstraint('property_images_position_check', sql`position >= 0`)
    .addCheckConstraint('property_images_size_check', sql`width > 0 AND height > 0 AND bytes >= 0`)
    .execute();
  // The images sweep job looks for work left pending.
  await sql`CREATE INDEX property_images_pending_idx ON property_images (created_at) WHERE status = 'pending'`.execute(
    db,
  );
  await addUpdatedAtTrigger(db, 'property_images');

  await db.schema
    .createTable('property_image_variants')
    .$call(withUuidId)
    .addColumn('image_id', 'uuid', (col) =>
      col.notNull().references('property_images.id').onDelete('cascade'),
    )
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('property_image_variants_key', ['image_id', 'width', 'format'])
    .addCheckConstraint('property_image_variants_format_check', oneOf('format', ['webp', 'avif', 'jpeg']))
    .addCheckConstraint('property_image_variants_size_check', sql`width > 0 AND bytes >= 0`)
    .execute();

  // One view per viewer (user id or anonymous fingerprint) per day; the composite key is the dedup.
  await db.schema
    .createTable('property_views')
    .addColumn('property_id', 'uuid', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('viewer_key', 'text', (col) => col.notNull())
    .addColumn('day', 'date', (col) => col.notNull().defaultTo(sql`CURRENT_DATE`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('property_views_pkey', ['property_id', 'viewer_key', 'day'])
    .execute();

  // Agents and agencies live in two tables, so the target is polymorphic and carries no FK.
  await db.schema
    .createTable('profile_views')
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'uuid', (col) => col.notNull())
    .addColumn('viewer_key', 'text', (col) => col.notNull())
    .addColumn('day', 'date', (col) => col.notNull().defaultTo(sql`CURRENT_DATE`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('profile_views_pkey', ['target_type', 'target_id', 'viewer_key', 'day'])
    .addCheckConstraint('profile_views_target_type_check', oneOf('target_type', ['agent', 'agency']))
    .execute();

  await db.schema
    .createTable('wishlists')
    .$call(withUuidId)
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('property_id', 'uuid', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('note', 'text')
    .$call(withTimestamps)
    .addUniqueConstraint('wishlists_user_property_key', ['user_id', 'property_id'])
    .addCheckConstraint('wishlists_note_check', sql`char_length(note) <= 1000`)
    .execute();
  await sql`CREATE INDEX wishlists_user_recent_idx ON wishlists (user_id, created_at DESC, id)`.execute(db);
  await db.schema.createIndex('wishlists_property_id_idx').on('wishlists').column('property_id').execute();
  await addUpdatedAtTrigger(db, 'wishlists');
}
