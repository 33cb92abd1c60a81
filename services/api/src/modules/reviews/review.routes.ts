import { CreateReviewBody, MESSAGES, ReviewsBody, ReviewsResponse, successEnvelope } from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUserId } from '../../lib/own-user-id';
import { HOUR, perUser } from '../../plugins/external/rate-limit';
import { createReviewService } from './review.service';

const tags = ['reviews'];

/** Reviews of agents and agencies, under /api/v1/review. */

export default async function reviewRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const reviews = createReviewService(app.db);

  routes.post(
    '/reviews',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: "A profile's reviews, newest first, with the average rating and count",
        body: ReviewsBody,
        response: { 200: successEnvelope(ReviewsResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await reviews.list(request.body.type, request.body.id),
    }),
  );

  routes.post(
    '/create-review',
    {
      onRequest: app.authenticate,
      preHandler: app.throttle([perUser('review', 20, HOUR)]),
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Review an agent or agency (1–5 and a comment; a second review replaces the first)',
        body: CreateReviewBody,
        response: { 200: successEnvelope(ReviewsResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: MESSAGES.agents.reviewAdded,
      data: await reviews.create(ownUserId(request), request.body),
    }),
  );
}
