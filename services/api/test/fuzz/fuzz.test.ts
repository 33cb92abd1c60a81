import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RegisteredRoute } from '../../src/lib/route-registry';
import { routeOf } from '../authorization/route-matrix';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  type AnswerChecker,
  answerChecker,
  documentedRoutes,
  openApiDocumentOf,
} from '../openapi/answer-check';
import { buildFuzzWorld, type FakeProviders, type FuzzWorld, startFakeProviders } from './fuzz-world';
import {
  describeRequest,
  type FuzzRequest,
  type FuzzRoute,
  isStaffRoute,
  requestsFor,
  routeName,
} from './requests';
import { countChanges, type RowCounter, type RowCounts, rowCounter } from './row-counts';
import type { JsonSchema } from './schema-arbitraries';

/**
 * Issue 9, "Bad input": property-based requests to every registered route, generated from the route's own
 * zod schemas and then broken. Targets: ≥ 10,000 cases, 0 answers ≥ 500, 0 partial writes (every table's
 * row count is unchanged after each refused case), and every refusal in JSend without a stack trace.
 *
 * Reproduce a failure with the seed it prints:
 *   FUZZ_SEED=<seed> FUZZ_ROUTE='<METHOD url>' npx vitest run services/api/test/fuzz/fuzz.test.ts
 */
const TARGET_CASES = Number(process.env.FUZZ_CASES ?? 10_000);
const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const ONLY_ROUTE = process.env.FUZZ_ROUTE;

/** A route's seed depends on its name only, so adding a route does not reshuffle the others' cases. */
function seedOf(route: RegisteredRoute): number {
  let hash = BASE_SEED | 0;
  for (const char of routeName(route)) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  if ('_zod' in schema)
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return schema as JsonSchema;
}

function fuzzRouteOf(route: RegisteredRoute): FuzzRoute {
  const schema = route.schema as Record<string, unknown> | undefined;
  return {
    method: route.method,
    url: route.url,
    params: jsonSchemaOf(schema?.params),
    querystring: jsonSchemaOf(schema?.querystring),
    body: jsonSchemaOf(schema?.body),
  };
}

/**
 * A refusal must not leak internals, and our JSON refusals speak JSend. Exempt from the JSend shape: the
 * queue monitor's own API under /admin/queues (bull-board's error format, which its page reads) and
 * non-JSON answers (the sandbox checkout page, a CORS preflight refusal).
 */
function refusalProblem(res: LightMyRequestResponse, url: string): string | undefined {
  if (/\n\s+at .+:\d+:\d+|"stack"\s*:/.test(res.body)) return 'the body carries a stack trace';
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  if (!isJson || url.startsWith('/admin/queues')) return undefined;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return 'the body is not valid JSON';
  }
  const { status, message } = (body ?? {}) as { status?: unknown; message?: unknown };
  if (status !== 'fail' || typeof message !== 'string')
    return 'the body is not JSend {status: "fail", message}';
  return undefined;
}

/**
 * The queue monitor audits a change in an onResponse hook, after the answer is sent: a successful change's
 * audit row can land after `inject` resolves. Such a case waits for its row so the next case's counts are true.
 */
function writesAfterResponse(request: FuzzRequest): boolean {
  return request.caller === 'admin' && request.method !== 'GET' && request.url.startsWith('/admin/queues/');
}

interface Failure {
  route: string;
  seed: number;
  path: string | null | undefined;
  problem: string;
}

describe('bad input on every route (issue 9)', () => {
  let t: TestApp;
  let world: FuzzWorld;
  let counter: RowCounter;
  const readCounts = () => counter.read();
  let providers: FakeProviders;
  // Every generated answer is also checked against the api's OpenAPI document (issue 15).
  let answers: AnswerChecker;
  let documented: number;

  beforeAll(async () => {
    providers = await startFakeProviders();
    t = await createTestApp({ ...providers.env, ...(process.env.FUZZ_LOG ? { LOG_LEVEL: 'error' } : {}) });
    await t.app.ready();
    world = await buildFuzzWorld(t);
    counter = await rowCounter(t.database.url);
    const doc = await openApiDocumentOf(t.app);
    answers = answerChecker(doc);
    documented = documentedRoutes(doc).length;
  });
  afterAll(async () => {
    await counter?.close();
    await t?.close();
    await providers?.close();
  });

  /** Rate-limit counters of this app's own Redis prefix: a route's cases must not throttle the next route's. */
  async function resetRateLimits(): Promise<void> {
    const pattern = `${t.app.config.redisPrefix}:rate:*`;
    let cursor = '0';
    do {
      const [next, keys] = await t.app.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      if (keys.length > 0) await t.app.redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  it('answers ≥ 10,000 generated bad requests with no 5xx, no partial write and JSend refusals', async () => {
    const allRoutes = t.app.registeredRoutes.filter((route) => route.method !== 'HEAD');
    // Sized on every route even when one is replayed, so a replay runs exactly the cases of the full run.
    const numRuns = Math.ceil(TARGET_CASES / allRoutes.length);
    const routes = allRoutes.filter((route) => !ONLY_ROUTE || routeName(route) === ONLY_ROUTE);
    expect(routes.length).toBeGreaterThan(0);
    const failures: Failure[] = [];
    let cases = 0;
    let serverErrors = 0;
    let partialWrites = 0;
    let baseline: RowCounts | undefined;
    const statuses = new Map<number, number>();
    const transports = new Map<string, number>();

    async function settleAudit(before: RowCounts): Promise<void> {
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline) {
        if (((await readCounts()).audit_log ?? 0) > (before.audit_log ?? 0)) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }

    /**
     * The route that really answered: a fuzzed path can normalise to another one ("/users/." is the list), and
     * one that matches no route at all is answered by the router (404/405), not by any documented operation.
     */
    function answeringRoute(request: FuzzRequest): string | undefined {
      const path = new URL(request.url, 'http://fuzz.test').pathname;
      // The router ignores a trailing slash.
      const twin = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
      return (
        routeOf(t.app.registeredRoutes, request.method, path) ??
        routeOf(t.app.registeredRoutes, request.method, twin)
      );
    }

    async function runCase(request: FuzzRequest): Promise<void> {
      cases++;
      const before = baseline ?? (await readCounts());
      const res = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...world.headersOf(request.caller), ...request.headers },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
        remoteAddress: request.remoteAddress,
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const route = answeringRoute(request);
      const undocumented = route ? answers.check(route, res) : undefined;
      if (undocumented) throw new Error(`answered against the OpenAPI document: ${undocumented}`);
      const byTransport = `${request.transport.split(' ')[0]} ${Math.floor(res.statusCode / 100)}xx`;
      transports.set(byTransport, (transports.get(byTransport) ?? 0) + 1);
      if (res.statusCode >= 500) {
        serverErrors++;
        throw new Error(`answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      }
      if (res.statusCode < 400) {
        // Fuzzed input can be valid: it may write, so the next case starts from fresh counts.
        baseline = undefined;
        if (writesAfterResponse(request)) await settleAudit(before);
        return;
      }
      const after = await readCounts();
      baseline = after;
      const changed = countChanges(before, after);
      if (changed.length > 0) {
        partialWrites++;
        throw new Error(
          `answered ${res.statusCode} but wrote rows (${changed.join(', ')}): ${res.body.slice(0, 200)}`,
        );
      }
      const problem = refusalProblem(res, request.url);
      if (problem) throw new Error(`answered ${res.statusCode} and ${problem}: ${res.body.slice(0, 200)}`);
    }

    const started = Date.now();
    for (const route of routes) {
      await resetRateLimits();
      await world.restoreCallers();
      baseline = undefined;
      const fuzzRoute = fuzzRouteOf(route);
      const requests = requestsFor(
        fuzzRoute,
        world.knowledgeFor(isStaffRoute(fuzzRoute.url) ? 'admin' : 'member'),
      );
      let last: FuzzRequest | undefined;
      const seed = seedOf(route);
      const result = await fc.check(
        fc.asyncProperty(requests, async (request) => {
          last = request;
          await runCase(request);
        }),
        { seed, numRuns, endOnFailure: true },
      );
      if (result.failed) {
        const error =
          result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        failures.push({
          route: routeName(route),
          seed,
          path: result.counterexamplePath,
          problem: `${error}\n    request: ${last ? describeRequest(last) : '?'}`,
        });
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);

    console.log(
      `fuzzing: ${cases.toLocaleString('en')} cases over ${routes.length} routes in ${seconds} s, ` +
        `${serverErrors} × 5xx, ${partialWrites} partial writes, ${failures.length} failing routes (base seed ${BASE_SEED})`,
    );
    console.log(
      `answers: ${[...statuses]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s} × ${n}`)
        .join(', ')}`,
    );
    console.log(
      `by transport: ${[...transports]
        .sort()
        .map(([s, n]) => `${s} × ${n}`)
        .join(', ')}`,
    );
    console.log(answers.summary(documented));
    for (const failure of failures) {
      console.log(
        `  ${failure.route} — FUZZ_SEED=${BASE_SEED} FUZZ_ROUTE='${failure.route}' (route seed ${failure.seed}, path ${failure.path})\n    ${failure.problem}`,
      );
    }
    expect(failures.map((f) => `${f.route}: ${f.problem.split('\n')[0]}`)).toEqual([]);
    if (!ONLY_ROUTE) expect(cases).toBeGreaterThanOrEqual(TARGET_CASES);
  }, 900_000);
});
