import type { Db } from '@ile/db';
import type { ListParams } from '@ile/db/list-query';
import { listAuditLog } from '@ile/db/repositories/audit-log.repository';
import { IdSchema } from '@ile/shared';
import { AuditLogRecord } from '@ile/shared/contracts/admin/audit-log';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordRoutes } from '../record-routes';
import { fullName, iso } from '../schemas';
import { DateBound, filterSchema, MAX_PAGE_SIZE, oneOrMany } from '../simple-rest';

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
  const { rows, total } = await listAuditLog(db, params);
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
