import type { Executor } from '@ile/db';
import type { ListParams } from '@ile/db/list-query';
import {
  findReportTargetContexts,
  listReportsOfTargets,
  listReportTargetsForConsole,
} from '@ile/db/repositories/reports.repository';
import { REPORT_REASONS, REPORT_TARGET_TYPES, type ReportTargetType, truncate } from '@ile/shared';
import type { ReportTargetRecord } from '@ile/shared/contracts/admin/reports';
import { z } from 'zod';
import { fullName, iso, isoOrNull } from '../schemas';
import { filterSchema, oneOrMany } from '../simple-rest';

export const reportListSpec = {
  sortFields: ['newest_report_at', 'open_count', 'report_count', 'target_type'],
  defaultSort: { field: 'newest_report_at', order: 'desc' as const },
  filter: filterSchema({
    target_type: oneOrMany(z.enum(REPORT_TARGET_TYPES)).optional(),
    status: z.enum(['open', 'closed']).optional(),
    reason: oneOrMany(z.enum(REPORT_REASONS)).optional(),
  }),
};
export type ReportFilter = z.output<typeof reportListSpec.filter>;

const EXCERPT_CHARS = 280;
/** Who made a report Ile made itself (repeated scam warnings, modules/messaging/scam-reports.ts). */
export const AUTOMATIC_REPORTER = 'Ile (automatic)';

type Context = Pick<
  ReportTargetRecord,
  | 'title'
  | 'excerpt'
  | 'owner_id'
  | 'owner_name'
  | 'owner_suspended'
  | 'listing_status'
  | 'review_hidden'
  | 'site_link'
>;

const GONE: Context = {
  title: 'No longer exists',
  excerpt: null,
  owner_id: null,
  owner_name: null,
  owner_suspended: false,
  listing_status: null,
  review_hidden: null,
  site_link: null,
};

/** The targets' context, by id: what a reviewer needs to judge the reports without opening five pages. */
async function contextsOf(
  db: Executor,
  targets: { id: string; target_type: ReportTargetType }[],
): Promise<Map<string, Context>> {
  const found = await findReportTargetContexts(db, targets);
  const contexts = new Map<string, Context>();
  for (const p of found.properties)
    contexts.set(p.id, {
      ...GONE,
      title: p.title,
      excerpt: [p.city, p.state].filter(Boolean).join(', ') || null,
      owner_id: p.owner_id,
      owner_name: fullName(p.owner_first_name, p.owner_last_name),
      owner_suspended: p.owner_suspended_at !== null,
      listing_status: p.status,
      site_link: `/property/${p.id}`,
    });
  for (const u of found.users)
    contexts.set(u.id, {
      ...GONE,
      title: u.deleted_at ? 'Deleted account' : (fullName(u.first_name, u.last_name) ?? u.email),
      excerpt: `${u.role} · ${u.email}`,
      owner_id: u.id,
      owner_name: fullName(u.first_name, u.last_name),
      owner_suspended: u.suspended_at !== null,
    });
  for (const r of found.reviews)
    contexts.set(r.id, {
      ...GONE,
      title: `Review by ${fullName(r.author_first_name, r.author_last_name) ?? 'someone'} (${r.rating}/5)`,
      excerpt: truncate(r.comment, EXCERPT_CHARS),
      owner_id: r.author_id,
      owner_name: fullName(r.author_first_name, r.author_last_name),
      owner_suspended: r.author_suspended_at !== null,
      review_hidden: r.hidden_at !== null,
      site_link: r.target_type === 'agency' ? `/agency/${r.agency_id}` : `/agent/${r.agent_id}`,
    });
  for (const m of found.messages)
    contexts.set(m.id, {
      ...GONE,
      title: `Message from ${fullName(m.sender_first_name, m.sender_last_name) ?? 'someone'}`,
      excerpt: m.body
        ? truncate(m.body, EXCERPT_CHARS)
        : m.media_type
          ? `(an attachment: ${m.media_type})`
          : null,
      owner_id: m.sender_id,
      owner_name: fullName(m.sender_first_name, m.sender_last_name),
      owner_suspended: m.sender_suspended_at !== null,
    });
  return contexts;
}

/** One page of the queue: grouped targets, each with its context and every report on it. */
export async function listReportTargets(
  db: Executor,
  params: ListParams<ReportFilter>,
): Promise<{ rows: ReportTargetRecord[]; total: number }> {
  const { rows, total } = await listReportTargetsForConsole(db, params);
  const [contexts, reports] = await Promise.all([
    contextsOf(db, rows),
    listReportsOfTargets(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      target_type: row.target_type,
      ...(contexts.get(row.id) ?? GONE),
      status: row.open_count > 0 ? 'open' : 'closed',
      open_count: row.open_count,
      report_count: row.report_count,
      reasons: row.reasons,
      newest_report_at: iso(row.newest_report_at),
      reports: reports
        .filter((report) => report.target_id === row.id)
        .map((report) => ({
          id: report.id,
          reporter_id: report.reporter_id,
          reporter_name: report.automatic
            ? AUTOMATIC_REPORTER
            : report.reporter_id === null
              ? 'Deleted account'
              : (fullName(report.reporter_first_name, report.reporter_last_name) ?? ''),
          automatic: report.automatic,
          reporter_verified: report.reporter_verified === true,
          reason: report.reason,
          details: report.details,
          status: report.status,
          outcome: report.outcome,
          decided_by: report.decided_by,
          decided_at: isoOrNull(report.decided_at),
          created_at: iso(report.created_at),
        })),
    })),
    total,
  };
}
