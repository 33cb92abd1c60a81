import type { Db, ReportRow } from '@ile/db';
import type { ListParams } from '@ile/db/list-query';
import { insertPersonalNotice } from '@ile/db/repositories/notices.repository';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import { lockProperty } from '@ile/db/repositories/properties.repository';
import {
  closeReports,
  findReportedTargetType,
  findReportTargetOwner,
  lockOpenReports,
  releaseHeldProperty,
} from '@ile/db/repositories/reports.repository';
import {
  outboxEvent,
  REPORT_OUTCOME_LABELS,
  type ReportOutcome,
  type ReportTargetType,
  truncate,
} from '@ile/shared';
import type { ReportTargetRecord } from '@ile/shared/contracts/admin/reports';
import type { Notification } from '@ile/shared/realtime/events';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import type { Realtime } from '../../../plugins/app/realtime';
import { type StaffActor, writeAudit } from '../audit';
import { setListingStatusIn } from '../properties/properties.service';
import { setReviewHiddenIn } from '../reviews/reviews.service';
import { oneById } from '../simple-rest';
import { suspendUserIn } from '../users/users.service';
import { listReportTargets, type ReportFilter, reportListSpec } from './report-records';

const RESOURCE = 'reports';

/** What staff may do about a reported target, and the outcome each gives its reports. */
export const REPORT_DECISIONS = {
  dismiss: { outcome: 'dismissed', appliesTo: ['property', 'user', 'review', 'message'] },
  unpublish: { outcome: 'unpublished', appliesTo: ['property'] },
  hide_review: { outcome: 'review_hidden', appliesTo: ['review'] },
  suspend_user: { outcome: 'user_suspended', appliesTo: ['property', 'user', 'review', 'message'] },
} as const satisfies Record<string, { outcome: ReportOutcome; appliesTo: readonly ReportTargetType[] }>;
export type ReportDecision = keyof typeof REPORT_DECISIONS;

const NOUN: Record<ReportTargetType, string> = {
  property: 'listing',
  user: 'profile',
  review: 'review',
  message: 'message',
};
const NOTIFICATIONS_PAGE = '/account/notifications';
const MANAGE_LISTINGS_PAGE = '/manage/listings';

function reporterNotice(type: ReportTargetType, outcome: ReportOutcome) {
  return {
    title: `We have looked at the ${NOUN[type]} you reported`,
    body: `${REPORT_OUTCOME_LABELS[outcome]}. Thank you for helping keep Ile safe.`,
    link: NOTIFICATIONS_PAGE,
  };
}

function ownerNotice(title: string, outcome: 'republished' | 'unpublished') {
  return outcome === 'republished'
    ? {
        title: `Your listing “${truncate(title, 80)}” is back in search`,
        body: 'Our team looked at the reports about it and found nothing against our rules.',
        link: MANAGE_LISTINGS_PAGE,
      }
    : {
        title: `Your listing “${truncate(title, 80)}” has been taken down`,
        body: 'Our team looked at the reports about it and unpublished it. Contact support if you think this is wrong.',
        link: MANAGE_LISTINGS_PAGE,
      };
}

type Pending = { userId: string; notification: Notification };

/**
 * The Reports queue: targets grouped with their reports, and the decisions on them. A decision closes every
 * open report on the target in one transaction with the action itself (through the same functions as the
 * properties, reviews and users pages, so their audit rows are written too), its own audit row, a notice and
 * an email (outbox) to each reporter, and, for a listing that was held or is now unpublished, to its owner.
 * A held listing leaves the hold whatever is decided: back to published on dismiss, unpublished otherwise.
 */
export function createAdminReports(db: Db, realtime: Realtime) {
  async function get(id: string): Promise<ReportTargetRecord> {
    return oneById(
      (params: ListParams<ReportFilter>) => listReportTargets(db, params),
      reportListSpec.defaultSort,
      { id },
      'No reports on this target',
    );
  }

  async function notifyIn(
    trx: Db,
    actor: StaffActor,
    recipientId: string,
    notice: { title: string; body: string; link: string },
  ): Promise<Pending> {
    const id = await insertPersonalNotice(trx, {
      recipientId,
      heading: notice.title,
      description: notice.body,
      link: notice.link,
      createdBy: actor.id,
    });
    return {
      userId: recipientId,
      notification: { id, kind: 'report', ...notice, createdAt: new Date().toISOString() },
    };
  }

  /** Takes a listing out of hold (or search) for a decision, and tells its owner. */
  async function settleListing(
    trx: Db,
    actor: StaffActor,
    propertyId: string,
    decision: ReportDecision,
  ): Promise<Pending | null> {
    const listing = await lockProperty(trx, propertyId);
    if (!listing || listing.status === 'deleted') return null;
    let outcome: 'republished' | 'unpublished';
    if (decision === 'dismiss') {
      if (listing.status !== 'held') return null;
      await releaseHeldProperty(trx, propertyId);
      await appendOutboxEvent(trx, outboxEvent('property.published', { propertyId }));
      await writeAudit(trx, actor, {
        action: 'property.release',
        resource: 'properties',
        resourceId: propertyId,
        before: { status: 'held' },
        after: { status: 'published' },
      });
      outcome = 'republished';
    } else if (decision === 'unpublish' || listing.status === 'held') {
      await setListingStatusIn(trx, actor, propertyId, 'unpublished');
      outcome = 'unpublished';
    } else return null;
    await appendOutboxEvent(
      trx,
      outboxEvent('property.report_decided', { propertyId, ownerId: listing.owner_id, outcome }),
    );
    return notifyIn(trx, actor, listing.owner_id, ownerNotice(listing.title, outcome));
  }

  async function decide(
    actor: StaffActor,
    targetId: string,
    decision: ReportDecision,
    note: string | null,
  ): Promise<ReportTargetRecord> {
    const pending = await db.transaction().execute(async (trx) => {
      const open: ReportRow[] = await lockOpenReports(trx, targetId);
      const first = open[0];
      if (!first) {
        if (await findReportedTargetType(trx, targetId))
          throw new ConflictError('Every report on this has been decided already');
        throw new NotFoundError('No reports on this target');
      }
      const type = first.target_type;
      const { outcome, appliesTo } = REPORT_DECISIONS[decision];
      if (!(appliesTo as readonly string[]).includes(type))
        throw new ConflictError(`This action does not apply to a reported ${NOUN[type]}`);

      const told: Pending[] = [];
      if (decision === 'hide_review') await setReviewHiddenIn(trx, actor, targetId, true, false);
      if (decision === 'suspend_user') {
        const ownerId = await findReportTargetOwner(trx, type, targetId);
        if (!ownerId) throw new NotFoundError(`The reported ${NOUN[type]} is gone`);
        await suspendUserIn(trx, actor, ownerId, note ?? `Reported ${NOUN[type]}`);
      }
      if (type === 'property') {
        const owner = await settleListing(trx, actor, targetId, decision);
        if (owner) told.push(owner);
      }

      await closeReports(
        trx,
        open.map((report) => report.id),
        { outcome, decidedBy: actor.id },
      );
      await writeAudit(trx, actor, {
        action: `report.${decision}`,
        resource: RESOURCE,
        resourceId: targetId,
        before: { target_type: type, open_reports: open.length },
        after: { outcome, note, reports: open.map((report) => report.id) },
      });
      for (const report of open) {
        if (!report.reporter_id) continue;
        await appendOutboxEvent(
          trx,
          outboxEvent('report.decided', {
            reportId: report.id,
            reporterId: report.reporter_id,
            targetType: type,
            targetId,
            outcome,
          }),
        );
        told.push(await notifyIn(trx, actor, report.reporter_id, reporterNotice(type, outcome)));
      }
      return told;
    });
    for (const { userId, notification } of pending) realtime.notify(userId, notification);
    return get(targetId);
  }

  return {
    list: (params: ListParams<ReportFilter>) => listReportTargets(db, params),
    get,
    decide,
  };
}
