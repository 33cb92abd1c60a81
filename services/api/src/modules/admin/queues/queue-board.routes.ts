import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { findAccountStanding } from '@ile/db/repositories/users.repository';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffActor } from '../audit';
import { writeAudit } from '../audit';
import { queueMonitorOf } from './queue-monitor';
import { BOARD_COOKIE, BOARD_PATH, verifyBoardSession } from './queue-session';

const REFUSED = {
  status: 'fail',
  message: 'Admin only: open the queue monitor from the staff console (POST /api/admin/queues/session)',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** The Admin looking at the queue monitor (set by its guard). */
    queueOperator: StaffActor | null;
  }
}

/**
 * The queue monitor (bull-board) at /admin/queues, for Admins: waiting, active, delayed and failed jobs per
 * queue, and retrying a failed job. Its pages and API are guarded by the cookie the console gets from
 * POST /api/admin/queues/session; every change made from the board (retry, clean, pause...) is audited.
 */
export default async function queueBoardRoutes(app: FastifyInstance) {
  const monitor = queueMonitorOf(app);
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(BOARD_PATH);
  const board = createBullBoard({
    queues: [],
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Ile queues' } },
  });
  let attached = false;

  app.decorateRequest('queueOperator', null);

  async function guard(request: FastifyRequest, reply: FastifyReply) {
    const userId = verifyBoardSession(app.config.jwtSecret, request.cookies[BOARD_COOKIE]);
    const account = userId ? await findAccountStanding(app.db, userId) : undefined;
    if (!userId || !account || account.staff_role !== 'Admin' || account.suspended_at || account.deleted_at) {
      return reply.code(403).header('cache-control', 'no-store').send(REFUSED);
    }
    request.queueOperator = { id: userId, role: 'Admin', ip: request.ip, requestId: request.id };
    // The queues are attached on first use, so an api nobody monitors opens no BullMQ connection.
    if (!attached) {
      board.replaceQueues(monitor.queues().map((queue) => new BullMQAdapter(queue)));
      attached = true;
    }
  }

  app.addHook('onRequest', guard);
  app.addHook('onResponse', async (request, reply) => {
    const operator = request.queueOperator;
    if (!operator || request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    await writeAudit(app.db, operator, {
      action: `queues.${request.method.toLowerCase()}`,
      resource: 'queues',
      resourceId: null,
      after: { path: request.url.split('?')[0], status: reply.statusCode },
    }).catch((err: unknown) => request.log.error({ err }, 'queue monitor: audit row not written'));
  });

  await app.register(serverAdapter.registerPlugin());
}
