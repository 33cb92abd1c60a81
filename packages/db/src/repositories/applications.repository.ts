import type { ApplicationKind } from '@ile/shared';
import type { Executor } from '../database';
import type { AgencyApplication, AgentApplication, ListingApplication, StudentApplication } from '../schema';

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
