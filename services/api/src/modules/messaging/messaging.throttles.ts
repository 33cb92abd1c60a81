import type { FastifyRequest } from 'fastify';
import type { ThrottleRule } from '../../plugins/external/rate-limit';

const MINUTE = 60_000;
/** Routes behind app.authenticate: the counter is the account, whichever IP or tab it writes from. */
const byUser = (request: FastifyRequest) => request.identity?.userId;

/** Limits against spam: sending and starting conversations share one counter per account. */
export const MESSAGING_THROTTLES = {
  send: [{ name: 'message-send:user', max: 30, windowMs: MINUTE, key: byUser }],
  read: [{ name: 'message-read:user', max: 300, windowMs: MINUTE, key: byUser }],
} satisfies Record<string, ThrottleRule[]>;
