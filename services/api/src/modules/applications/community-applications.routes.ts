import {
  CreateAgencyApplicationBody,
  CreateAgentApplicationBody,
  CreateApplicationResponse,
  CreateStudentApplicationBody,
  MESSAGES,
  MyApplicationsResponse,
  successEnvelope,
} from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUserId } from '../../lib/own-user-id';
import { HOUR, perUser } from '../../plugins/external/rate-limit';
import { createCommunityApplicationService } from './community-applications.service';

const tags = ['applications'];
const security = [{ bearerAuth: [] }];
const MB = 1024 * 1024;

/**
 * Applying to become an agent, an agency or a verified student, and the applicant's view of every
 * application (under /api/v1/applications). Staff decide them in the console.
 */

export default async function communityApplicationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const applications = createCommunityApplicationService(app.db, app.privateStorage);
  routes.addHook('onRequest', app.authenticate);
  const created = { 201: successEnvelope(CreateApplicationResponse) };
  const sent = { status: 'success' as const, message: MESSAGES.listing.applicationSent };
  // One counter for the three kinds: each stores pictures and documents for staff to review.
  const applying = app.throttle([perUser('community-application', 10, HOUR)]);

  routes.post(
    '/agent',
    {
      // One picture of at most 10 MB, as base64.
      bodyLimit: 15 * MB,
      preHandler: applying,
      schema: {
        answers: { 409: 'Already an agent, or an agent application is pending' },
        tags,
        security,
        summary: 'Apply to become an agent',
        body: CreateAgentApplicationBody,
        response: created,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ ...sent, data: await applications.applyAsAgent(ownUserId(request), request.body) }),
  );

  routes.post(
    '/agency',
    {
      // A logo and a registration document of at most 10 MB each, as base64.
      bodyLimit: 30 * MB,
      preHandler: applying,
      schema: {
        answers: { 409: 'Already an agency, or an agency application is pending' },
        tags,
        security,
        summary: 'Apply to register an agency',
        body: CreateAgencyApplicationBody,
        response: created,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ ...sent, data: await applications.applyAsAgency(ownUserId(request), request.body) }),
  );

  routes.post(
    '/student',
    {
      // The proof is at most 1 MB.
      bodyLimit: 2 * MB,
      preHandler: applying,
      schema: {
        answers: { 409: 'Already a verified student, or a student application is pending' },
        tags,
        security,
        summary: 'Apply to become a verified student (JPEG/PNG proof, 1024×768 or more, 100 KB–1 MB)',
        body: CreateStudentApplicationBody,
        response: created,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ ...sent, data: await applications.applyAsStudent(ownUserId(request), request.body) }),
  );

  routes.get(
    '/mine',
    {
      schema: {
        tags,
        security,
        summary: "The caller's applications of every kind and their status, newest first",
        response: { 200: successEnvelope(MyApplicationsResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { applications: await applications.mine(ownUserId(request)) },
    }),
  );
}
