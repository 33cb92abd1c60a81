import { MergeRecentlyViewedBody, RecentlyViewedResponse, successEnvelope } from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUserId } from '../../lib/own-user-id';
import { createRecentlyViewedService } from './recently-viewed.service';

const tags = ['user'];
const security = [{ bearerAuth: [] }];

/** /api/v1/user/recently-viewed: the caller's last 20 viewed listings, kept on the account. */
export default async function recentlyViewedRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const recentlyViewed = createRecentlyViewedService(app.db);
  routes.addHook('onRequest', app.authenticate);

  routes.get(
    '/recently-viewed',
    {
      schema: {
        tags,
        security,
        summary:
          'The caller’s last 20 viewed listings that are still published, newest first (a listing page records itself through increase-view)',
        response: { 200: successEnvelope(RecentlyViewedResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await recentlyViewed.list(ownUserId(request)),
    }),
  );

  routes.post(
    '/recently-viewed',
    {
      schema: {
        tags,
        security,
        summary:
          'Merges the browser’s list into the account at sign-in, each view at its own time; unknown and unpublished listings are skipped. Answers the merged list',
        body: MergeRecentlyViewedBody,
        response: { 200: successEnvelope(RecentlyViewedResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await recentlyViewed.merge(ownUserId(request), request.body.views),
    }),
  );
}
