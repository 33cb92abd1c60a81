import { ReviewRecord } from '@ile/shared/contracts/admin/reviews';
import type { FastifyInstance } from 'fastify';
import { recordRoutes } from '../record-routes';
import { createAdminReviews, reviewListSpec, UpdateReviewBody } from './reviews.service';

/** /api/admin/reviews: list, show, hide and unhide. */
export default async function reviewRoutes(app: FastifyInstance) {
  const reviews = createAdminReviews(app.db);
  const resource = recordRoutes(app, 'reviews', ReviewRecord);

  resource.list(reviewListSpec, reviews, {
    list: 'List reviews of agents and agencies, hidden ones included',
    show: 'One review',
  });

  resource.action('PUT', '/:id', {
    action: 'moderate',
    summary: 'Hide or unhide with `hidden`; other fields of the record are ignored',
    body: UpdateReviewBody,
    run: (staff, id, body) => reviews.update(staff, id, body),
  });

  resource.action('POST', '/:id/hide', {
    action: 'moderate',
    summary: 'Hide a review (409 when hidden)',
    conflict: 'The review is already hidden',
    run: (staff, id) => reviews.hide(staff, id),
  });

  resource.action('POST', '/:id/unhide', {
    action: 'moderate',
    summary: 'Show a hidden review again (409 when not hidden)',
    conflict: 'The review is not hidden',
    run: (staff, id) => reviews.unhide(staff, id),
  });
}
