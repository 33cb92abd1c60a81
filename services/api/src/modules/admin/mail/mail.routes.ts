import type { Db } from '@ile/db';
import type { ListParams } from '@ile/db/list-query';
import { listCaughtEmails } from '@ile/db/repositories/emails.repository';
import { IdSchema } from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, iso, Timestamp } from '../schemas';
import { DateBound, filterSchema, ListQuerystring, oneById, parseListQuery, sendList } from '../simple-rest';

export const CaughtMailRecord = z.object({
  id: IdSchema,
  to_address: z.string(),
  subject: z.string(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  created_at: Timestamp,
});
type CaughtMailRecord = z.infer<typeof CaughtMailRecord>;

const listSpec = {
  sortFields: ['id', 'created_at', 'subject', 'to_address'],
  defaultSort: { field: 'created_at', order: 'desc' as const },
  filter: filterSchema({
    to_address: z.string().trim().min(1).max(254).optional(),
    created_at_gte: DateBound.optional(),
    created_at_lte: DateBound.optional(),
  }),
};

async function listMail(
  db: Db,
  params: ListParams<z.output<typeof listSpec.filter>>,
): Promise<{ rows: CaughtMailRecord[]; total: number }> {
  const { rows, total } = await listCaughtEmails(db, params);
  return { rows: rows.map((row) => ({ ...row, created_at: iso(row.created_at) })), total };
}

/** /api/admin/mail: the local mail catcher's messages; registered only outside production. */
export default async function mailRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/',
    {
      config: { permission: ['mail', 'read'] },
      schema: {
        summary: 'Mail caught locally instead of sent (development and test only)',
        querystring: ListQuerystring,
        response: { 200: z.array(CaughtMailRecord) },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, listSpec);
      return sendList(reply, 'mail', params, await listMail(app.db, params));
    },
  );

  routes.get(
    '/:id',
    {
      config: { permission: ['mail', 'read'] },
      schema: { summary: 'One caught message', params: IdParams, response: { 200: CaughtMailRecord } },
    },
    async (request) => {
      const list = (params: Parameters<typeof listMail>[1]) => listMail(app.db, params);
      return oneById(list, listSpec.defaultSort, { id: request.params.id }, 'Message not found');
    },
  );
}
