import type { ApplicationKind } from '@ile/shared';
import { sql } from 'kysely';
import type { Executor } from '../database';
import type {
  AgencyApplication,
  AgentApplication,
  ListingApplication,
  NewAgencyApplication,
  NewAgentApplication,
  NewStudentApplication,
  StudentApplication,
} from '../schema';

// What the four kinds of application (listing, agent, agency, student) share: one state machine,
// pending → successful | unsuccessful, decided by staff.

export const APPLICATION_TABLES = {
  listing: 'listing_applications',
  agent: 'agent_applications',
  agency: 'agency_applications',
  student: 'student_applications',
} as const;

export interface ApplicationRows {
  listing: ListingApplication;
  agent: AgentApplication;
  agency: AgencyApplication;
  student: StudentApplication;
}

export type ApplicationDecision = 'successful' | 'unsuccessful';

/** An application's status, or undefined when there is none with that id. */
export async function findApplicationStatus(
  db: Executor,
  kind: ApplicationKind,
  id: string,
): Promise<ApplicationRows[ApplicationKind]['status'] | undefined> {
  const row = await db
    .selectFrom(APPLICATION_TABLES[kind])
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.status;
}

/** An agent or agency application's status and the private key of its profile picture. */
export function findProfileApplicationStanding(db: Executor, kind: 'agent' | 'agency', id: string) {
  return db
    .selectFrom(APPLICATION_TABLES[kind])
    .select(['status', 'image_key'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Decides a pending application and answers the decided row; undefined when it is gone or no longer
 * pending. The status guard in the WHERE makes the second of two concurrent decisions change nothing.
 */
export async function decidePendingApplication<K extends ApplicationKind>(
  db: Executor,
  kind: K,
  id: string,
  decision: { status: ApplicationDecision; decidedBy: string; rejectionReason: string | null },
): Promise<ApplicationRows[K] | undefined> {
  // Widened from the generic table name: Kysely builds the statement for the union of the four tables.
  const table: (typeof APPLICATION_TABLES)[ApplicationKind] = APPLICATION_TABLES[kind];
  const row = await db
    .updateTable(table)
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: new Date(),
      rejection_reason: decision.rejectionReason,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  return row as ApplicationRows[K] | undefined;
}

export async function hasPendingApplication(
  db: Executor,
  kind: ApplicationKind,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom(APPLICATION_TABLES[kind])
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

// One pending application per user and kind: a unique index refuses a second one (error 23505).

export async function insertAgentApplication(db: Executor, values: NewAgentApplication): Promise<void> {
  await db.insertInto('agent_applications').values(values).execute();
}

export async function insertAgencyApplication(db: Executor, values: NewAgencyApplication): Promise<void> {
  await db.insertInto('agency_applications').values(values).execute();
}

export async function insertStudentApplication(db: Executor, values: NewStudentApplication): Promise<void> {
  await db.insertInto('student_applications').values(values).execute();
}

/** What names an application in the applicant's list, per kind. */
const TITLE_COLUMN = {
  listing: 'title',
  agent: 'position',
  agency: 'agency_name',
  student: 'university',
} as const;

export interface ApplicationSummary {
  id: string;
  title: string;
  status: ApplicationRows[ApplicationKind]['status'];
  rejection_reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

/** A user's applications of one kind, in no particular order. */
export async function listUserApplications(
  db: Executor,
  kind: ApplicationKind,
  userId: string,
): Promise<ApplicationSummary[]> {
  const table: (typeof APPLICATION_TABLES)[ApplicationKind] = APPLICATION_TABLES[kind];
  const rows = await db
    .selectFrom(table)
    .select(['id', 'status', 'rejection_reason', 'created_at', 'decided_at'])
    .select(sql.ref<string>(TITLE_COLUMN[kind]).as('title'))
    .where('user_id', '=', userId)
    .execute();
  return rows;
}
