import { ListNoticesQuery, NoticesResponse, successEnvelope, UnreadNoticesResponse } from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUserId } from '../../lib/own-user-id';
import { HOUR, perUser } from '../../plugins/external/rate-limit';
import { createNoticeService } from './notice.service';

const tags = ['notice'];
const security = [{ bearerAuth: [] }];

export default async function noticeRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const notices = createNoticeService(app.db);

  routes.get(
    '/notices',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: "Published notices addressed to the caller's audiences, and personal ones; newest first",
        querystring: ListNoticesQuery,
        response: { 200: successEnvelope(NoticesResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await notices.list(request.identity?.userId, request.query),
    }),
  );

  routes.get(
    '/unread-count',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'How many notices were published since the caller last opened their notifications',
        response: { 200: successEnvelope(UnreadNoticesResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { unread: await notices.unread(ownUserId(request)) },
    }),
  );

  routes.post(
    '/mark-read',
    {
      onRequest: app.authenticate,
      // Opened on every visit to the notifications page; the cap only stops a write loop.
      preHandler: app.throttle([perUser('notices-read', 120, HOUR)]),
      schema: {
        tags,
        security,
        summary: 'Counts every notice published until now as read (the notifications page was opened)',
        response: { 200: successEnvelope(UnreadNoticesResponse) },
      },
    },
    async (request) => {
      await notices.markRead(ownUserId(request));
      return { status: 'success' as const, data: { unread: 0 } };
    },
  );
}
