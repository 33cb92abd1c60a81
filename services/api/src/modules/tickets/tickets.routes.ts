import {
  CreateTicketBody,
  CreateTicketReplyBody,
  ListTicketsQuery,
  MESSAGES,
  pageCount,
  SINGLE_IMAGE_MAX_BYTES,
  successEnvelope,
  TicketIdParams,
  TicketResponse,
  TicketsResponse,
} from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUserId } from '../../lib/own-user-id';
import { MINUTE, perUser, type ThrottleRule } from '../../plugins/external/rate-limit';
import { createTicketService } from './tickets.service';

const tags = ['tickets'];
const security = [{ bearerAuth: [] }];
const TICKET_BODY_LIMIT = Math.ceil((SINGLE_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;
const THROTTLES = {
  create: [perUser('ticket-create', 10, 60 * MINUTE)],
  reply: [perUser('ticket-reply', 30, MINUTE)],
} satisfies Record<string, ThrottleRule[]>;

/** /api/v1/ticket: support tickets from the user's side; staff answer them in the console. */
export default async function ticketRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tickets = createTicketService(app.db, app.storage, app.realtime);
  routes.addHook('onRequest', app.authenticate);

  routes.post(
    '/new-ticket',
    {
      bodyLimit: TICKET_BODY_LIMIT,
      preHandler: app.throttle(THROTTLES.create),
      schema: {
        tags,
        security,
        summary: 'Raise a support ticket: requester name, subject and description, optionally one image',
        body: CreateTicketBody,
        response: { 201: successEnvelope(TicketResponse) },
      },
    },
    async (request, reply) => {
      const ticket = await tickets.create(ownUserId(request), request.body);
      return reply
        .code(201)
        .send({ status: 'success' as const, message: MESSAGES.account.ticketCreated, data: ticket });
    },
  );

  routes.get(
    '/mine',
    {
      schema: {
        tags,
        security,
        summary: "The caller's tickets, newest first, with status and replies",
        querystring: ListTicketsQuery,
        response: { 200: successEnvelope(TicketsResponse) },
      },
    },
    async (request) => {
      const { items, total } = await tickets.listMine(ownUserId(request), request.query);
      return {
        status: 'success' as const,
        data: { tickets: items, totalItems: total, totalPages: pageCount(total, request.query.size) },
      };
    },
  );

  routes.post(
    '/:id/reply',
    {
      preHandler: app.throttle(THROTTLES.reply),
      schema: {
        answers: { 409: 'The ticket is closed; open a new one' },
        tags,
        security,
        summary: 'Reply on one of the caller’s tickets (a resolved one reopens)',
        params: TicketIdParams,
        body: CreateTicketReplyBody,
        response: { 201: successEnvelope(TicketResponse) },
      },
    },
    async (request, reply) => {
      const ticket = await tickets.reply(ownUserId(request), request.params.id, request.body.message);
      return reply.code(201).send({ status: 'success' as const, message: 'Reply sent', data: ticket });
    },
  );
}
