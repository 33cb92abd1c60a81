import type { Db, ReportRow } from '@ile/db';
import { insertPersonalNotice } from '@ile/db/repositories/notices.repository';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import {
  countRecentVerifiedReporters,
  findOpenReportBy,
  findReportableMessage,
  findReportableReview,
  findReportableUser,
  holdPublishedProperty,
  insertReport,
  lockReportableProperty,
  type ReportableTarget,
} from '@ile/db/repositories/reports.repository';
import {
  type CreateReportBody,
  outboxEvent,
  REPORT_HOLD_THRESHOLD,
  REPORT_HOLD_WINDOW_DAYS,
  type Report,
  type ReportTargetType,
  truncate,
} from '@ile/shared';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Realtime } from '../../plugins/app/realtime';

const NOUN: Record<ReportTargetType, string> = {
  property: 'listing',
  user: 'profile',
  review: 'review',
  message: 'message',
};
export const ALREADY_REPORTED = 'You have already reported this; our team is looking at it';
const isUniqueViolation = (error: unknown): boolean => (error as { code?: string }).code === '23505';

/** The notice a held listing's owner reads, as listed and as pushed live. */
export function heldNotice(title: string) {
  return {
    title: `Your listing “${truncate(title, 80)}” is under review`,
    body:
      'Several verified users reported it, so it is out of search while our team checks it. ' +
      'We will tell you what we decide.',
    link: '/manage/listings',
  };
}

function toReport(row: ReportRow): Report {
  return {
    id: row.id,
    targetType: row.target_type,
    targetId: row.target_id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Reports from the site. A report names a target that must exist and be visible to the reporter (a message
 * only in their own conversations); nobody reports their own; one open report per reporter and target. A
 * published listing reported by REPORT_HOLD_THRESHOLD different verified users within REPORT_HOLD_WINDOW_DAYS
 * is held (out of search) in the same transaction, its row locked so concurrent reports are counted in turn.
 */
export function createReportService(db: Db, realtime: Realtime) {
  async function target(trx: Db, reporterId: string, body: CreateReportBody) {
    const id = body.targetId;
    switch (body.targetType) {
      case 'property': {
        const row = await lockReportableProperty(trx, id);
        return row && { id: row.id, owner_id: row.owner_id, status: row.status };
      }
      case 'user':
        return findReportableUser(trx, id);
      case 'review':
        return findReportableReview(trx, id);
      case 'message':
        return findReportableMessage(trx, id, reporterId);
    }
  }

  return {
    async create(reporterId: string, body: CreateReportBody): Promise<Report> {
      const noun = NOUN[body.targetType];
      const result = await db
        .transaction()
        .execute(async (trx) => {
          const found: (ReportableTarget & { status?: string }) | undefined = await target(
            trx,
            reporterId,
            body,
          );
          if (!found) throw new NotFoundError(`No such ${noun}`);
          if (found.owner_id === reporterId) throw new ForbiddenError(`You cannot report your own ${noun}`);
          if (await findOpenReportBy(trx, reporterId, body.targetType, body.targetId))
            throw new ConflictError(ALREADY_REPORTED);
          const report = await insertReport(trx, {
            reporter_id: reporterId,
            target_type: body.targetType,
            target_id: body.targetId,
            reason: body.reason,
            details: body.details ? body.details : null,
          });
          let held: { ownerId: string; noticeId: string; title: string } | null = null;
          if (body.targetType === 'property' && found.status === 'published') {
            const reporters = await countRecentVerifiedReporters(
              trx,
              'property',
              body.targetId,
              REPORT_HOLD_WINDOW_DAYS,
            );
            if (reporters >= REPORT_HOLD_THRESHOLD) {
              const property = await holdPublishedProperty(trx, body.targetId);
              if (property) {
                const notice = heldNotice(property.title);
                const noticeId = await insertPersonalNotice(trx, {
                  recipientId: property.owner_id,
                  heading: notice.title,
                  description: notice.body,
                  link: notice.link,
                  createdBy: null,
                });
                await appendOutboxEvent(
                  trx,
                  outboxEvent('property.held', { propertyId: property.id, ownerId: property.owner_id }),
                );
                held = { ownerId: property.owner_id, noticeId, title: property.title };
              }
            }
          }
          return { report, held };
        })
        .catch((error: unknown) => {
          // Two identical reports at once: the unique index refuses the second.
          if (isUniqueViolation(error)) throw new ConflictError(ALREADY_REPORTED);
          throw error;
        });
      if (result.held) {
        realtime.notify(result.held.ownerId, {
          id: result.held.noticeId,
          kind: 'report',
          ...heldNotice(result.held.title),
          createdAt: new Date().toISOString(),
        });
      }
      return toReport(result.report);
    },
  };
}
