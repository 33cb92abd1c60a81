import type { Db } from '@ile/db';
import type { ListParams } from '@ile/db/list-query';
import { listTransactionsForConsole } from '@ile/db/repositories/transactions.repository';
import { IdSchema, PAYMENT_PROVIDERS, TRANSACTION_STATUSES } from '@ile/shared';
import { TransactionRecord } from '@ile/shared/contracts/admin/transactions';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordRoutes } from '../record-routes';
import { fullName, iso, isoOrNull } from '../schemas';
import { DateBound, filterSchema, oneOrMany } from '../simple-rest';

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
      hold:
        row.hold_id && row.hold_purpose && row.hold_state
          ? {
              id: row.hold_id,
              purpose: row.hold_purpose,
              state: row.hold_state,
              payee_id: row.hold_payee_id,
              payee_name: fullName(row.payee_first_name, row.payee_last_name),
              release_after: isoOrNull(row.hold_release_after),
              disputed_at: isoOrNull(row.hold_disputed_at),
              settled_at: isoOrNull(row.hold_settled_at),
              provider_payout_id: row.hold_payout_id,
              payout_failure: row.hold_payout_failure,
            }
          : null,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    })),
    total,
  };
}

/** /api/admin/transactions: read-only payments, filtered by status and provider. */
export default async function transactionRoutes(app: FastifyInstance) {
  const resource = recordRoutes(app, 'transactions', TransactionRecord);

  resource.list(
    listSpec,
    { list: (params) => listTransactions(app.db, params) },
    { list: 'List payments (read-only)', show: 'One payment', notFound: 'Transaction not found' },
  );
}
