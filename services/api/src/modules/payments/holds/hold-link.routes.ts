import { HoldLinkBody, HoldLinkPreview, successEnvelope } from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HOUR, perIp } from '../../../plugins/external/rate-limit';
import type { HoldsService } from './holds.service';

const tags = ['payments'];
const invalid = { 404: 'The link is not valid (unknown payment, or a signature that does not match)' };

/**
 * The emailed one-tap "I have the keys" link (docs/payments.md, "Held payments"): no sign-in, the signed
 * token is the credential. The site's page first asks what the tap would do (preview, which changes
 * nothing, so a mail scanner opening the link moves no money), then the tenant's tap confirms.
 */
export default async function holdLinkRoutes(app: FastifyInstance, { holds }: { holds: HoldsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The throttle slows guessing (signatures are 256-bit); POST keeps the token out of access logs.
  const throttle = app.throttle([perIp('hold-link', 60, HOUR)]);

  routes.post(
    '/payments/holds/link/preview',
    {
      preHandler: throttle,
      schema: {
        tags,
        summary:
          'What an emailed "I have the keys" link would do: the payment, amount and owner; changes nothing',
        body: HoldLinkBody,
        response: { 200: successEnvelope(HoldLinkPreview) },
        answers: invalid,
      },
    },
    async (request) => ({ status: 'success' as const, data: await holds.previewLink(request.body.token) }),
  );

  routes.post(
    '/payments/holds/link/confirm',
    {
      preHandler: throttle,
      schema: {
        tags,
        summary:
          'The tenant’s tap on an emailed "I have the keys" link: Ile releases the held money to the owner; no sign-in needed',
        body: HoldLinkBody,
        response: { 200: successEnvelope(HoldLinkPreview) },
        answers: {
          ...invalid,
          410: 'The link has already been used, or the payment moved on (released, refunded, disputed)',
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Thank you. Ile is releasing the money to the owner',
      data: await holds.followLink(request.body.token),
    }),
  );
}
