import { TicketRecord } from '@ile/shared/contracts/admin/tickets';
import type { FastifyInstance } from 'fastify';
import { recordRoutes } from '../record-routes';
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
  const tickets = createAdminTickets(app.db, app.storage, app.realtime);
  const resource = recordRoutes(app, 'tickets', TicketRecord);

  resource.list(ticketListSpec, tickets, {
    list: 'List tickets (oldest first by default), each with its thread',
    show: 'One ticket with its thread',
  });

  resource.action('PUT', '/:id', {
    action: 'update',
    summary: 'Change the status and/or the assignee; other fields of the record are ignored',
    conflict: 'The ticket cannot move to that status',
    body: UpdateTicketBody,
    run: (staff, id, body) => tickets.update(staff, id, body),
  });

  resource.action('POST', '/:id/reply', {
    action: 'reply',
    summary: 'Reply as staff: the user sees it in /account/ticket, is notified and emailed',
    conflict: 'The ticket is closed',
    body: ReplyBody,
    run: (staff, id, body) => tickets.reply(staff, id, body.message),
  });

  resource.action('POST', '/:id/status', {
    action: 'update',
    summary: 'Move the ticket: pending → open → resolved, any → closed (final); 409 otherwise',
    conflict: 'The ticket cannot move to that status',
    body: StatusBody,
    run: (staff, id, body) => tickets.setStatus(staff, id, body.status),
  });

  resource.action('POST', '/:id/assign', {
    action: 'update',
    summary: 'Assign to a staff member who handles tickets (Admin or Support), or to nobody',
    body: AssignBody,
    run: (staff, id, body) => tickets.assign(staff, id, body.assigned_to),
  });
}
