import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { TEST_REDIS_URL } from '@ile/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_COMMAND_TIMEOUT_MS } from '../src/plugins/app/redis';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A TCP relay to the test Redis that can stop passing bytes while keeping the connection open. */
async function stallableRelay() {
  const target = new URL(TEST_REDIS_URL);
  const state = { stalled: false };
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 6379) });
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => state.stalled || upstream.write(chunk));
    upstream.on('data', (chunk) => state.stalled || client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `redis://127.0.0.1:${port}`,
    stall: () => {
      state.stalled = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('a Redis that stops answering', () => {
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof stallableRelay>>;

  beforeAll(async () => {
    relay = await stallableRelay();
    t = await createTestApp({ REDIS_URL: relay.url });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    await relay.close();
  });

  it('does not hold a sign-in for ever: each Redis call gives up after the command timeout', async () => {
    relay.stall();
    const started = Date.now();
    // Throttle check, failed-login check, failure count: three Redis calls, each skipped once it times out.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nobody@ile.test', password: 'wrong-password' },
    });
    const took = Date.now() - started;
    expect(res.statusCode).toBe(401);
    expect(took).toBeLessThan(4 * REDIS_COMMAND_TIMEOUT_MS + 2000);
  }, 20_000);

  it('reports not ready within the readiness check limit', async () => {
    const started = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().data.redis).not.toBe('ok');
    expect(Date.now() - started).toBeLessThan(2500);
  });
});
