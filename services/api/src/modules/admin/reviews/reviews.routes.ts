import { ReviewRecord } from '@ile/shared/contracts/admin/reviews';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../audit';
import { IdParams } from '../schemas';
import { ListQuerystring, parseListQuery, sendList } from '../simple-rest';
import { createAdminReviews, reviewListSpec, UpdateReviewBody } from './reviews.service';

/** /api/admin/reviews: list, show, hide and unhide. */
export default async function reviewRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const reviews = createAdminReviews(app.db);
  const moderate = { permission: ['reviews', 'moderate'] as const };

  routes.get(
    '/',
    {
      config: { permission: ['reviews', 'read'] },
      schema: {
        summary: 'List reviews of agents and agencies, hidden ones included',
        querystring: ListQuerystring,
        response: { 200: z.array(ReviewRecord) },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, reviewListSpec);
      return sendList(reply, 'reviews', params, await reviews.list(params));
    },
  );

  routes.get(
    '/:id',
    {
      config: { permission: ['reviews', 'read'] },
      schema: { summary: 'One review', params: IdParams, response: { 200: ReviewRecord } },
    },
    async (request) => reviews.get(request.params.id),
  );

  routes.put(
    '/:id',
    {
      config: moderate,
      schema: {
        summary: 'Hide or unhide with `hidden`; other fields of the record are ignored',
        params: IdParams,
        body: UpdateReviewBody,
        response: { 200: ReviewRecord },
      },
    },
    async (request) => reviews.update(staffOf(request), request.params.id, request.body),
  );

  routes.post(
    '/:id/hide',
    {
      config: moderate,
      schema: {
        answers: { 409: 'The review is already hidden' },
        summary: 'Hide a review (409 when hidden)',
        params: IdParams,
        response: { 200: ReviewRecord },
      },
    },
    async (request) => reviews.hide(staffOf(request), request.params.id),
  );

  routes.post(
    '/:id/unhide',
    {
      config: moderate,
      schema: {
        answers: { 409: 'The review is not hidden' },
        summary: 'Show a hidden review again (409 when not hidden)',
        params: IdParams,
        response: { 200: ReviewRecord },
      },
    },
    async (request) => reviews.unhide(staffOf(request), request.params.id),
  );
}
