import type { Db } from '@ile/db';
import type { ListParams } from '@ile/db/list-query';
import { listTransactionsForConsole } from '@ile/db/repositories/transactions.repository';
import { IdSchema, PAYMENT_PROVIDERS, TRANSACTION_STATUSES } from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fullName, IdParams, iso, isoOrNull, NullableTimestamp, Timestamp } from '../schemas';
import {
  DateBound,
  filterSchema,
  ListQuerystring,
  oneById,
  oneOrMany,
  parseListQuery,
  sendList,
} from '../simple-rest';

export const TransactionRecord = z.object({
  id: IdSchema,
  reference: z.string(),
  user_id: IdSchema.nullable(),
  user_name: z.string().nullable(),
  property_id: IdSchema.nullable(),
  property_title: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  amount: z.number(),
  currency: z.string(),
  subject: z.string().nullable(),
  description: z.string().nullable(),
  payer_name: z.string().nullable(),
  payer_email: z.string().nullable(),
  status: z.enum(TRANSACTION_STATUSES),
  provider_reference: z.string().nullable(),
  verified_at: NullableTimestamp,
  raw: z
    .record(z.string(), z.unknown())
    .nullable()
    .meta({ description: "The provider's answer, as received" }),
  created_at: Timestamp,
  updated_at: Timestamp,
});
type TransactionRecord = z.infer<typeof TransactionRecord>;

const listSpec = {
  sortFields: ['id', 'created_at', 'updated_at', 'amount', 'status', 'provider', 'verified_at', 'reference'],
  defaultSort: { field: 'created_at', order: 'desc' as const },
  filter: filterSchema({
    status: oneOrMany(z.enum(TRANSACTION_STATUSES)).optional(),
    provider: oneOrMany(z.enum(PAYMENT_PROVIDERS)).optional(),
    currency: oneOrMany(z.string().trim().length(3)).optional(),
    user_id: IdSchema.optional(),
    property_id: IdSchema.optional(),
    amount_gte: z.number().min(0).optional(),
    amount_lte: z.number().min(0).optional(),
    created_at_gte: DateBound.optional(),
    created_at_lte: DateBound.optional(),
  }),
};

async function listTransactions(
  db: Db,
  params: ListParams<z.output<typeof listSpec.filter>>,
): Promise<{ rows: TransactionRecord[]; total: number }> {
  const { rows, total } = await listTransactionsForConsole(db, params);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      user_id: row.user_id,
      user_name: fullName(row.first_name, row.last_name),
      property_id: row.property_id,
      property_title: row.property_title,
      provider: row.provider,
      amount: row.amount,
      currency: row.currency,
      subject: row.subject,
      description: row.description,
      payer_name: row.payer_name,
      payer_email: row.payer_email,
      status: row.status,
      provider_reference: row.provider_reference,
      verified_at: isoOrNull(row.verified_at),
      raw: row.raw,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    })),
    total,
  };
}

/** /api/admin/transactions: read-only payments, filtered by status and provider. */
export default async function transactionRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/',
    {
      config: { permission: ['transactions', 'read'] },
      schema: {
        summary: 'List payments (read-only)',
        querystring: ListQuerystring,
        response: { 200: z.array(TransactionRecord) },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, listSpec);
      return sendList(reply, 'transactions', params, await listTransactions(app.db, params));
    },
  );

  routes.get(
    '/:id',
    {
      config: { permission: ['transactions', 'read'] },
      schema: { summary: 'One payment', params: IdParams, response: { 200: TransactionRecord } },
    },
    async (request) => {
      const list = (params: Parameters<typeof listTransactions>[1]) => listTransactions(app.db, params);
      return oneById(list, listSpec.defaultSort, { id: request.params.id }, 'Transaction not found');
    },
  );
}
