import {
  CardsByIdsQuery,
  CardsByIdsResponse,
  HomeDisplayResponse,
  IncreaseViewResponse,
  PropertyIdParams,
  PropertyResponse,
  SimilarListingsResponse,
  successEnvelope,
  TrendingResponse,
} from '@ile/shared';
import { staffCan } from '@ile/shared/constants/staff-permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readsOf } from '../../lib/reads';
import { viewerKeyOf } from '../../lib/viewer-key';
import { HOUR } from '../../plugins/external/rate-limit';
import { createCatalogueService, type Viewer } from './catalogue.service';

const tags = ['properties'];
/** decisions.md: owners' phones are for signed-in users, and reveals are limited against scraping. */
const PHONE_REVEALS_PER_HOUR = 60;

const viewerOf = (request: FastifyRequest): Viewer => ({
  userId: request.identity?.userId,
  // Drafts are shown to staff who may read listings in the console (STAFF_PERMISSIONS), not to every staff role.
  staff: staffCan(request.identity?.staffRole, 'properties', 'read'),
  key: viewerKeyOf(request),
});

/** The public catalogue: home sections, trending, a listing's page and its view counter. */
export default async function propertyRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const catalogue = createCatalogueService(readsOf(app));
  const phoneReveals = app.createRateLimit({
    max: PHONE_REVEALS_PER_HOUR,
    timeWindow: HOUR,
    keyGenerator: (request) => `phone-reveal:${request.identity?.userId ?? request.ip}`,
  });
  // A token personalises these answers (isLiked, the phone); none is needed.
  routes.addHook('onRequest', app.identify);

  routes.get(
    '/display',
    {
      schema: {
        tags,
        summary: 'The home page sections: popular, a wide variety, newest',
        response: { 200: successEnvelope(HomeDisplayResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await catalogue.display(request.identity?.userId),
    }),
  );

  routes.get(
    '/trending',
    {
      schema: {
        tags,
        summary: 'Listings with the most views over the last week',
        response: { 200: successEnvelope(TrendingResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await catalogue.trending(request.identity?.userId),
    }),
  );

  routes.post(
    '/property/:id',
    {
      schema: {
        tags,
        summary: "A listing's full record; the owner's phone only for signed-in callers",
        params: PropertyIdParams,
        response: { 200: successEnvelope(PropertyResponse) },
      },
    },
    async (request) => {
      const phoneAllowed = async () => {
        const result = await phoneReveals(request);
        return result.isAllowed || !result.isExceeded;
      };
      const property = await catalogue.detail(request.params.id, viewerOf(request), phoneAllowed);
      return { status: 'success' as const, data: property };
    },
  );

  routes.get(
    '/cards',
    {
      schema: {
        tags,
        summary:
          'Cards of the published listings among `ids` (up to 20), in the order given: a visitor’s “Recently viewed”, kept in their browser',
        querystring: CardsByIdsQuery,
        response: { 200: successEnvelope(CardsByIdsResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await catalogue.cardsByIds(request.query.ids, request.identity?.userId),
    }),
  );

  routes.get(
    '/:id/similar',
    {
      schema: {
        tags,
        summary:
          'Up to 6 published listings like a published one: same state, category and currency, nearest price, then nearest place',
        params: PropertyIdParams,
        response: { 200: successEnvelope(SimilarListingsResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await catalogue.similar(request.params.id, request.identity?.userId),
    }),
  );

  routes.get(
    '/increase-view/:id',
    {
      schema: {
        tags,
        summary: 'Counts a view: one per viewer (user or anonymous fingerprint) per listing per day',
        params: PropertyIdParams,
        response: { 200: successEnvelope(IncreaseViewResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await catalogue.countView(request.params.id, viewerOf(request)),
    }),
  );
}
