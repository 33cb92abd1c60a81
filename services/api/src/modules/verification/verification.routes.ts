import {
  CreateVerificationBody,
  MyVerificationResponse,
  successEnvelope,
  VerificationSchema,
} from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUserId } from '../../lib/own-user-id';
import { HOUR, perUser } from '../../plugins/external/rate-limit';
import { createVerificationService } from './verification.service';

const tags = ['verification'];
const security = [{ bearerAuth: [] }];
const MB = 1024 * 1024;

/** GET/POST /api/v1/user/verification: the caller's badges and verifications, and asking for one. */
export default async function verificationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const verifications = createVerificationService(app.db, app.privateStorage);
  routes.addHook('onRequest', app.authenticate);

  routes.get(
    '/verification',
    {
      schema: {
        tags,
        security,
        summary: "The caller's badges and latest ID and business verification (status, reason)",
        response: { 200: successEnvelope(MyVerificationResponse) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await verifications.status(ownUserId(request)) }),
  );

  routes.post(
    '/verification',
    {
      // Two pictures of at most 10 MB each, as base64 in JSON or as multipart files.
      bodyLimit: 30 * MB,
      preHandler: app.throttle([perUser('verification', 10, HOUR)]),
      schema: {
        answers: {
          403: 'Business verification asked for by an account without an agency',
          409: 'Already verified, or a verification of that kind is waiting for review',
        },
        tags,
        security,
        summary:
          'Ask for an ID check (government ID, its number and a selfie holding it) or, for agencies, a ' +
          'business check (registration number and certificate, licence number); JSON data URLs or multipart',
        body: CreateVerificationBody,
        response: { 201: successEnvelope(VerificationSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: 'success' as const,
        message: 'Thank you: Ile staff will check your documents, usually within two working days',
        data: await verifications.submit(ownUserId(request), request.body),
      }),
  );
}
