import {
  MAP_POINTS_LIMIT,
  PropertyMapQuery,
  PropertyMapResponse,
  SearchPropertiesQuery,
  SearchPropertiesResponse,
  successEnvelope,
} from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readsOf } from '../../lib/reads';
import { createMapService } from './map.service';
import { createSearchService } from './search.service';

const tags = ['properties'];

/**
 * The answer is built field by field (toCards) to the response schema, which still documents it and which
 * the tests check it against. Checking ~20 KB of cards against it again on every search cost a tenth of
 * the api's CPU per search (docs/performance.md), so it is only serialised here.
 */
const serializeOnly = () => (data: unknown) => JSON.stringify(data);

/** GET /api/v1/property/search, /searchwishlist and /map (registered under /api/v1/property). */
export default async function searchRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const search = createSearchService(readsOf(app));
  const map = createMapService(readsOf(app), { rates: search.rates });
  // Public: a token only personalises isLiked. A userId naming someone else is refused by the identity guard.
  routes.addHook('onRequest', app.identify);

  // searchwishlist is the spec's name for the same search on the student and category pages.
  for (const [path, summary] of [
    ['/search', 'Search published listings by filters, sorted and paged'],
    ['/searchwishlist', 'The same search, as the student and category pages call it'],
  ] as const) {
    routes.get(
      path,
      {
        schema: {
          tags,
          summary,
          description:
            'Empty and unknown filters are ignored. Past 1000 matches totalItems may be an estimate (totalIsEstimate).',
          querystring: SearchPropertiesQuery,
          response: { 200: successEnvelope(SearchPropertiesResponse) },
        },
        serializerCompiler: serializeOnly,
      },
      async (request) => ({
        status: 'success' as const,
        data: await search.search(request.query, request.identity?.userId),
      }),
    );
  }

  routes.get(
    '/map',
    {
      schema: {
        tags,
        summary: 'Published listings on a map: pins, or clusters counted per grid cell',
        description: `The search's filters apply as they do to the list; bbox (minLng,minLat,maxLng,maxLat) is required and zoom is 0-20. At most ${MAP_POINTS_LIMIT} matches in the view come back as points (price in the listing's own currency), more as clusters.`,
        querystring: PropertyMapQuery,
        response: { 200: successEnvelope(PropertyMapResponse) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await map.search(request.query) }),
  );
}
