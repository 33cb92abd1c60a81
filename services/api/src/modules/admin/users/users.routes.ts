import { UserRecord } from '@ile/shared/contracts/admin/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../audit';
import { listRoutes } from '../list-routes';
import { IdParams } from '../schemas';
import { SuspendBody, UpdateUserBody, userListSpec } from './user-records';
import { createAdminUsers } from './users.service';

/** /api/admin/users: list, search, show; role and staff role, suspend, reinstate, erase (Admin). */
export default async function userRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const users = createAdminUsers(app.db);

  listRoutes(app, {
    resource: 'users',
    record: UserRecord,
    spec: userListSpec,
    list: {
      summary: 'List and search people (q: name, email, phone), with their counts',
      run: (params) => users.list(params),
    },
    show: { summary: 'One person, with their counts', run: (id) => users.get(id) },
  });

  routes.put(
    '/:id',
    {
      config: { permission: ['users', 'update'] },
      schema: {
        answers: { 409: 'You cannot change your own staff role, or this is the last Admin' },
        summary: 'Change the role and/or the staff role (Admin); other fields of the record are ignored',
        params: IdParams,
        body: UpdateUserBody,
        response: { 200: UserRecord },
      },
    },
    async (request) => users.update(staffOf(request), request.params.id, request.body),
  );

  routes.post(
    '/:id/suspend',
    {
      config: { permission: ['users', 'suspend'] },
      schema: {
        answers: { 409: 'Already suspended, yourself, or the last Admin' },
        summary: 'Suspend: sessions revoked, sign-in and refresh refused (Admin)',
        params: IdParams,
        body: SuspendBody,
        response: { 200: UserRecord },
      },
    },
    async (request) => users.suspend(staffOf(request), request.params.id, request.body?.reason ?? null),
  );

  routes.post(
    '/:id/reinstate',
    {
      config: { permission: ['users', 'suspend'] },
      schema: {
        answers: { 409: 'The account is not suspended' },
        summary: 'Lift a suspension (Admin)',
        params: IdParams,
        response: { 200: UserRecord },
      },
    },
    async (request) => users.reinstate(staffOf(request), request.params.id),
  );

  routes.delete(
    '/:id',
    {
      config: { permission: ['users', 'delete'] },
      schema: {
        answers: { 409: 'Yourself, or a person who still has a staff role' },
        summary: 'Erase an account as its own deletion does: anonymised, listings unpublished (Admin)',
        params: IdParams,
        response: { 200: UserRecord },
      },
    },
    async (request) => users.erase(staffOf(request), request.params.id),
  );
}
