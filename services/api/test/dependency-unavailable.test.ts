import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDependencyUnavailable } from '../src/plugins/app/unavailable-dependency';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A loopback port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
}

describe('PostgreSQL unreachable', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_URL: `postgres://postgres@127.0.0.1:${await closedPort()}/ile` });
  });
  afterAll(() => t.close());

  it('answers a route that needs the database 503 JSend with Retry-After, no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/property/search?page=1' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      status: 'error',
      message: 'The service is briefly unavailable; please try again shortly',
    });
    expect(res.body).not.toMatch(/ECONNREFUSED|\n\s+at |\.ts:\d/);
  });

  it('reports not ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().data.redis).toBe('ok');
    expect(res.json().data.database).not.toBe('ok');
  });
});

describe('isDependencyUnavailable', () => {
  const pgError = (code: string) => Object.assign(new Error('pg says no'), { code });

  it.each([
    ['admin shutdown (pg_ctl stop -m fast)', pgError('57P01')],
    ['crash shutdown (-m immediate)', pgError('57P02')],
    ['the database is starting up', pgError('57P03')],
    ['connection failure', pgError('08006')],
    [
      'refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['every address refused', new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })])],
    [
      'Redis away, no offline queue',
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
    ],
    ['Redis command timeout', new Error('Command timed out')],
    ['wrapped', new Error('query failed', { cause: pgError('57P01') })],
  ])('counts %s', (_label, error) => {
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a constraint violation', pgError('23505')],
    ['a syntax error', pgError('42601')],
    ['not an error', 'ECONNREFUSED'],
  ])('does not count %s', (_label, error) => {
    expect(isDependencyUnavailable(error)).toBe(false);
  });
});
