import { BoardSession } from '@ile/shared/contracts/admin/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, writeAudit } from '../audit';
import { BOARD_COOKIE, BOARD_PATH, BOARD_SESSION_SECONDS, signBoardSession } from './queue-session';

/** /api/admin/queues/session: the Admin's bearer token traded for the queue monitor's cookie. */
export default async function queueSessionRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const secure = app.config.publicUrl.startsWith('https://');

  routes.post(
    '/session',
    {
      config: { permission: ['queues', 'read'] },
      schema: {
        summary: `Open the queue monitor: sets an httpOnly, SameSite=Strict cookie for ${BOARD_PATH} (30 minutes)`,
        response: { 200: BoardSession },
      },
    },
    async (request, reply) => {
      const actor = staffOf(request);
      const session = signBoardSession(app.config.jwtSecret, actor.id);
      await writeAudit(app.db, actor, {
        action: 'queues.open',
        resource: 'queues',
        resourceId: null,
        after: { expires_at: session.expiresAt },
      });
      reply.setCookie(BOARD_COOKIE, session.value, {
        path: BOARD_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: BOARD_SESSION_SECONDS,
      });
      return { url: BOARD_PATH, expires_at: session.expiresAt.toISOString() };
    },
  );

  routes.delete(
    '/session',
    {
      config: { permission: ['queues', 'read'] },
      schema: { summary: 'Close the queue monitor session (clears its cookie)', response: { 204: z.null() } },
    },
    async (_request, reply) => {
      reply.clearCookie(BOARD_COOKIE, { path: BOARD_PATH, httpOnly: true, sameSite: 'strict', secure });
      return reply.code(204).send(null);
    },
  );
}
