import { type Kysely, sql } from 'kysely';
import { addUpdatedAtTrigger, now, oneOf, withTimestamps, withUuidId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  // An explicit updated_at in the UPDATE wins, so backfills and imports can keep their own values.
  await sql`
    CREATE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
        NEW.updated_at := now();
      END IF;
      RETURN NEW;
    END
    $$
  `.execute(db);

  await db.schema
    .createTable('users')
    .$call(withUuidId)
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('gender', 'text')
    .addColumn('address', 'text')
    .addColumn('state', 'text')
    .addColumn('country', 'text')
    .addColumn('profile_image', 'text')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('EndUser'))
    .addColumn('staff_role', 'text')
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('is_verified_student', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('suspended_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('is_seed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('selected_currency', 'text')
    .addColumn('dark_mode', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('theme_colour', 'text', (col) => col.notNull().defaultTo('green'))
    .addColumn('search_engine_inclusion', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('read_receipts', 'boolean', (col) => col.notNull().defaultTo(true))
    .$call(withTimestamps)
    .addCheckConstraint('users_email_check', sql`email LIKE '%_@_%'`)
    .addCheckConstraint('users_gender_check', oneOf('gender', ['Male', 'Female']))
    .addCheckConstraint('users_country_check', sql`country ~ '^[A-Z]{2}$'`)
    .addCheckConstraint('users_role_check', oneOf('role', ['EndUser', 'Agent', 'Agency']))
    .addCheckConstraint('users_staff_role_check', oneOf('staff_role', ['Admin', 'Reviewer', 'Support']))
    .addCheckConstraint('users_selected_currency_check', sql`selected_currency ~ '^[A-Z]{3}$'`)
    .execute();
  await sql`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`.execute(db);
  // Finding people to message by name (search-user-messasge?search=).
  await sql`
    CREATE INDEX users_full_name_trgm_idx ON users
    USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops)
  `.execute(db);
  await sql`CREATE INDEX users_staff_role_idx ON users (staff_role) WHERE staff_role IS NOT NULL`.execute(db);
  await addUpdatedAtTrigger(db, 'users');

  await db.schema
    .createTable('sessions')
    .$call(withUuidId)
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'uuid', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('persist', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('rotated_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('replaced_by', 'uuid', (col) => col.references('sessions.id').onDelete('set null'))
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .$call(withTimestamps)
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_family_id_idx').on('sessions').column('family_id').execute();
  await addUpdatedAtTrigger(db, 'sessions');

  await db.schema
    .createTable('email_verification_tokens')
    .$call(withUuidId)
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('email_verification_tokens_user_id_idx')
    .on('email_verification_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('password_reset_otps')
    .$call(withUuidId)
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('otp_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('password_reset_otps_attempts_check', sql`attempts >= 0`)
    .execute();
  await sql`CREATE INDEX password_reset_otps_user_id_idx ON password_reset_otps (user_id, created_at DESC)`.execute(
    db,
  );
}
