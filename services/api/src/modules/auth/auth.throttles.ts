import type { FastifyRequest } from 'fastify';
import { MINUTE, type ThrottleRule } from '../../plugins/external/rate-limit';

const byIp = (request: FastifyRequest) => request.ip;
const byEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.toLowerCase() : undefined;
};

/** Limits on the calls that guess or spam: a password, a code, someone's inbox. */
export const AUTH_THROTTLES = {
  // Failed logins per account are counted separately (failed-login-guard.ts): only failures count there.
  login: [{ name: 'login:ip', max: 30, windowMs: MINUTE, key: byIp }],
  signup: [{ name: 'signup:ip', max: 10, windowMs: 10 * MINUTE, key: byIp }],
  resetRequest: [
    { name: 'reset:ip', max: 10, windowMs: 15 * MINUTE, key: byIp },
    { name: 'reset:account', max: 3, windowMs: 15 * MINUTE, key: byEmail },
  ],
  otp: [
    { name: 'otp:ip', max: 20, windowMs: 15 * MINUTE, key: byIp },
    { name: 'otp:account', max: 10, windowMs: 15 * MINUTE, key: byEmail },
  ],
  resendVerification: [
    { name: 'verify-resend:ip', max: 10, windowMs: 60 * MINUTE, key: byIp },
    { name: 'verify-resend:account', max: 3, windowMs: 60 * MINUTE, key: byEmail },
  ],
  refresh: [{ name: 'refresh:ip', max: 120, windowMs: MINUTE, key: byIp }],
} satisfies Record<string, ThrottleRule[]>;
