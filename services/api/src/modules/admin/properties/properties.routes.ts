import { PropertyRecord } from '@ile/shared/contracts/admin/properties';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../audit';
import { listRoutes } from '../list-routes';
import { IdParams } from '../schemas';
import { createAdminProperties } from './properties.service';
import { propertyListSpec, UpdatePropertyBody } from './property-records';

/** /api/admin/properties: list, search, show, edit, unpublish, republish. */
export default async function propertyRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const properties = createAdminProperties(app.db, app.storage, app.privateStorage);

  listRoutes(app, {
    resource: 'properties',
    record: PropertyRecord,
    spec: propertyListSpec,
    list: {
      summary: 'List and search listings in every state (q: title, address, city, owner)',
      run: (params) => properties.list(params),
    },
    show: { summary: 'One listing, every field and image', run: (id) => properties.get(id) },
  });

  routes.put(
    '/:id',
    {
      config: { permission: ['properties', 'update'] },
      schema: {
        answers: { 409: 'The listing is already in that status, or cannot be republished' },
        summary: 'Edit a listing with the edit form’s rules; `status` published/unpublished toggles it',
        params: IdParams,
        body: UpdatePropertyBody,
        response: { 200: PropertyRecord },
      },
    },
    async (request) => properties.update(staffOf(request), request.params.id, request.body),
  );

  routes.post(
    '/:id/unpublish',
    {
      config: { permission: ['properties', 'publish'] },
      schema: {
        answers: { 409: 'The listing is not published' },
        summary: 'Take a published listing out of search (409 when not published)',
        params: IdParams,
        response: { 200: PropertyRecord },
      },
    },
    async (request) => properties.unpublish(staffOf(request), request.params.id),
  );

  routes.post(
    '/:id/republish',
    {
      config: { permission: ['properties', 'publish'] },
      schema: {
        answers: { 409: 'The listing is already published, or cannot be republished' },
        summary: 'Put an unpublished listing back in search (emits property.published)',
        params: IdParams,
        response: { 200: PropertyRecord },
      },
    },
    async (request) => properties.republish(staffOf(request), request.params.id),
  );
}
