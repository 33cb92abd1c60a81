import { PropertyRecord } from '@ile/shared/contracts/admin/properties';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../audit';
import { IdParams } from '../schemas';
import { ListQuerystring, parseListQuery, sendList } from '../simple-rest';
import { createAdminProperties } from './properties.service';
import { propertyListSpec, UpdatePropertyBody } from './property-records';

/** /api/admin/properties: list, search, show, edit, unpublish, republish. */
export default async function propertyRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const properties = createAdminProperties(app.db, app.storage, app.privateStorage);

  routes.get(
    '/',
    {
      config: { permission: ['properties', 'read'] },
      schema: {
        summary: 'List and search listings in every state (q: title, address, city, owner)',
        querystring: ListQuerystring,
        response: { 200: z.array(PropertyRecord) },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, propertyListSpec);
      return sendList(reply, 'properties', params, await properties.list(params));
    },
  );

  routes.get(
    '/:id',
    {
      config: { permission: ['properties', 'read'] },
      schema: {
        summary: 'One listing, every field and image',
        params: IdParams,
        response: { 200: PropertyRecord },
      },
    },
    async (request) => properties.get(request.params.id),
  );

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
