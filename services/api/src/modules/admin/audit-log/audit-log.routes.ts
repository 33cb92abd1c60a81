import type { Db } from '@ile/db';
import { textSearch } from '@ile/db/text-search';
import { IdSchema } from '@ile/shared';
import { AuditLogRecord } from '@ile/shared/contracts/admin/audit-log';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allOf, countOf, dateRange, oneOrManyOf, pageOf } from '../list-query';
import { recordRoutes } from '../record-routes';
import { fullName, iso } from '../schemas';
import { DateBound, filterSchema, type ListParams, MAX_PAGE_SIZE, oneOrMany } from '../simple-rest';

const AuditId = z.coerce.number().int().positive();

const listSpec = {
  sortFields: ['id', 'created_at', 'action', 'resource'],
  defaultSort: { field: 'id', order: 'desc' as const },
  filter: filterSchema({
    // Audit rows have numeric ids, not uuids.
    id: z
      .union([z.number().int().positive(), z.array(z.number().int().positive()).max(MAX_PAGE_SIZE)])
      .optional(),
    actor_id: IdSchema.optional(),
    actor_role: z.string().max(20).optional(),
    action: oneOrMany(z.string().min(1).max(100)).optional(),
    resource: oneOrMany(z.string().min(1).max(100)).optional(),
    resource_id: z.string().min(1).max(100).optional(),
    created_at_gte: DateBound.optional(),
    created_at_lte: DateBound.optional(),
  }),
};

async function listAudit(
  db: Db,
  params: ListParams<z.output<typeof listSpec.filter>>,
): Promise<{ rows: AuditLogRecord[]; total: number }> {
  const f = params.filter;
  const query = db
    .selectFrom('audit_log as l')
    .leftJoin('users as a', 'a.id', 'l.actor_id')
    .selectAll('l')
    .select(['a.first_name', 'a.last_name'])
    .where(
      allOf([
        oneOrManyOf('l.id', f.id),
        oneOrManyOf('l.actor_id', f.actor_id),
        oneOrManyOf('l.actor_role', f.actor_role),
        oneOrManyOf('l.action', f.action),
        oneOrManyOf('l.resource', f.resource),
        oneOrManyOf('l.resource_id', f.resource_id),
        ...dateRange('l.created_at', f.created_at_gte, f.created_at_lte),
        textSearch(['l.action', 'l.resource', 'l.resource_id', 'l.request_id'], f.q),
      ]),
    );
  const [rows, total] = await Promise.all([
    pageOf(query, {
      sortColumn: `l.${params.sort.field}`,
      order: params.sort.order,
      idColumn: 'l.id',
      offset: params.offset,
      limit: params.limit,
    }).execute(),
    countOf(query),
  ]);
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      actor_id: row.actor_id,
      actor_name: fullName(row.first_name, row.last_name),
      actor_role: row.actor_role,
      action: row.action,
      resource: row.resource,
      resource_id: row.resource_id,
      before: row.before,
      after: row.after,
      ip: row.ip,
      request_id: row.request_id,
      created_at: iso(row.created_at),
    })),
    total,
  };
}

/** /api/admin/audit-log: every change made through /api/admin, read-only (Admin). */
export default async function auditLogRoutes(app: FastifyInstance) {
  const resource = recordRoutes(app, 'audit-log', AuditLogRecord);

  resource.list(
    listSpec,
    { list: (params) => listAudit(app.db, params) },
    {
      list: 'List audit rows, newest first',
      show: 'One audit row',
      params: z.object({ id: AuditId }),
      notFound: 'Audit entry not found',
    },
  );
}
