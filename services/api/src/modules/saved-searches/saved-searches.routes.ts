import {
  CreateSavedSearchBody,
  MAX_SAVED_SEARCHES,
  SavedSearchesResponse,
  SavedSearchIdParams,
  SavedSearchMatchesResponse,
  SavedSearchSchema,
  successEnvelope,
  UnsubscribeAlertsBody,
  UnsubscribeAlertsQuery,
  UnsubscribeAlertsResponse,
  UpdateSavedSearchBody,
} from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError } from '../../lib/errors';
import { ownUserId } from '../../lib/own-user-id';
import { HOUR, perIp, perUser } from '../../plugins/external/rate-limit';
import { createSavedSearchService } from './saved-searches.service';

const tags = ['saved searches'];
const security = [{ bearerAuth: [] }];
const NOT_FOUND = { 404: 'No saved search of the caller’s has this id' };

/**
 * RFC 8058's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form to the link's URL, which
 * carries the token; the site's page posts JSON with the token instead. Either works.
 */
const UnsubscribeBody = UnsubscribeAlertsBody.partial()
  .extend({ 'List-Unsubscribe': z.literal('One-Click').optional() })
  .optional();

/** /api/v1/saved-searches: a signed-in user's saved searches, and the alert emails' unsubscribe link. */
export default async function savedSearchRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const savedSearches = createSavedSearchService(app.db);

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  routes.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The caller’s saved searches, newest first, each with its count of new matches',
        response: { 200: successEnvelope(SavedSearchesResponse) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await savedSearches.list(ownUserId(request)) }),
  );

  routes.post(
    '/',
    {
      onRequest: app.authenticate,
      preHandler: app.throttle([perUser('saved-search-create', 60, HOUR)]),
      schema: {
        tags,
        security,
        summary: `Save a search (its known filters; others are dropped) with an alert frequency; at most ${MAX_SAVED_SEARCHES}`,
        body: CreateSavedSearchBody,
        response: { 201: successEnvelope(SavedSearchSchema) },
        answers: { 409: `The caller already keeps ${MAX_SAVED_SEARCHES} saved searches` },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: 'success' as const,
        message: 'Search saved',
        data: await savedSearches.create(ownUserId(request), request.body),
      }),
  );

  routes.patch(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Rename a saved search, change its filters or alert frequency, pause or resume it',
        params: SavedSearchIdParams,
        body: UpdateSavedSearchBody,
        response: { 200: successEnvelope(SavedSearchSchema) },
        answers: NOT_FOUND,
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await savedSearches.update(ownUserId(request), request.params.id, request.body),
    }),
  );

  routes.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete a saved search and its matches',
        params: SavedSearchIdParams,
        response: { 200: successEnvelope(z.null()) },
        answers: NOT_FOUND,
      },
    },
    async (request) => {
      await savedSearches.remove(ownUserId(request), request.params.id);
      return { status: 'success' as const, message: 'Saved search deleted', data: null };
    },
  );

  routes.get(
    '/:id/matches',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Listings the saved search matched since the caller last looked (at most 100, newest first); looking marks them seen',
        params: SavedSearchIdParams,
        response: { 200: successEnvelope(SavedSearchMatchesResponse) },
        answers: NOT_FOUND,
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await savedSearches.matches(ownUserId(request), request.params.id),
    }),
  );

  routes.post(
    '/unsubscribe',
    {
      // Anyone holding the mailed link may use it once; the throttle slows guessing (signatures are 256-bit).
      preHandler: app.throttle([perIp('alert-unsubscribe', 60, HOUR)]),
      schema: {
        tags,
        summary:
          'Turn one saved search’s alerts off with the signed link of its alert emails (RFC 8058 one-click: the token in the query, `List-Unsubscribe=One-Click` as the form body; or JSON `{token}`); no sign-in needed',
        querystring: UnsubscribeAlertsQuery,
        body: UnsubscribeBody,
        response: { 200: successEnvelope(UnsubscribeAlertsResponse) },
        answers: {
          404: 'The link is not valid (unknown search, or a signature that does not match)',
          410: 'The link has already been used',
        },
      },
    },
    async (request) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) throw new BadRequestError('The unsubscribe link has no token');
      const done = await savedSearches.unsubscribe(token);
      return { status: 'success' as const, message: `Alerts for “${done.name}” are off`, data: done };
    },
  );
}
