import {
  CreateListingImportBody,
  LISTING_IMPORT_LIMITS,
  ListingImportIdParams,
  ListingImportReportSchema,
  successEnvelope,
} from '@ile/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../lib/errors';
import { ownUserId } from '../../lib/own-user-id';
import { HOUR, perUser } from '../../plugins/external/rate-limit';
import { createListingImportService } from './listing-import.service';

const tags = ['listing imports'];
const security = [{ bearerAuth: [] }];

function identityOf(request: FastifyRequest) {
  if (!request.identity) throw new UnauthorizedError('Sign in to continue');
  return request.identity;
}

/** Bulk import of listings from a CSV (/manage/import on the site), under /api/v1/manage. */
export default async function listingImportRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const imports = createListingImportService(app.db, app.config.importPhotoPolicy);
  routes.addHook('onRequest', app.authenticate);

  routes.post(
    '/imports',
    {
      // The CSV as base64 (multipart or a data URL in JSON) grows by a third.
      bodyLimit: Math.ceil(LISTING_IMPORT_LIMITS.maxFileBytes * 1.4),
      preHandler: app.throttle([perUser('listing-import', 30, HOUR)]),
      schema: {
        answers: { 403: 'Staff accounts, or an email not yet verified' },
        tags,
        security,
        summary:
          `Upload a listings CSV (multipart field \`file\`; up to ${LISTING_IMPORT_LIMITS.maxRows} rows, the ` +
          'template’s columns) and get its per-row report; nothing is created until it is confirmed',
        body: CreateListingImportBody,
        response: { 201: successEnvelope(ListingImportReportSchema) },
      },
    },
    async (request, reply) => {
      const report = await imports.check(identityOf(request), request.body.file);
      return reply.code(201).send({ status: 'success' as const, data: report });
    },
  );

  routes.get(
    '/imports/:importId',
    {
      schema: {
        tags,
        security,
        summary: "One of the caller's imports: the per-row report and, once confirmed, each row's progress",
        params: ListingImportIdParams,
        response: { 200: successEnvelope(ListingImportReportSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await imports.report(ownUserId(request), request.params.importId),
    }),
  );

  routes.post(
    '/imports/:importId/confirm',
    {
      schema: {
        answers: {
          403: 'Staff accounts, or an email not yet verified',
          409: 'No row of the file can be imported',
        },
        tags,
        security,
        summary:
          'Import the valid rows: each becomes a listing application once the worker has fetched its ' +
          'photos. Confirming again changes nothing',
        params: ListingImportIdParams,
        response: { 200: successEnvelope(ListingImportReportSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await imports.confirm(identityOf(request), request.params.importId),
    }),
  );
}
