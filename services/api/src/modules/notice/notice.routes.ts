import type { Db } from '@ile/db';
import { listPublishedNotices } from '@ile/db/repositories/notices.repository';
import { findUserById } from '@ile/db/repositories/users.repository';
import {
  ListNoticesQuery,
  type NoticeAudience,
  NoticesResponse,
  pageCount,
  successEnvelope,
} from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Identity } from '../../plugins/app/authentication';

/** Everyone is an End User; agents, agencies and verified students also see what is addressed to them. */
async function audiencesOf(db: Db, identity: Identity | null): Promise<NoticeAudience[]> {
  const audiences: NoticeAudience[] = ['everyone', 'end_users'];
  if (!identity) return audiences;
  const user = await findUserById(db, identity.userId);
  if (user?.role === 'Agent') audiences.push('agents');
  if (user?.role === 'Agency') audiences.push('agencies');
  if (user?.is_verified_student) audiences.push('students');
  return audiences;
}

export default async function noticeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/notices',
    {
      onRequest: app.identify,
      schema: {
        tags: ['notice'],
        summary: "Published notices addressed to the caller's audiences, and personal ones; newest first",
        querystring: ListNoticesQuery,
        response: { 200: successEnvelope(NoticesResponse) },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const { rows, total } = await listPublishedNotices(app.db, {
        audiences: await audiencesOf(app.db, request.identity),
        recipientId: request.identity?.userId,
        limit: size,
        offset: (page - 1) * size,
      });
      const notices = rows.map((row) => ({
        id: row.id,
        heading: row.heading,
        description: row.description,
        createdAt: (row.published_at ?? row.created_at).toISOString(),
        to: row.audience,
      }));
      return {
        status: 'success' as const,
        data: { notices, totalItems: total, totalPages: pageCount(total, size) },
      };
    },
  );
}
