import { UserRecord } from '@ile/shared/contracts/admin/users';
import type { FastifyInstance } from 'fastify';
import { recordRoutes } from '../record-routes';
import { SuspendBody, UpdateUserBody, userListSpec } from './user-records';
import { createAdminUsers } from './users.service';

/** /api/admin/users: list, search, show; role and staff role, suspend, reinstate, erase (Admin). */
export default async function userRoutes(app: FastifyInstance) {
  const users = createAdminUsers(app.db);
  const resource = recordRoutes(app, 'users', UserRecord);

  resource.list(userListSpec, users, {
    list: 'List and search people (q: name, email, phone), with their counts',
    show: 'One person, with their counts',
  });

  resource.action('PUT', '/:id', {
    action: 'update',
    summary: 'Change the role and/or the staff role (Admin); other fields of the record are ignored',
    conflict: 'You cannot change your own staff role, or this is the last Admin',
    body: UpdateUserBody,
    run: (staff, id, body) => users.update(staff, id, body),
  });

  resource.action('POST', '/:id/suspend', {
    action: 'suspend',
    summary: 'Suspend: sessions revoked, sign-in and refresh refused (Admin)',
    conflict: 'Already suspended, yourself, or the last Admin',
    body: SuspendBody,
    run: (staff, id, body) => users.suspend(staff, id, body?.reason ?? null),
  });

  resource.action('POST', '/:id/reinstate', {
    action: 'suspend',
    summary: 'Lift a suspension (Admin)',
    conflict: 'The account is not suspended',
    run: (staff, id) => users.reinstate(staff, id),
  });

  resource.action('DELETE', '/:id', {
    action: 'delete',
    summary: 'Erase an account as its own deletion does: anonymised, listings unpublished (Admin)',
    conflict: 'Yourself, or a person who still has a staff role',
    run: (staff, id) => users.erase(staff, id),
  });
}
