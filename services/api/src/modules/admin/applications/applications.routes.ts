import { BulkResult } from '@ile/shared/contracts/admin/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../audit';
import type { Permission } from '../permissions';
import { recordRoutes } from '../record-routes';
import { BulkIds, OptionalReasonBody, Reason, ReasonBody } from '../schemas';
import { APPLICATION_SPECS, DEFAULT_APPLICATION_SORT, type KindSpec } from './application-kinds';
import { createAdminApplications } from './applications.service';

const BulkApproveBody = z.object({ ids: BulkIds, reason: Reason.optional() });
const BulkRejectBody = z.object({ ids: BulkIds, reason: Reason });

/** One kind's routes: list, show, approve, reject, bulk-approve, bulk-reject. */
function kindRoutes(spec: KindSpec<z.ZodType, unknown>) {
  return async function applicationKindRoutes(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const applications = createAdminApplications(
      app.db,
      app.storage,
      app.privateStorage,
      (userId, notification) => app.realtime.notify(userId, notification),
    );
    const decide = { permission: [spec.resource, 'decide'] as Permission };
    const label = `${spec.kind} application`;
    const listSpec = {
      sortFields: Object.keys(spec.sorts),
      defaultSort: DEFAULT_APPLICATION_SORT,
      filter: spec.filter,
    };
    const resource = recordRoutes(app, spec.resource, spec.record);

    resource.list(
      listSpec,
      { list: (params) => applications.list(spec, params), get: (id) => applications.get(spec, id) },
      {
        list: `List ${label}s (simple-rest: sort, range, filter; Content-Range)`,
        show: `One ${label}, every field`,
      },
    );

    resource.action('POST', '/:id/approve', {
      action: 'decide',
      summary:
        spec.kind === 'listing'
          ? `Approve a pending ${label} (409 when already decided); a reason, kept in the audit log, is required when it is flagged as a possible duplicate`
          : `Approve a pending ${label} (409 when already decided); an optional reason goes to the audit log`,
      conflict: 'The application has already been decided',
      ...(spec.kind === 'listing'
        ? {
            answers: {
              400: 'Invalid body, or no reason for approving an application flagged as a possible duplicate',
            },
          }
        : {}),
      body: OptionalReasonBody,
      run: (staff, id, body) => applications.decide(spec, id, staff, 'successful', body?.reason ?? null),
    });

    resource.action('POST', '/:id/reject', {
      action: 'decide',
      summary: `Reject a pending ${label} with a reason the applicant reads`,
      conflict: 'The application has already been decided',
      body: ReasonBody,
      run: (staff, id, body) => applications.decide(spec, id, staff, 'unsuccessful', body.reason),
    });

    routes.post(
      '/bulk-approve',
      {
        config: decide,
        schema: {
          summary: `Approve several ${label}s (one optional reason for the audit log, required for flagged listing applications); answers each id's outcome`,
          body: BulkApproveBody,
          response: { 200: BulkResult },
        },
      },
      async (request) =>
        applications.decideMany(
          spec,
          request.body.ids,
          staffOf(request),
          'successful',
          request.body.reason ?? null,
          request.log,
        ),
    );

    routes.post(
      '/bulk-reject',
      {
        config: decide,
        schema: {
          summary: `Reject several ${label}s with one reason; answers each id's outcome`,
          body: BulkRejectBody,
          response: { 200: BulkResult },
        },
      },
      async (request) =>
        applications.decideMany(
          spec,
          request.body.ids,
          staffOf(request),
          'unsuccessful',
          request.body.reason,
          request.log,
        ),
    );
  };
}

/** /api/admin/{listing,agent,agency,student}-applications. */
export default async function applicationRoutes(app: FastifyInstance) {
  for (const spec of Object.values(APPLICATION_SPECS)) {
    await app.register(kindRoutes(spec as KindSpec<z.ZodType, unknown>), { prefix: `/${spec.resource}` });
  }
}
