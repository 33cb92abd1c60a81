import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('health, errors and docs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    // A probe route, registered the way every module registers its routes, to drive the error handler.
    t.app.post(
      '/api/v1/__probe',
      { schema: { body: z.object({ name: z.string().min(2), age: z.number().int() }) } },
      async (request) => ({ status: 'success', data: request.body }),
    );
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('answers /healthz', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers /readyz when PostgreSQL and Redis answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.json()).toEqual({ status: 'success', data: { database: 'ok', redis: 'ok' } });
  });

  it('keeps a caller-supplied request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('answers unknown routes with a JSend 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'fail', message: 'Route GET /api/v1/nothing-here not found' });
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/readyz' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain('GET');
    expect(res.json().status).toBe('fail');
  });

  it('rejects invalid bodies with 400, a message and per-field errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/__probe',
      payload: { name: 'x', age: 'old' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe('fail');
    expect(body.message).toMatch(/^Invalid body: /);
    expect(Object.keys(body.errors).sort()).toEqual(['age', 'name']);
  });

  it('rejects malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/__probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'fail', message: 'The request body is not valid JSON' });
  });

  it('rejects unsupported content types with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/__probe',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().status).toBe('fail');
  });

  it('rejects oversized bodies with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/__probe',
      payload: { name: 'x'.repeat(2 * 1024 * 1024), age: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'fail', message: 'The request body is too large' });
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/readyz'].get.responses['200']).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('readiness without Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('reports 503 and names the failing dependency', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.status).toBe('error');
    expect(body.data.database).toBe('ok');
    expect(body.data.redis).not.toBe('ok');
  });
});
