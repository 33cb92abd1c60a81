import type { AddressInfo } from 'node:net';
import {
  createTestDatabase,
  TEST_REDIS_URL,
  type TestDatabase,
  testRedisPrefix,
} from '@ile/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The production app on this test file's own database and Redis prefix. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: testRedisPrefix(),
    SITE_DIST: '/nonexistent/site',
    ADMIN_DIST: '/nonexistent/admin',
    MEDIA_DIR: `/tmp/${database.name}-media`,
    PRIVATE_DIR: `/tmp/${database.name}-private`,
    ...env,
  });
  const app = await buildApp(config, options);
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

/** Starts the app on a free loopback port (for callers that need real HTTP: provider pages, redirects); its URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}
