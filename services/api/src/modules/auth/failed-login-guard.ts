import type { Redis } from 'ioredis';
import { AppError } from '../../lib/errors';

const MAX_FAILURES = 5;
const WINDOW_SECONDS = 15 * 60;

export class TooManyFailedLoginsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many failed attempts; try again in ${Math.ceil(retryAfterSeconds / 60)} minutes`);
  }
}

/**
 * Counts failed logins per account in Redis (shared by every api instance); five within 15 minutes lock
 * the account's password logins until the window passes. A success clears the count. If Redis is away,
 * logins proceed: availability over throttling.
 */
export function createFailedLoginGuard(redis: Redis, prefix: string) {
  const keyOf = (email: string) => `${prefix}:login-failures:${email.toLowerCase()}`;
  return {
    async assertNotLocked(email: string): Promise<void> {
      try {
        const key = keyOf(email);
        const failures = Number(await redis.get(key));
        if (failures >= MAX_FAILURES) {
          const ttl = await redis.ttl(key);
          throw new TooManyFailedLoginsError(ttl > 0 ? ttl : WINDOW_SECONDS);
        }
      } catch (error) {
        if (error instanceof TooManyFailedLoginsError) throw error;
      }
    },
    async recordFailure(email: string): Promise<void> {
      const key = keyOf(email);
      await redis
        .multi()
        .incr(key)
        .expire(key, WINDOW_SECONDS, 'NX')
        .exec()
        .catch(() => undefined);
    },
    async clear(email: string): Promise<void> {
      await redis.del(keyOf(email)).catch(() => undefined);
    },
  };
}
