import { FailEnvelope, MessageEnvelope, PaymentProviderSchema } from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentsService } from './payments.service';

/** Webhooks are small JSON documents; anything bigger is not from a provider. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * The providers' webhooks. Signatures are computed over the exact bytes sent, so this plugin (and only
 * this one: it is encapsulated) keeps bodies raw instead of parsing JSON. Paystack and Flutterwave retry
 * anything but a 2xx, so a reference we do not know is acknowledged with 200 (and nothing written); the
 * sandbox is ours and hears a plain 404.
 */
export default async function webhookRoutes(
  app: FastifyInstance,
  { payments }: { payments: PaymentsService },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/payments/webhook/:provider',
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment provider webhooks (signature-checked on the raw body)',
        params: z.object({ provider: PaymentProviderSchema }),
        response: { 200: MessageEnvelope, 404: FailEnvelope },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await payments.webhook(provider, rawBody, request.headers);
      if (outcome === 'unknown_reference') {
        if (provider === 'sandbox')
          return reply.code(404).send({ status: 'fail', message: 'No such payment' });
        return { status: 'success' as const, message: 'Ignored: no payment has this reference' };
      }
      return {
        status: 'success' as const,
        message: outcome === 'settled' ? 'Payment updated' : 'Ignored: not a payment event',
      };
    },
  );
}
