import { TicketRecord } from '@ile/shared/contracts/admin/tickets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../audit';
import { IdParams } from '../schemas';
import { ListQuerystring, parseListQuery, sendList } from '../simple-rest';
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

  routes.get(
    '/',
    {
      config: { permission: ['tickets', 'read'] },
      schema: {
        summary: 'List tickets (oldest first by default), each with its thread',
        querystring: ListQuerystring,
        response: { 200: z.array(TicketRecord) },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, ticketListSpec);
      return sendList(reply, 'tickets', params, await tickets.list(params));
    },
  );

  routes.get(
    '/:id',
    {
      config: { permission: ['tickets', 'read'] },
      schema: { summary: 'One ticket with its thread', params: IdParams, response: { 200: TicketRecord } },
    },
    async (request) => tickets.get(request.params.id),
  );

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
