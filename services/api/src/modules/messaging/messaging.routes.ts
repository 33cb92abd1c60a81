import { createMessageSender } from '@ile/db/repositories/messages.repository';
import {
  ConversationListingsResponse,
  ConversationsBody,
  ConversationsResponse,
  CreateConversationBody,
  GetMessagesBody,
  GetMessagesResponse,
  MarkConversationReadBody,
  MarkConversationReadResponse,
  SendMessageBody,
  SendMessageResponse,
  SINGLE_IMAGE_MAX_BYTES,
  successEnvelope,
} from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUserId } from '../../lib/own-user-id';
import { createMessagingService, type MessagingService } from './messaging.service';
import { MESSAGING_THROTTLES } from './messaging.throttles';

const tags = ['messaging'];
const security = [{ bearerAuth: [] }];
/** One image as base64 (a third larger than the file) plus the text. */
const SEND_BODY_LIMIT = Math.ceil((SINGLE_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;
const MESSAGE_SENT = 'Message sent';
/** What sending answers beyond the catalogue's general refusals. */
const SEND_ANSWERS = {
  400: 'Invalid body; the caller themself as receiver; or a `propertyId` neither of the two lists',
  403: 'The caller’s email is not verified, or a `senderId` that is not the caller’s',
  404: 'The receiver does not exist (or is deleted or suspended); or the `propertyId` listing does not exist or is not published (and was never this conversation’s subject)',
};

/** Connections of the message writer's own pool, per api process (each send holds one ~1-3 ms). */
const MESSAGE_WRITER_CONNECTIONS = 4;

/** Messaging: /api/v1/conversations and /api/v1/message, sharing one service and one message writer. */
export default async function messagingRoutes(app: FastifyInstance) {
  const writer = createMessageSender(app.config.databaseUrl, {
    max: MESSAGE_WRITER_CONNECTIONS,
    onIdleError: (err) => app.log.warn({ err: err.message }, 'message writer connection lost'),
  });
  app.addHook('onClose', () => writer.close());
  const messaging = createMessagingService(app.db, app.storage, app.realtime, writer, app.log);
  await app.register((scope) => conversationRoutes(scope, messaging), { prefix: '/api/v1/conversations' });
  await app.register((scope) => messageRoutes(scope, messaging), { prefix: '/api/v1/message' });
}

/** /api/v1/conversations: the caller's inbox, and starting a conversation with a first message. */
async function conversationRoutes(app: FastifyInstance, messaging: MessagingService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.authenticate);

  routes.post(
    '/conversations',
    {
      preHandler: app.throttle(MESSAGING_THROTTLES.read),
      schema: {
        tags,
        security,
        summary:
          "The caller's conversations, newest activity first: the other person, last message, unread count, the listing it is about; with `propertyId`, only those ever about that listing",
        body: ConversationsBody.optional(),
        response: { 200: successEnvelope(ConversationsResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await messaging.conversations(ownUserId(request), request.body),
    }),
  );

  routes.post(
    '/listings',
    {
      preHandler: app.throttle(MESSAGING_THROTTLES.read),
      schema: {
        tags,
        security,
        summary:
          "The listings the caller's conversations were about, most recently discussed first (the inbox's filter)",
        response: { 200: successEnvelope(ConversationListingsResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await messaging.conversationListings(ownUserId(request)),
    }),
  );

  routes.post(
    '/create-conversation',
    {
      bodyLimit: SEND_BODY_LIMIT,
      preHandler: app.throttle(MESSAGING_THROTTLES.send),
      schema: {
        answers: SEND_ANSWERS,
        tags,
        security,
        summary:
          'Start a conversation (or continue the existing one) with a first message: text and/or one image (data URL or multipart); verified email needed. Scam warnings as for /message/send (a first message is also checked for pushing the talk off Ile)',
        body: CreateConversationBody,
        response: { 201: successEnvelope(SendMessageResponse) },
      },
    },
    async (request, reply) => {
      const message = await messaging.send(ownUserId(request), request.body);
      return reply.code(201).send({ status: 'success' as const, message: MESSAGE_SENT, data: message });
    },
  );
}

/** /api/v1/message: sending, reading a thread, marking it read. */
async function messageRoutes(app: FastifyInstance, messaging: MessagingService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.authenticate);

  routes.post(
    '/send',
    {
      bodyLimit: SEND_BODY_LIMIT,
      preHandler: app.throttle(MESSAGING_THROTTLES.send),
      schema: {
        answers: SEND_ANSWERS,
        tags,
        security,
        summary:
          'Send a message: text and/or one image (data URL or multipart); verified email needed, 30 a minute. Text is checked for scam patterns: the recipient’s copy (thread and `message:new`) carries `warnings`, the answer (the sender’s copy) never does; the message is delivered either way',
        body: SendMessageBody,
        response: { 201: successEnvelope(SendMessageResponse) },
      },
    },
    async (request, reply) => {
      const message = await messaging.send(ownUserId(request), request.body);
      return reply.code(201).send({ status: 'success' as const, message: MESSAGE_SENT, data: message });
    },
  );

  routes.post(
    '/get-messages',
    {
      preHandler: app.throttle(MESSAGING_THROTTLES.read),
      schema: {
        tags,
        security,
        summary:
          'A page of the thread with receiverId (or conversationId), oldest first; older pages with beforeId. Marks the caller’s unread messages read. Messages the caller received carry their scam `warnings`',
        body: GetMessagesBody,
        response: { 200: successEnvelope(GetMessagesResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await messaging.thread(ownUserId(request), request.body),
    }),
  );

  routes.post(
    '/mark-read',
    {
      preHandler: app.throttle(MESSAGING_THROTTLES.read),
      schema: {
        tags,
        security,
        summary: 'Mark the thread with receiverId read (a message arrived while it was open)',
        body: MarkConversationReadBody,
        response: { 200: successEnvelope(MarkConversationReadResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await messaging.markRead(ownUserId(request), request.body.receiverId),
    }),
  );
}
