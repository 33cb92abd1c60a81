import { type PrivateRedis, startPrivateRedis } from '@ile/db/testing/private-redis';
import {
  createTestDatabase,
  TEST_REDIS_URL,
  type TestDatabase,
  testRedisPrefix,
} from '@ile/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createUser } from './helpers/accounts';

// The api on Redis in production shapes: a Redis Cluster (one node owning every slot, so keys in different
// slots are refused as on a real cluster) with the hash-tagged prefix, and Redis that may evict keys.
describe('the api on Redis in production shapes', () => {
  let database: TestDatabase;
  const servers: PrivateRedis[] = [];
  const apps: FastifyInstance[] = [];

  const start = async (env: Record<string, string>, logs: string[] = []) => {
    const app = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.url,
        SITE_DIST: '/nonexistent/site',
        ADMIN_DIST: '/nonexistent/admin',
        MEDIA_DIR: `/tmp/${database.name}-media`,
        PRIVATE_DIR: `/tmp/${database.name}-private`,
        ...env,
      }),
      { logStream: { write: (line) => logs.push(JSON.parse(line).msg as string) } },
    );
    apps.push(app);
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    for (const server of servers.splice(0)) await server.stop();
  });
  afterAll(() => database?.destroy());

  it('with REDIS_PREFIX={ile} on Redis Cluster, every key the api writes starts with {ile}', async () => {
    const cluster = await startPrivateRedis({ cluster: true });
    servers.push(cluster);
    const logs: string[] = [];
    const app = await start({ REDIS_URL: cluster.url, REDIS_PREFIX: '{ile}' }, logs);
    const user = await createUser(database.db);
    // A failed login writes the failed-login counter and the login route's rate-limit counter.
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: 'not-the-password' },
    });
    expect(res.statusCode).toBe(401);
    const inspect = new Redis(cluster.url);
    try {
      const keys = await inspect.keys('*');
      expect(keys.some((key) => key.startsWith('{ile}:login-failures:'))).toBe(true);
      expect(keys.some((key) => key.startsWith('{ile}:rate:'))).toBe(true);
      expect(keys.filter((key) => !key.startsWith('{ile}:'))).toEqual([]);
    } finally {
      inspect.disconnect();
    }
    expect(logs.filter((line) => /redis/i.test(line))).toEqual([]);
  });

  it('warns at start, naming the risk, when Redis may evict keys; not when it is noeviction', async () => {
    const evicting = await startPrivateRedis({ args: ['--maxmemory-policy', 'volatile-lru'] });
    servers.push(evicting);
    const warned: string[] = [];
    await start({ REDIS_URL: evicting.url, REDIS_PREFIX: testRedisPrefix() }, warned);
    expect(warned.filter((line) => line.includes('maxmemory-policy'))).toEqual([
      expect.stringMatching(/"volatile-lru", not "noeviction".*jobs are lost or run twice/),
    ]);

    const quiet: string[] = [];
    await start({ REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: testRedisPrefix() }, quiet);
    expect(quiet.filter((line) => line.includes('maxmemory-policy'))).toEqual([]);
  });
});
