import type { Db } from '@ile/db';
import type { ListParams } from '@ile/db/list-query';
import { listCaughtEmails } from '@ile/db/repositories/emails.repository';
import { CaughtMailRecord } from '@ile/shared/contracts/admin/mail';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordRoutes } from '../record-routes';
import { iso } from '../schemas';
import { DateBound, filterSchema } from '../simple-rest';

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
  const resource = recordRoutes(app, 'mail', CaughtMailRecord);

  resource.list(
    listSpec,
    { list: (params) => listMail(app.db, params) },
    {
      list: 'Mail caught locally instead of sent (development and test only)',
      show: 'One caught message',
      notFound: 'Message not found',
    },
  );
}
