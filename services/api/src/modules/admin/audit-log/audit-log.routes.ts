import type { Db } from '@ile/db';
import type { ListParams } from '@ile/db/list-query';
import { listAuditLog } from '@ile/db/repositories/audit-log.repository';
import { IdSchema, STAFF_ROLES } from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fullName, iso, Timestamp } from '../schemas';
import {
  DateBound,
  filterSchema,
  ListQuerystring,
  MAX_PAGE_SIZE,
  oneById,
  oneOrMany,
  parseListQuery,
  sendList,
} from '../simple-rest';

const AuditId = z.coerce.number().int().positive();

export const AuditLogRecord = z.object({
  id: z.number().int(),
  actor_id: IdSchema.nullable(),
  actor_name: z.string().nullable(),
  actor_role: z
    .string()
    .nullable()
    .meta({ description: `${STAFF_ROLES.join(', ')}, 'staff' or 'cli'` }),
  action: z.string().meta({ description: "e.g. 'listing_application.approve', 'user.suspend'" }),
  resource: z.string().meta({ description: "The console resource, e.g. 'listing-applications'" }),
  resource_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
  created_at: Timestamp,
});
type AuditLogRecord = z.infer<typeof AuditLogRecord>;

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
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/',
    {
      config: { permission: ['audit-log', 'read'] },
      schema: {
        summary: 'List audit rows, newest first',
        querystring: ListQuerystring,
        response: { 200: z.array(AuditLogRecord) },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, listSpec);
      return sendList(reply, 'audit-log', params, await listAudit(app.db, params));
    },
  );

  routes.get(
    '/:id',
    {
      config: { permission: ['audit-log', 'read'] },
      schema: {
        summary: 'One audit row',
        params: z.object({ id: AuditId }),
        response: { 200: AuditLogRecord },
      },
    },
    async (request) => {
      const list = (params: Parameters<typeof listAudit>[1]) => listAudit(app.db, params);
      return oneById(list, listSpec.defaultSort, { id: request.params.id }, 'Audit entry not found');
    },
  );
}
