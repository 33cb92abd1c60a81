import { TicketRecord } from '@ile/shared/contracts/admin/tickets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../audit';
import { listRoutes } from '../list-routes';
import { IdParams } from '../schemas';
import {
  AssignBody,
  createAdminTickets,
  ReplyBody,
  StatusBody,
  ticketListSpec,
  UpdateTicketBody,
} from './tickets.service';

/** /api/admin/tickets: list by status and age, show the thread, reply, change status, assign. */
export default async function ticketRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tickets = createAdminTickets(app.db, app.storage, app.realtime);

  listRoutes(app, {
    resource: 'tickets',
    record: TicketRecord,
    spec: ticketListSpec,
    list: {
      summary: 'List tickets (oldest first by default), each with its thread',
      run: (params) => tickets.list(params),
    },
    show: { summary: 'One ticket with its thread', run: (id) => tickets.get(id) },
  });

  routes.put(
    '/:id',
    {
      config: { permission: ['tickets', 'update'] },
      schema: {
        answers: { 409: 'The ticket cannot move to that status' },
        summary: 'Change the status and/or the assignee; other fields of the record are ignored',
        params: IdParams,
        body: UpdateTicketBody,
        response: { 200: TicketRecord },
      },
    },
    async (request) => tickets.update(staffOf(request), request.params.id, request.body),
  );

  routes.post(
    '/:id/reply',
    {
      config: { permission: ['tickets', 'reply'] },
      schema: {
        answers: { 409: 'The ticket is closed' },
        summary: 'Reply as staff: the user sees it in /account/ticket, is notified and emailed',
        params: IdParams,
        body: ReplyBody,
        response: { 200: TicketRecord },
      },
    },
    async (request) => tickets.reply(staffOf(request), request.params.id, request.body.message),
  );

  routes.post(
    '/:id/status',
    {
      config: { permission: ['tickets', 'update'] },
      schema: {
        answers: { 409: 'The ticket cannot move to that status' },
        summary: 'Move the ticket: pending → open → resolved, any → closed (final); 409 otherwise',
        params: IdParams,
        body: StatusBody,
        response: { 200: TicketRecord },
      },
    },
    async (request) => tickets.setStatus(staffOf(request), request.params.id, request.body.status),
  );

  routes.post(
    '/:id/assign',
    {
      config: { permission: ['tickets', 'update'] },
      schema: {
        summary: 'Assign to a staff member who handles tickets (Admin or Support), or to nobody',
        params: IdParams,
        body: AssignBody,
        response: { 200: TicketRecord },
      },
    },
    async (request) => tickets.assign(staffOf(request), request.params.id, request.body.assigned_to),
  );
}
