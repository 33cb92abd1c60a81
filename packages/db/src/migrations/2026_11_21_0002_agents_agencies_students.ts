import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { addUpdatedAtTrigger, oneOf, withTimestamps, withUuidId } from './helpers';

const APPLICATION_STATUSES = ['pending', 'successful', 'unsuccessful'];

/** The columns every application (agent, agency, student) shares: who, the decision and when. */
function withApplicationColumns<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('decided_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('rejection_reason', 'text');
}

/** One pending application per user per kind; the owner's history and the console's queue. */
async function addApplicationIndexes(db: Kysely<any>, table: string): Promise<void> {
  await sql`CREATE UNIQUE INDEX ${sql.id(`${table}_one_pending_per_user`)} ON ${sql.table(table)} (user_id) WHERE status = 'pending'`.execute(
    db,
  );
  await sql`CREATE INDEX ${sql.id(`${table}_user_id_idx`)} ON ${sql.table(table)} (user_id, created_at DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX ${sql.id(`${table}_status_idx`)} ON ${sql.table(table)} (status, created_at, id)`.execute(
    db,
  );
  await addUpdatedAtTrigger(db, table);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agency_applications')
    .$call(withUuidId)
    .$call(withApplicationColumns)
    .addColumn('agency_name', 'text', (col) => col.notNull())
    .addColumn('image_key', 'text')
    .addColumn('document_key', 'text')
    .addColumn('description', 'text')
    .addColumn('position', 'text')
    .addColumn('work_email', 'text', (col) => col.notNull())
    .addColumn('gender', 'text')
    .addColumn('linkedin', 'text')
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('mobile_phone', 'text')
    .addColumn('office_phone', 'text', (col) => col.notNull())
    .addColumn('website', 'text')
    .addColumn('fax', 'text')
    .addColumn('history', 'text')
    .addColumn('corporate_values', 'text')
    .addColumn('license_number', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('region', 'text')
    .$call(withTimestamps)
    .addCheckConstraint('agency_applications_status_check', oneOf('status', APPLICATION_STATUSES))
    .addCheckConstraint('agency_applications_gender_check', oneOf('gender', ['Male', 'Female']))
    .addCheckConstraint('agency_applications_country_check', oneOf('country', ['NG', 'SL']))
    .execute();
  await addApplicationIndexes(db, 'agency_applications');

  await db.schema
    .createTable('agencies')
    .$call(withUuidId)
    .addColumn('user_id', 'uuid', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('agency_name', 'text', (col) => col.notNull())
    .addColumn('office_address', 'text')
    .addColumn('description', 'text')
    .addColumn('profile_image', 'text')
    .addColumn('document_image', 'text')
    .addColumn('mobile_phone', 'text')
    .addColumn('office_phone', 'text')
    .addColumn('business_email', 'text')
    .addColumn('website', 'text')
    .addColumn('fax', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('license_number', 'text')
    .addColumn('country', 'text')
    .addColumn('region', 'text')
    .addColumn('corporate_values', 'text')
    .addColumn('history', 'text')
    .addColumn('position', 'text')
    .addColumn('linkedin', 'text')
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('approved_at', 'timestamptz')
    .addColumn('application_id', 'uuid', (col) =>
      col.references('agency_applications.id').onDelete('set null'),
    )
    .$call(withTimestamps)
    .addCheckConstraint('agencies_country_check', oneOf('country', ['NG', 'SL']))
    .addCheckConstraint('agencies_views_check', sql`views >= 0`)
    .execute();
  await sql`CREATE INDEX agencies_directory_idx ON agencies (created_at DESC, id)`.execute(db);
  await sql`CREATE INDEX agencies_name_trgm_idx ON agencies USING gin (agency_name gin_trgm_ops)`.execute(db);
  await addUpdatedAtTrigger(db, 'agencies');

  await db.schema
    .createTable('agent_applications')
    .$call(withUuidId)
    .$call(withApplicationColumns)
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('image_key', 'text')
    .addColumn('description', 'text')
    .addColumn('position', 'text', (col) => col.notNull())
    .addColumn('agency_id', 'uuid', (col) => col.references('agencies.id').onDelete('set null'))
    .addColumn('work_email', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('linkedin', 'text')
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('mobile_phone', 'text')
    .addColumn('office_phone', 'text', (col) => col.notNull())
    .$call(withTimestamps)
    .addCheckConstraint('agent_applications_status_check', oneOf('status', APPLICATION_STATUSES))
    .addCheckConstraint('agent_applications_gender_check', oneOf('gender', ['Male', 'Female']))
    .execute();
  await addApplicationIndexes(db, 'agent_applications');

  await db.schema
    .createTable('agents')
    .$call(withUuidId)
    .addColumn('user_id', 'uuid', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('agency_id', 'uuid', (col) => col.references('agencies.id').onDelete('set null'))
    .addColumn('position', 'text')
    .addColumn('office_address', 'text')
    .addColumn('mobile_phone', 'text')
    .addColumn('office_phone', 'text')
    .addColumn('business_email', 'text')
    .addColumn('website', 'text')
    .addColumn('linkedin', 'text')
    .addColumn('description', 'text')
    .addColumn('profile_image', 'text')
    .addColumn('gender', 'text')
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('approved_at', 'timestamptz')
    .addColumn('application_id', 'uuid', (col) =>
      col.references('agent_applications.id').onDelete('set null'),
    )
    .$call(withTimestamps)
    .addCheckConstraint('agents_gender_check', oneOf('gender', ['Male', 'Female']))
    .addCheckConstraint('agents_views_check', sql`views >= 0`)
    .execute();
  await sql`CREATE INDEX agents_directory_idx ON agents (created_at DESC, id)`.execute(db);
  await sql`CREATE INDEX agents_agency_id_idx ON agents (agency_id, created_at DESC) WHERE agency_id IS NOT NULL`.execute(
    db,
  );
  await addUpdatedAtTrigger(db, 'agents');

  await db.schema
    .createTable('student_applications')
    .$call(withUuidId)
    .$call(withApplicationColumns)
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('university_email', 'text', (col) => col.notNull())
    .addColumn('university', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('request_location', 'text')
    .addColumn('proof_type', 'text')
    .addColumn('document_key', 'text')
    .$call(withTimestamps)
    .addCheckConstraint('student_applications_status_check', oneOf('status', APPLICATION_STATUSES))
    .addCheckConstraint('student_applications_proof_type_check', oneOf('proof_type', ['ID', 'Eligibility']))
    .execute();
  await addApplicationIndexes(db, 'student_applications');

  await db.schema
    .createTable('students')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('university', 'text', (col) => col.notNull())
    .addColumn('university_email', 'text', (col) => col.notNull())
    .addColumn('verified_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('application_id', 'uuid', (col) =>
      col.references('student_applications.id').onDelete('set null'),
    )
    .$call(withTimestamps)
    .execute();
  await addUpdatedAtTrigger(db, 'students');
}
