import type { VerificationDecision, VerificationKind, VerificationStatus } from '@ile/shared';
import { sql } from 'kysely';
import type { Executor } from '../database';
import {
  allOf,
  type Condition,
  dateRange,
  type ListParams,
  type OneOrMany,
  oneOrManyOf,
  pageAndTotal,
} from '../list-query';
import type { NewPropertyInspection, NewVerification, PropertyInspection, VerificationRow } from '../schema';
import { textSearch } from '../text-search';

export function insertVerification(db: Executor, values: NewVerification): Promise<VerificationRow> {
  return db.insertInto('verifications').values(values).returningAll().executeTakeFirstOrThrow();
}

export function hasPendingVerification(
  db: Executor,
  userId: string,
  kind: VerificationKind,
): Promise<boolean> {
  return db
    .selectFrom('verifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .executeTakeFirst()
    .then(Boolean);
}

/** The user's latest verification of each kind (at most two rows). */
export function latestVerificationsOf(db: Executor, userId: string): Promise<VerificationRow[]> {
  return db
    .selectFrom('verifications')
    .selectAll()
    .distinctOn('kind')
    .where('user_id', '=', userId)
    .orderBy('kind')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findVerification(db: Executor, id: string): Promise<VerificationRow | undefined> {
  return db.selectFrom('verifications').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Decides a pending verification; answers nothing when it is gone or no longer pending (the guard on
 * `pending` makes a concurrent second decision change nothing).
 */
export function decidePendingVerification(
  db: Executor,
  id: string,
  decision: {
    status: VerificationDecision;
    reviewerId: string;
    rejectionReason: string | null;
    checkedNote: string | null;
  },
): Promise<VerificationRow | undefined> {
  return db
    .updateTable('verifications')
    .set({
      status: decision.status,
      reviewer_id: decision.reviewerId,
      decided_at: sql<Date>`now()`,
      rejection_reason: decision.rejectionReason,
      checked_note: decision.checkedNote,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** Sets (or clears) the person's "ID verified" date. */
export async function setIdentityVerifiedAt(db: Executor, userId: string, at: Date | null): Promise<void> {
  await db.updateTable('users').set({ identity_verified_at: at }).where('id', '=', userId).execute();
}

/** Sets the agency's "Business verified" date; answers whether the user has an agency row. */
export async function setBusinessVerifiedAt(db: Executor, userId: string, at: Date | null): Promise<boolean> {
  const result = await db
    .updateTable('agencies')
    .set({ business_verified_at: at })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface ConsoleVerificationFilter {
  id?: OneOrMany<string>;
  status?: OneOrMany<VerificationStatus>;
  kind?: OneOrMany<VerificationKind>;
  user_id?: OneOrMany<string>;
  country?: OneOrMany<string>;
  created_at_gte?: string;
  created_at_lte?: string;
  q?: string;
}

/** The console's list: verifications with the person's name and email, the reviewer's name and the agency's. */
export async function listVerificationsForConsole(
  db: Executor,
  params: ListParams<ConsoleVerificationFilter>,
) {
  const f = params.filter;
  const conditions: (Condition | null)[] = [
    oneOrManyOf('v.id', f.id),
    oneOrManyOf('v.status', f.status),
    oneOrManyOf('v.kind', f.kind),
    oneOrManyOf('v.user_id', f.user_id),
    oneOrManyOf('v.country', f.country),
    ...dateRange('v.created_at', f.created_at_gte, f.created_at_lte),
    textSearch(['u.first_name', 'u.last_name', 'u.email', 'v.document_number'], f.q),
  ];
  const query = db
    .selectFrom('verifications as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .leftJoin('users as r', 'r.id', 'v.reviewer_id')
    .leftJoin('agencies as a', 'a.user_id', 'v.user_id')
    .selectAll('v')
    .select([
      'u.first_name as user_first_name',
      'u.last_name as user_last_name',
      'u.email as user_email',
      'r.first_name as reviewer_first_name',
      'r.last_name as reviewer_last_name',
      'a.agency_name as agency_name',
    ])
    .where(allOf(conditions));
  return pageAndTotal(query, params, 'v');
}

/** Decided verifications whose files are due for deletion (decided before `cutoff`, or the account erased). */
export async function verificationFilesDue(
  db: Executor,
  cutoff: Date,
  limit: number,
): Promise<Pick<VerificationRow, 'id' | 'document_key' | 'selfie_key'>[]> {
  const { rows } = await sql<Pick<VerificationRow, 'id' | 'document_key' | 'selfie_key'>>`
    (SELECT id, document_key, selfie_key FROM verifications
      WHERE files_deleted_at IS NULL AND decided_at IS NOT NULL AND decided_at <= ${cutoff}
      ORDER BY decided_at LIMIT ${limit})
    UNION
    (SELECT v.id, v.document_key, v.selfie_key FROM verifications v JOIN users u ON u.id = v.user_id
      WHERE v.files_deleted_at IS NULL AND u.deleted_at IS NOT NULL LIMIT ${limit})
  `.execute(db);
  return rows;
}

/** Records that the files of these verifications are gone. */
export async function markVerificationFilesDeleted(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('verifications')
    .set({ files_deleted_at: sql<Date>`now()` })
    .where('id', 'in', ids)
    .where('files_deleted_at', 'is', null)
    .execute();
}

export function insertPropertyInspection(
  db: Executor,
  values: NewPropertyInspection,
): Promise<PropertyInspection> {
  return db.insertInto('property_inspections').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Sets the listing's latest inspection, never moving it back to an earlier visit. */
export async function setPropertyInspectedAt(db: Executor, propertyId: string, day: string): Promise<void> {
  await db
    .updateTable('properties')
    .set({ inspected_at: sql<Date>`greatest(inspected_at, ${day}::date::timestamptz)` })
    .where('id', '=', propertyId)
    .execute();
}

/** A listing's staff visits, latest first, with the inspector's name (null once their account is gone). */
export function listPropertyInspections(
  db: Executor,
  propertyId: string,
): Promise<
  (PropertyInspection & { inspector_first_name: string | null; inspector_last_name: string | null })[]
> {
  return db
    .selectFrom('property_inspections as i')
    .leftJoin('users as u', 'u.id', 'i.inspector_id')
    .selectAll('i')
    .select(['u.first_name as inspector_first_name', 'u.last_name as inspector_last_name'])
    .where('i.property_id', '=', propertyId)
    .orderBy('i.visited_on', 'desc')
    .orderBy('i.created_at', 'desc')
    .execute();
}

export interface OwnerBadgeRow {
  user_id: string;
  identity_verified_at: Date | null;
  business_verified_at: Date | null;
}

/** The badges' dates of these users: their ID check, and their agency's business check. One query. */
export async function badgeDatesOf(db: Executor, userIds: readonly string[]): Promise<OwnerBadgeRow[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  return db
    .selectFrom('users as u')
    .leftJoin('agencies as a', 'a.user_id', 'u.id')
    .select(['u.id as user_id', 'u.identity_verified_at', 'a.business_verified_at'])
    .where('u.id', 'in', ids)
    .execute();
}

/**
 * Erasure: the person's verifications keep their decision but lose the document numbers and notes; a pending
 * one is closed; the purge job deletes the files of an erased account at its next run.
 */
export async function anonymiseVerificationsOf(db: Executor, userId: string): Promise<void> {
  await db
    .updateTable('verifications')
    .set({
      document_number: 'erased',
      licence_number: null,
      checked_note: null,
      status: sql`case when status = 'pending' then 'rejected' else status end`,
      rejection_reason: sql`case when status = 'pending' then 'Account deleted' else rejection_reason end`,
      decided_at: sql`coalesce(decided_at, now())`,
    })
    .where('user_id', '=', userId)
    .execute();
}
