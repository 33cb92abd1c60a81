import type { Db } from '@ile/db';
import { textSearch } from '@ile/db/text-search';
import { CaughtMailRecord } from '@ile/shared/contracts/admin/mail';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allOf, countOf, dateRange, equals, oneOrManyOf, pageOf } from '../list-query';
import { recordRoutes } from '../record-routes';
import { iso } from '../schemas';
import { DateBound, filterSchema, type ListParams } from '../simple-rest';

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
  const f = params.filter;
  const query = db
    .selectFrom('emails as e')
    .select(['e.id', 'e.to_address', 'e.subject', 'e.text', 'e.html', 'e.created_at'])
    .where(
      allOf([
        // What the worker's mail catcher kept instead of sending (no SMTP server configured).
        equals('e.status', 'caught'),
        oneOrManyOf('e.id', f.id),
        f.to_address ? textSearch(['e.to_address'], f.to_address) : null,
        ...dateRange('e.created_at', f.created_at_gte, f.created_at_lte),
        textSearch(['e.to_address', 'e.subject'], f.q),
      ]),
    );
  const [rows, total] = await Promise.all([
    pageOf(query, {
      sortColumn: `e.${params.sort.field}`,
      order: params.sort.order,
      idColumn: 'e.id',
      offset: params.offset,
      limit: params.limit,
    }).execute(),
    countOf(query),
  ]);
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
