import { ReviewRecord } from '@ile/shared/contracts/admin/reviews';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../audit';
import { listRoutes } from '../list-routes';
import { IdParams } from '../schemas';
import { createAdminReviews, reviewListSpec, UpdateReviewBody } from './reviews.service';

/** /api/admin/reviews: list, show, hide and unhide. */
export default async function reviewRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const reviews = createAdminReviews(app.db);
  const moderate = { permission: ['reviews', 'moderate'] as const };

  listRoutes(app, {
    resource: 'reviews',
    record: ReviewRecord,
    spec: reviewListSpec,
    list: {
      summary: 'List reviews of agents and agencies, hidden ones included',
      run: (params) => reviews.list(params),
    },
    show: { summary: 'One review', run: (id) => reviews.get(id) },
  });

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
