import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';

/** Throttle windows, in milliseconds. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export interface ThrottleRule {
  /** Names the counter, e.g. 'login:account'. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted (an IP, an email); undefined skips the rule for this request. */
  key(request: FastifyRequest): string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that applies every rule (per IP, per account, ...) and answers 429 with Retry-After. */
    throttle(rules: ThrottleRule[]): preHandlerAsyncHookHandler;
  }
}

/**
 * A rule counted per signed-in account, whichever IP or tab it comes from; for routes behind
 * app.authenticate (an anonymous request has no key, so the rule is skipped and authentication refuses it).
 */
export function perUser(name: string, max: number, windowMs: number): ThrottleRule {
  return { name: `${name}:user`, max, windowMs, key: (request) => request.identity?.userId };
}

/** A rule counted per client IP: for routes anyone may call (a mailed link, sign-in). */
export function perIp(name: string, max: number, windowMs: number): ThrottleRule {
  return { name: `${name}:ip`, max, windowMs, key: (request) => request.ip };
}

/** The handlers app.throttle made: the OpenAPI document lists 429 for exactly the routes that use one. */
const throttles = new WeakSet<object>();

export const isThrottle = (handler: unknown): boolean =>
  typeof handler === 'function' && throttles.has(handler);

class TooManyRequestsError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(429, `Too many attempts; try again in ${retryAfterSeconds} seconds`);
  }
}

/**
 * Counters live in Redis so every api instance shares them. While Redis is unreachable requests pass
 * rather than fail: availability over throttling.
 */
export default fp(
  async function rateLimits(app: FastifyInstance) {
    await app.register(rateLimit, {
      global: false,
      redis: app.redis,
      nameSpace: `${app.config.redisPrefix}:rate:`,
      skipOnError: true,
    });

    app.decorate('throttle', (rules: ThrottleRule[]) => {
      const limiters = rules.map((rule) => ({
        rule,
        check: app.createRateLimit({
          max: rule.max,
          timeWindow: rule.windowMs,
          keyGenerator: (request) => `${rule.name}:${rule.key(request) ?? ''}`,
        }),
      }));
      const throttle: preHandlerAsyncHookHandler = async (request, reply) => {
        for (const { rule, check } of limiters) {
          if (rule.key(request) === undefined) continue;
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            const seconds = Math.max(1, result.ttlInSeconds);
            reply.header('retry-after', String(seconds));
            throw new TooManyRequestsError(seconds);
          }
        }
      };
      throttles.add(throttle);
      return throttle;
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
