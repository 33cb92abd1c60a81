import type { Redis } from 'ioredis';

/** Lets one call through per interval, across every worker process that shares the Redis key. */
export interface RequestGate {
  /** Resolves when this caller may make its call; rejects when no slot came within the wait limit. */
  wait(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A slot is a Redis key set with NX and a time-to-live of the interval: whoever sets it may call, the
 * others sleep until it expires. The key lives in Redis, so N worker processes together still make at
 * most one call per interval (the public Nominatim allows one request a second).
 */
export function createRedisGate(
  redis: Redis,
  key: string,
  intervalMs: number,
  maxWaitMs = 60_000,
): RequestGate {
  return {
    async wait() {
      const deadline = Date.now() + maxWaitMs;
      for (;;) {
        if ((await redis.set(key, String(Date.now()), 'PX', intervalMs, 'NX')) === 'OK') return;
        if (Date.now() >= deadline) throw new Error(`no free slot for ${key} within ${maxWaitMs} ms`);
        const left = await redis.pttl(key);
        // A little jitter, so waiting callers do not all ask again in the same millisecond.
        await sleep(Math.max(left, 5) + Math.floor(Math.random() * 20));
      }
    },
  };
}
