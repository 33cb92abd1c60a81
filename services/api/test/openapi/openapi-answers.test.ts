import { createServer } from 'node:net';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  type AnswerChecker,
  answerChecker,
  documentedRoutes,
  type OpenApiDocument,
  openApiDocumentOf,
} from './answer-check';

/**
 * Issue 15, "Every answer documented": the OpenAPI document lists each operation's error answers, and the
 * answers the api really gives match it. The authorisation matrix and the fuzz suite check every answer they
 * get (their figures are in docs/reliability.md); this file checks the document's shape, that the checker
 * catches what it must, and the refusals those suites rarely meet (413, 415, 429, 503).
 */
const COMMON = ['400', '401', '403', '500', '503'];

function operationsOf(doc: OpenApiDocument) {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
}

/** A copy of a real answer with another status or body, to show the checker refuses it. */
function altered(res: LightMyRequestResponse, change: { statusCode?: number; body?: unknown }) {
  const body = change.body === undefined ? res.body : JSON.stringify(change.body);
  return { ...res, statusCode: change.statusCode ?? res.statusCode, body, json: () => JSON.parse(body) };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
}

describe('every answer documented (issue 15)', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let answers: AnswerChecker;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    doc = await openApiDocumentOf(t.app);
    answers = answerChecker(doc);
  });
  afterAll(() => t?.close());

  it('is a valid OpenAPI 3.0 document that documents every visible route', async () => {
    expect(doc.openapi).toMatch(/^3\.0\./);
    const validation = await new Validator().validate(doc as never);
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.valid).toBe(true);
    const visible = t.app.registeredRoutes
      .filter((route) => route.method !== 'HEAD' && !route.schema?.hide)
      .map((route) => `${route.method} ${route.url}`);
    expect(new Set(documentedRoutes(doc))).toEqual(new Set(visible));
  });

  it('lists the common error answers on every operation, each with its JSend schema', () => {
    const missing: string[] = [];
    for (const { key, operation } of operationsOf(doc)) {
      for (const status of COMMON) if (!operation.responses[status]) missing.push(`${key} ${status}`);
      const hasBody = /^(POST|PUT|PATCH|DELETE) /.test(key);
      for (const status of ['413', '415'])
        if (hasBody !== Boolean(operation.responses[status]))
          missing.push(`${key} ${status} (body: ${hasBody})`);
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        const schema = response.content?.['application/json']?.schema as { $ref?: string } | undefined;
        if (!schema) missing.push(`${key} ${status} has no JSON schema`);
      }
    }
    expect(missing).toEqual([]);
    const schemas = (doc.components?.schemas ?? {}) as Record<string, { properties: object }>;
    const fail = schemas.JSendFail;
    expect(Object.keys(fail?.properties ?? {})).toEqual(['status', 'message', 'errors']);
  });

  it('lists 429 with a required Retry-After exactly on throttled routes, and route-declared extras', () => {
    const login = doc.paths['/api/v1/auth/login']?.post?.responses;
    expect(login?.['429']?.headers?.['Retry-After']).toMatchObject({ required: true });
    expect(Object.keys(login ?? {})).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '413',
      '415',
      '429',
      '500',
      '503',
    ]);
    // Not throttled: no 429; no input: nothing to be not found.
    expect(Object.keys(doc.paths['/healthz']?.get?.responses ?? {})).toEqual([
      '200',
      '400',
      '401',
      '403',
      '500',
      '503',
    ]);
    expect(doc.paths['/api/v1/auth/signup']?.post?.responses['409']?.description).toBe(
      'An account with this email already exists',
    );
    expect(doc.paths['/api/v1/auth/verify-email']?.get?.responses['303']?.content).toBeUndefined();
  });

  it('catches an undocumented status and a body that is not the documented one', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(answers.check('POST /api/v1/auth/login', res)).toBeUndefined();
    expect(answers.check('POST /api/v1/auth/login', altered(res, { statusCode: 418 }))).toMatch(
      /answered 418, which its operation does not document/,
    );
    expect(answers.check('POST /api/v1/auth/login', altered(res, { body: { status: 'fail' } }))).toMatch(
      /must have required property 'message'/,
    );
    expect(
      answers.check('POST /api/v1/auth/login', altered(res, { body: { status: 'error', message: 'x' } })),
    ).toMatch(/status must be equal to one of the allowed values/);
    const throttled = { ...res, statusCode: 429 };
    expect(answers.check('POST /api/v1/auth/login', throttled)).toMatch(/lacks its required Retry-After/);
    // Those four were refused on purpose: start the figures from zero.
    answers = answerChecker(doc);
  });

  it('answers bad input 400 with every field error kept, as documented', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 42, password: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(answers.check('POST /api/v1/auth/login', res)).toBeUndefined();
  });

  it('answers 401, 413 and 415 as documented', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nobody@ile.test', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@ile.test', password: 'x'.repeat(t.app.config.bodyLimitBytes) }),
    });
    expect(huge.statusCode).toBe(413);
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    for (const res of [wrong, huge, xml])
      expect(answers.check('POST /api/v1/auth/login', res)).toBeUndefined();
  });

  it('answers 429 with Retry-After, as documented', async () => {
    let res: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 40 && res?.statusCode !== 429; attempt++) {
      res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '127.0.0.42',
        payload: { email: 'locked-out@ile.test', password: 'wrong-password' },
      });
    }
    expect(res?.statusCode).toBe(429);
    expect(Number(res?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    if (res) expect(answers.check('POST /api/v1/auth/login', res)).toBeUndefined();
  });

  it('answers 503 with Retry-After while PostgreSQL is away, as documented', async () => {
    const away = await createTestApp({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await closedPort()}/ile`,
    });
    try {
      const search = await away.app.inject({ method: 'GET', url: '/api/v1/property/search?page=1' });
      expect(search.statusCode).toBe(503);
      expect(search.headers['retry-after']).toBe('5');
      expect(answers.check('GET /api/v1/property/search', search)).toBeUndefined();
      const ready = await away.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(answers.check('GET /readyz', ready)).toBeUndefined();
    } finally {
      await away.close();
    }
  });

  it('prints its figures', () => {
    console.log(answers.summary(documentedRoutes(doc).length));
    expect(answers.figures.answers).toBe(7);
    expect([...answers.figures.undocumented]).toEqual([]);
    expect(answers.figures.mismatches).toEqual([]);
  });
});
