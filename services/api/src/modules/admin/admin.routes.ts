import { findAccountStanding } from '@ile/db/repositories/users.repository';
import { isStaffRole, staffCan } from '@ile/shared/constants/staff-permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors';
import applicationRoutes from './applications/applications.routes';
import auditLogRoutes from './audit-log/audit-log.routes';
import dashboardRoutes from './dashboard/dashboard.routes';
import disputeRoutes from './disputes/disputes.routes';
import fileRoutes from './files.routes';
import mailRoutes from './mail/mail.routes';
import noticeRoutes from './notices/notices.routes';
import type { Permission } from './permissions';
import propertyRoutes from './properties/properties.routes';
import queueSessionRoutes from './queues/queue-session.routes';
import reportRoutes from './reports/reports.routes';
import reviewRoutes from './reviews/reviews.routes';
import ticketRoutes from './tickets/tickets.routes';
import transactionRoutes from './transactions/transactions.routes';
import userRoutes from './users/users.routes';
import verificationRoutes from './verifications/verifications.routes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The (resource, action) an /api/admin route performs; checked against @ile/shared's STAFF_PERMISSIONS. */
    permission?: Permission;
  }
}

export interface AdminRouteInfo {
  method: string;
  url: string;
  permission: Permission;
}

// The console's route table per app (keyed by its HTTP server), for the docs and the 403 sweep in the tests.
const routeTables = new WeakMap<object, AdminRouteInfo[]>();

/** Every /api/admin route of an app, with the permission it needs. */
export function adminRoutesOf(app: FastifyInstance): readonly AdminRouteInfo[] {
  return routeTables.get(app.server) ?? [];
}

export const STAFF_ONLY = 'Staff only: this console is for Ile staff accounts';

/**
 * The staff console's guard, after authentication: the token must name a staff role, the account must still
 * be staff (not suspended, not deleted: a demotion counts at once, not when the token expires), and that role
 * must be allowed the route's (resource, action).
 */
async function guard(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const identity = request.identity;
  if (!identity || !isStaffRole(identity.staffRole)) throw new ForbiddenError(STAFF_ONLY);
  const account = await findAccountStanding(app.db, identity.userId);
  const role = account?.staff_role;
  if (!account || account.suspended_at || account.deleted_at || !isStaffRole(role))
    throw new ForbiddenError(STAFF_ONLY);
  const permission = request.routeOptions.config.permission;
  if (!permission) throw new ForbiddenError('This console route names no permission');
  const [resource, action] = permission;
  if (!staffCan(role, resource, action))
    throw new ForbiddenError(`Your staff role (${role}) may not ${action} ${resource}`);
  request.staff = { id: identity.userId, role, ip: request.ip, requestId: request.id };
}

/** /api/admin: the staff console's API in ra-data-simple-rest's dialect (docs/admin-api.md). */
export default async function adminRoutes(app: FastifyInstance) {
  const table: AdminRouteInfo[] = [];
  routeTables.set(app.server, table);

  app.decorateRequest('staff', null);
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    // Fail at boot rather than serve a route nobody thought about.
    if (!permission) throw new Error(`/api/admin route ${route.url} names no permission`);
    route.schema = { ...route.schema, tags: ['admin'], security: [{ bearerAuth: [] }] };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') table.push({ method, url: route.url, permission });
  });
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', (request) => guard(app, request));

  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(applicationRoutes);
  await app.register(fileRoutes, { prefix: '/files' });
  await app.register(ticketRoutes, { prefix: '/tickets' });
  await app.register(noticeRoutes, { prefix: '/notices' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(propertyRoutes, { prefix: '/properties' });
  await app.register(reviewRoutes, { prefix: '/reviews' });
  await app.register(reportRoutes, { prefix: '/reports' });
  await app.register(transactionRoutes, { prefix: '/transactions' });
  await app.register(disputeRoutes, { prefix: '/disputes' });
  await app.register(verificationRoutes, { prefix: '/verifications' });
  await app.register(auditLogRoutes, { prefix: '/audit-log' });
  await app.register(queueSessionRoutes, { prefix: '/queues' });
  // The local mail catcher only exists outside production.
  if (app.config.env !== 'production') await app.register(mailRoutes, { prefix: '/mail' });
}
