import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProviderRegistry } from './providers';
import { SANDBOX_CHECKOUT_PATH } from './providers/sandbox';
import { sandboxCheckoutPage, sandboxNotFoundPage } from './sandbox-checkout.page';

const Params = z.object({ reference: z.string().trim().min(1).max(100) });
const Decision = z.object({ outcome: z.enum(['paid', 'cancelled']) });

/** What the site's /property/payment page reads from the address it is sent back to. */
const RETURN_STATUS = { paid: 'successful', cancelled: 'cancelled', pending: 'pending' } as const;

/**
 * The sandbox provider's checkout page, served by the api so the demo pays offline. It stands in for the
 * provider's hosted page: no sign-in (the browser arrives by redirect), and the decision goes back to the
 * site the way a provider's would, by redirect, after the sandbox's signed webhook has been delivered.
 */
export default async function sandboxCheckoutRoutes(
  app: FastifyInstance,
  { providers }: { providers: ProviderRegistry },
) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const html = (reply: FastifyReply, status: number, body: string, formTargets: string[] = []) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      // Tighter than the api's default: no script at all, and the form may post here and send the payer
      // back to the site (browsers apply form-action to the redirect that follows a submission).
      .header(
        'content-security-policy',
        [
          "default-src 'none'",
          "style-src 'unsafe-inline'",
          "base-uri 'none'",
          "frame-ancestors 'none'",
          `form-action 'self' ${formTargets.join(' ')}`,
        ]
          .join('; ')
          .trim(),
      )
      .header('cache-control', 'no-store')
      .send(body);

  routes.get(
    '/payments/sandbox/checkout/:reference',
    { schema: { hide: true, params: Params } },
    async (request, reply) => {
      const sandbox = providers.sandbox;
      const charge = await sandbox?.findCharge(request.params.reference);
      if (!sandbox || !charge) return html(reply, 404, sandboxNotFoundPage('No such sandbox payment'));
      const action = `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(charge.reference)}`;
      return html(reply, 200, sandboxCheckoutPage(charge, action), [new URL(charge.return_url).origin]);
    },
  );

  routes.post(
    '/payments/sandbox/checkout/:reference',
    { schema: { hide: true, params: Params, body: Decision } },
    async (request, reply) => {
      const sandbox = providers.sandbox;
      const reference = request.params.reference;
      if (!sandbox) return html(reply, 404, sandboxNotFoundPage('No such sandbox payment'));
      const decided = await sandbox.decide(reference, request.body.outcome);
      if (decided) {
        // Like a real provider, the sandbox tells us by signed webhook; a failure here is not the payer's
        // problem: the site's verify call, which follows the redirect, reads the sandbox's record anyway.
        const webhook = sandbox.webhookFor(decided);
        const delivered = await app
          .inject({
            method: 'POST',
            url: '/api/v1/payments/webhook/sandbox',
            headers: webhook.headers,
            payload: webhook.body,
          })
          .catch((error: unknown) => ({ statusCode: 0, body: String(error) }));
        if (delivered.statusCode !== 200) {
          request.log.warn(
            { reference, status: delivered.statusCode, body: delivered.body },
            'sandbox webhook not accepted',
          );
        }
      }
      const charge = decided ?? (await sandbox.findCharge(reference));
      if (!charge) return html(reply, 404, sandboxNotFoundPage('No such sandbox payment'));
      const back = new URL(charge.return_url);
      back.searchParams.set('reference', charge.reference);
      back.searchParams.set('status', RETURN_STATUS[charge.status]);
      return reply.redirect(back.toString(), 303);
    },
  );
}
