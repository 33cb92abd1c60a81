import {
  CreateTransactionBody,
  InitialisePaymentBody,
  InitialisePaymentResponse,
  ListTransactionsQuery,
  MESSAGES,
  pageCount,
  successEnvelope,
  TransactionSchema,
  type TransactionStatus,
  TransactionsResponse,
  VerifyPaymentBody,
} from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUserId } from '../../lib/own-user-id';
import { MINUTE, perUser } from '../../plugins/external/rate-limit';
import type { PaymentsService } from './payments.service';
import { toTransaction } from './transaction.mapper';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];

const VERIFY_MESSAGES: Record<TransactionStatus, string> = {
  successful: MESSAGES.payment.successful,
  pending: 'The payment is not complete yet',
  failed: 'The payment failed',
  abandoned: 'The payment was not completed',
};

/** Paying for a listing, verifying the payment, and the caller's own transactions. */
export default async function checkoutRoutes(
  app: FastifyInstance,
  { payments }: { payments: PaymentsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.authenticate);
  routes.post(
    '/payments/initialize',
    {
      preHandler: app.throttle([perUser('payments:initialize', 20, 10 * MINUTE)]),
      schema: {
        answers: { 409: 'The listing is not open for payment' },
        tags,
        security,
        summary: 'Open a checkout for a listing; the amount and currency are the listing’s',
        body: InitialisePaymentBody,
        response: { 201: successEnvelope(InitialisePaymentResponse) },
      },
    },
    async (request, reply) => {
      const data = await payments.initialize(ownUserId(request), request.body);
      return reply.code(201).send({ status: 'success', data });
    },
  );

  routes.post(
    '/payments/verify',
    {
      preHandler: app.throttle([perUser('payments:verify', 60, 10 * MINUTE)]),
      schema: {
        tags,
        security,
        summary: 'Ask the provider how one of your payments went; the answer is the transaction',
        body: VerifyPaymentBody,
        response: { 200: successEnvelope(TransactionSchema) },
      },
    },
    async (request) => {
      const row = await payments.verify(ownUserId(request), request.body.reference);
      return { status: 'success' as const, message: VERIFY_MESSAGES[row.status], data: toTransaction(row) };
    },
  );

  routes.post(
    '/transaction/create',
    {
      preHandler: app.throttle([perUser('payments:record', 20, 10 * MINUTE)]),
      schema: {
        answers: { 409: 'The listing is not open for payment' },
        tags,
        security,
        summary: 'Kept for the old client: records a pending transaction, priced by the listing',
        description:
          'The status sent is ignored: a payment becomes successful only when the server has verified it ' +
          'with the provider (POST /payments/verify or a signed webhook).',
        body: CreateTransactionBody,
        response: { 201: successEnvelope(TransactionSchema) },
      },
    },
    async (request, reply) => {
      const row = await payments.recordPending(ownUserId(request), request.body);
      return reply.code(201).send({
        status: 'success',
        message: 'Transaction recorded as pending; it becomes successful once the payment is verified',
        data: toTransaction(row),
      });
    },
  );

  routes.get(
    '/user/transactions',
    {
      schema: {
        tags,
        security,
        summary: 'Your transactions, newest first',
        querystring: ListTransactionsQuery,
        response: { 200: successEnvelope(TransactionsResponse) },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const { rows, total } = await payments.list(ownUserId(request), page, size);
      return {
        status: 'success' as const,
        ...(total === 0 ? { message: MESSAGES.account.noTransactions } : {}),
        data: {
          transactions: rows.map(toTransaction),
          totalItems: total,
          totalPages: pageCount(total, size),
        },
      };
    },
  );
}
