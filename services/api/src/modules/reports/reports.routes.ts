import { CreateReportBody, REPORTS_PER_HOUR, ReportSchema, successEnvelope } from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUserId } from '../../lib/own-user-id';
import { HOUR, perUser } from '../../plugins/external/rate-limit';
import { createReportService } from './reports.service';

const THROTTLE = [perUser('report-create', REPORTS_PER_HOUR, HOUR)];

/** /api/v1/reports: a signed-in user reports a listing, a person, a review or a message; staff decide. */
export default async function reportRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const reports = createReportService(app.db, app.realtime);
  routes.addHook('onRequest', app.authenticate);

  routes.post(
    '/',
    {
      preHandler: app.throttle(THROTTLE),
      schema: {
        answers: {
          403: 'The target is the caller’s own listing, profile, review or message',
          404: 'No such listing, person, review, or message in the caller’s conversations',
          409: 'The caller already has an open report on this target',
        },
        tags: ['reports'],
        security: [{ bearerAuth: [] }],
        summary: `Report a listing, a person, a review or a message (at most ${REPORTS_PER_HOUR} an hour)`,
        body: CreateReportBody,
        response: { 201: successEnvelope(ReportSchema) },
      },
    },
    async (request, reply) => {
      const report = await reports.create(ownUserId(request), request.body);
      return reply.code(201).send({
        status: 'success' as const,
        message: 'Thank you: our team will look at your report',
        data: report,
      });
    },
  );
}
