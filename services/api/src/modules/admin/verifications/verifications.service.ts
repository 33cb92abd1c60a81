import type { Db } from '@ile/db';
import type { ListParams } from '@ile/db/list-query';
import { insertPersonalNotice } from '@ile/db/repositories/notices.repository';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import {
  type ConsoleVerificationFilter,
  decidePendingVerification,
  findVerification,
  listVerificationsForConsole,
  setBusinessVerifiedAt,
  setIdentityVerifiedAt,
} from '@ile/db/repositories/verifications.repository';
import {
  IdSchema,
  type Notification,
  outboxEvent,
  VERIFICATION_FILE_RETENTION_DAYS,
  VERIFICATION_KINDS,
  VERIFICATION_PAGE_PATH,
  VERIFICATION_STATUSES,
  type VerificationDecision,
  type VerificationKind,
  verificationDecisionText,
  verificationDecisionTitle,
  verificationDocumentLabel,
} from '@ile/shared';
import type { VerificationRecord } from '@ile/shared/contracts/admin/verifications';
import { z } from 'zod';
import { BadRequestError, ConflictError, NotFoundError } from '../../../lib/errors';
import { type StaffActor, writeAudit } from '../audit';
import { reviewWait } from '../review-wait';
import { fullName, iso, isoOrNull, privateFileUrl } from '../schemas';
import { DateBound, filterSchema, oneById, oneOrMany } from '../simple-rest';

const RESOURCE = 'verifications';
const DAY_MS = 86_400_000;

export const verificationListSpec = {
  sortFields: ['id', 'created_at', 'decided_at', 'status', 'kind'],
  // The queue: oldest waiting first.
  defaultSort: { field: 'created_at', order: 'asc' as const },
  filter: filterSchema({
    status: oneOrMany(z.enum(VERIFICATION_STATUSES)).optional(),
    kind: oneOrMany(z.enum(VERIFICATION_KINDS)).optional(),
    country: oneOrMany(z.enum(['NG', 'SL'])).optional(),
    user_id: IdSchema.optional(),
    created_at_gte: DateBound.optional(),
    created_at_lte: DateBound.optional(),
  }),
};
type VerificationFilter = z.output<typeof verificationListSpec.filter>;

/** The person's notice of a decision, as listed and as pushed live; the email says the same. */
function verificationNotice(kind: VerificationKind, decision: VerificationDecision, reason: string | null) {
  return {
    title: verificationDecisionTitle(kind, decision),
    body: verificationDecisionText(kind, decision, reason),
    link: VERIFICATION_PAGE_PATH,
  };
}

/**
 * Verifications for staff: the queue, one record with its private files, and the decision. Approval sets
 * the person's (or agency's) verified date in the same transaction; the person gets a notice now and an
 * email through the outbox; every decision writes an audit row.
 */
export function createAdminVerifications(
  db: Db,
  notify: (userId: string, notification: Notification) => void,
) {
  async function list(
    params: ListParams<VerificationFilter>,
  ): Promise<{ rows: VerificationRecord[]; total: number }> {
    const { rows, total } = await listVerificationsForConsole(
      db,
      params as ListParams<ConsoleVerificationFilter>,
    );
    return {
      rows: rows.map((row) => {
        const present = row.files_deleted_at === null;
        return {
          id: row.id,
          user_id: row.user_id,
          user_name: fullName(row.user_first_name, row.user_last_name) ?? '',
          user_email: row.user_email,
          agency_name: row.agency_name,
          kind: row.kind,
          status: row.status,
          country: row.country,
          document_type: row.document_type,
          document_label: verificationDocumentLabel(row.document_type),
          document_number: row.document_number,
          licence_number: row.licence_number,
          document_url: present ? privateFileUrl(row.document_key) : null,
          selfie_url: present ? privateFileUrl(row.selfie_key) : null,
          checked_note: row.checked_note,
          reviewer_id: row.reviewer_id,
          reviewer_name: fullName(row.reviewer_first_name, row.reviewer_last_name),
          decided_at: isoOrNull(row.decided_at),
          rejection_reason: row.rejection_reason,
          files_deleted_at: isoOrNull(row.files_deleted_at),
          files_delete_after:
            row.decided_at && present
              ? iso(new Date(row.decided_at.getTime() + VERIFICATION_FILE_RETENTION_DAYS * DAY_MS))
              : null,
          ...reviewWait(row.created_at, row.decided_at, row.country),
          createdAt: iso(row.created_at),
          created_at: iso(row.created_at),
          updated_at: iso(row.updated_at),
        };
      }),
      total,
    };
  }

  const get = (id: string) =>
    oneById(list, verificationListSpec.defaultSort, { id }, 'Verification not found');

  async function decide(
    actor: StaffActor,
    id: string,
    decision: VerificationDecision,
    details: { reason?: string | null; checkedNote?: string | null },
  ): Promise<VerificationRecord> {
    const existing = await findVerification(db, id);
    if (!existing) throw new NotFoundError('Verification not found');
    const checkedNote = details.checkedNote ?? null;
    if (decision === 'approved' && existing.kind === 'business' && !checkedNote) {
      throw new BadRequestError('Say what you checked (registry, certificate, licence) before approving', {
        checkedNote: ['is required for a business verification'],
      });
    }
    const reason = decision === 'rejected' ? (details.reason ?? null) : null;
    const noticeId = await db.transaction().execute(async (trx) => {
      const row = await decidePendingVerification(trx, id, {
        status: decision,
        reviewerId: actor.id,
        rejectionReason: reason,
        checkedNote,
      });
      if (!row) throw new ConflictError('This verification has already been decided');
      if (decision === 'approved') {
        const at = row.decided_at ?? new Date();
        if (row.kind === 'identity') await setIdentityVerifiedAt(trx, row.user_id, at);
        else if (!(await setBusinessVerifiedAt(trx, row.user_id, at))) {
          throw new ConflictError('This account no longer has an agency to verify');
        }
      }
      const notice = verificationNotice(row.kind, decision, reason);
      const created = await insertPersonalNotice(trx, {
        recipientId: row.user_id,
        heading: notice.title,
        description: notice.body,
        link: notice.link,
        createdBy: actor.id,
      });
      await appendOutboxEvent(
        trx,
        outboxEvent('verification.decided', {
          verificationId: id,
          userId: row.user_id,
          kind: row.kind,
          decision,
          reason,
        }),
      );
      await writeAudit(trx, actor, {
        action: `verification.${decision === 'approved' ? 'approve' : 'reject'}`,
        resource: RESOURCE,
        resourceId: id,
        before: { status: 'pending', reviewer_id: null, decided_at: null },
        after: {
          status: decision,
          reviewer_id: actor.id,
          rejection_reason: reason,
          checked_note: checkedNote,
        },
      });
      return created;
    });
    notify(existing.user_id, {
      id: noticeId,
      kind: 'verification_decided',
      ...verificationNotice(existing.kind, decision, reason),
      createdAt: new Date().toISOString(),
    });
    return get(id);
  }

  return {
    list,
    get,
    approve: (actor: StaffActor, id: string, checkedNote: string | null) =>
      decide(actor, id, 'approved', { checkedNote }),
    reject: (actor: StaffActor, id: string, reason: string) => decide(actor, id, 'rejected', { reason }),
  };
}
