import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutesOf } from '../../src/modules/admin/admin.routes';
import { login, type Session } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  type AnswerChecker,
  answerChecker,
  documentedRoutes,
  openApiDocumentOf,
} from '../openapi/answer-check';
import { CALLERS, type Caller, type Cast, createCast, type Person } from './cast';
import { type Call, type CallContext, expectedStatus, type RouteEntry } from './expectations';
import { type Fresh, freshFactory, standingThings } from './fresh';
import { collectSecrets, leaksIn, type Secret } from './leaks';
import { AUTHORIZATION_MATRIX } from './matrix';
import { headsWithoutGet, ROUTE_MATRIX, routeKey, routeOf, routesToCover } from './route-matrix';
import { arrangeSubject, type Subject } from './subject';
import { installWriteLog, writeMark, writesSince } from './write-log';

describe('authorisation matrix: every registered route × every kind of caller', () => {
  let t: TestApp;
  let cast: Cast;
  let s: Subject;
  let fresh: Fresh;
  let standing: Fresh;
  let secrets: Secret[];
  let permissions: Map<string, readonly [string, string]>;
  const tally = { calls: 0, idCases: 0, leaks: [] as string[] };
  // Every answer is also checked against the api's OpenAPI document (issue 15).
  let answers: AnswerChecker;
  let documented: string[];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    const db = t.database.db;
    cast = await createCast(t.app, db);
    const agent = await db
      .selectFrom('agents')
      .select('id')
      .where('user_id', '=', cast.agent.person?.id ?? '')
      .executeTakeFirstOrThrow();
    const adminId = cast.Admin.person?.id ?? '';
    s = await arrangeSubject(t.app, db, personOf(cast.owner), agent.id, adminId);
    fresh = freshFactory(db, adminId, agent.id);
    standing = standingThings(freshFactory(db, adminId, agent.id));
    const correspondent = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '=', s.correspondentId)
      .executeTakeFirstOrThrow();
    secrets = await collectSecrets(db, cast, s, correspondent);
    permissions = new Map(adminRoutesOf(t.app).map((route) => [routeKey(route), route.permission]));
    await installWriteLog(db);
    const doc = await openApiDocumentOf(t.app);
    answers = answerChecker(doc);
    documented = documentedRoutes(doc);
  }, 120_000);
  afterAll(() => t?.close());

  /** Per-account throttles of a route that every caller calls naming A: start each call from zero. */
  async function resetThrottles() {
    const pattern = `${t.app.config.redisPrefix}:rate:*`;
    let cursor = '0';
    do {
      const [next, keys] = await t.app.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length > 0) await t.app.redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  /**
   * The queue monitor audits a change in onResponse, after the reply has gone: wait for that row, so it is
   * not taken for a write of the next (refused) call.
   */
  async function awaitAudit(mark: number) {
    for (let waited = 0; waited < 5000; waited += 10) {
      if ((await writesSince(t.database.db, mark)).includes('INSERT public.audit_log')) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /**
   * The owner for this call: A, or for rows that use their owner up a fresh account (a standing one when the
   * caller must be refused, since a refusal uses nothing up).
   */
  async function ownerFor(
    entry: RouteEntry,
    caller: Caller,
    things: Fresh,
  ): Promise<{ owner: Person; session: Session | null }> {
    if (!entry.freshOwner) return { owner: personOf(cast.owner), session: cast.owner.session };
    const owner = await things.person();
    if (entry.freshOwner === 'login' && caller.name === 'owner')
      return { owner, session: await login(t.app, owner) };
    const token = t.app.signAccessToken({
      userId: owner.id,
      email: owner.email,
      role: 'EndUser',
      staffRole: null,
    });
    return {
      owner,
      session: { accessToken: token, refreshToken: '', auth: { authorization: `Bearer ${token}` } },
    };
  }

  function inject(call: Call, caller: Caller, ownerSession: Session | null, entry: RouteEntry) {
    const board = call.url.startsWith('/admin/queues');
    const own =
      entry.freshOwner && caller.name === 'owner' && ownerSession ? { ...ownerSession.auth } : undefined;
    const headers = { ...(board ? caller.boardHeaders : (own ?? caller.apiHeaders)), ...call.headers };
    return t.app.inject({
      method: (call.method ?? entry.route.split(' ')[0]) as 'GET',
      url: call.url,
      headers,
      remoteAddress: caller.remoteAddress,
      ...(call.payload === undefined ? {} : { payload: call.payload as object }),
    });
  }

  /** Status, leaks and (when refused) writes of one call; returns what is wrong with it. */
  async function check(
    label: string,
    res: LightMyRequestResponse,
    want: number,
    caller: Caller,
    entry: Pick<RouteEntry, 'route' | 'reveals'>,
    mark: number,
  ): Promise<string[]> {
    tally.calls++;
    const problems: string[] = [];
    if (res.statusCode !== want)
      problems.push(`${label}: ${res.statusCode} (want ${want}) ${res.body.slice(0, 160)}`);
    const staffRoute = entry.route.includes(' /api/admin') || entry.route.includes(' /admin/queues');
    const leaks = leaksIn(res.body, secrets, {
      caller: caller.name,
      callerId: caller.person?.id ?? null,
      staffAnswer: staffRoute && caller.staffRole !== null && res.statusCode < 400,
      reveals: entry.reveals,
    });
    for (const leak of leaks) tally.leaks.push(`${label}: ${leak}`);
    if (leaks.length > 0) problems.push(`${label}: leaks ${leaks.join(', ')}`);
    const undocumented = answers.check(entry.route, res);
    if (undocumented) problems.push(`${label}: ${undocumented}`);
    if (res.statusCode >= 400) {
      const writes = await writesSince(t.database.db, mark);
      if (writes.length > 0)
        problems.push(`${label}: refused (${res.statusCode}) but wrote ${writes.join(', ')}`);
    }
    return problems;
  }

  it('finds what it looks for: A’s contacts in A’s own answer are a leak when anyone else gets them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: cast.owner.apiHeaders });
    const asB = {
      caller: 'other' as const,
      callerId: cast.other.person?.id ?? null,
      staffAnswer: false,
      reveals: undefined,
    };
    expect(leaksIn(res.body, secrets, asB)).toEqual(["owner's email", "owner's phone"]);
    expect(
      leaksIn(res.body, secrets, { ...asB, caller: 'owner', callerId: cast.owner.person?.id ?? null }),
    ).toEqual([]);
    expect(leaksIn('{"password_hash":"$argon2id$v=19$m=19456"}', secrets, asB)).toEqual([
      'argon2 PHC string',
      'password_hash field',
    ]);
    expect(leaksIn(`{"token":"${cast.other.session?.refreshToken}"}`, secrets, asB)).toEqual([
      "other's refresh token",
    ]);
  });

  it('has exactly one row per registered route (HEAD folded into GET)', () => {
    const registered = t.app.registeredRoutes;
    const covered = ROUTE_MATRIX.map((entry) => entry.route);
    const duplicates = covered.filter((key, i) => covered.indexOf(key) !== i);
    const missing = routesToCover(registered).filter((key) => !covered.includes(key));
    const gone = covered.filter((key) => !routesToCover(registered).includes(key));
    expect(duplicates, 'rows listed twice').toEqual([]);
    expect(missing, 'registered routes with no row in the authorisation matrix: add one').toEqual([]);
    expect(gone, 'matrix rows for routes that are no longer registered: remove them').toEqual([]);
    expect(headsWithoutGet(registered)).toEqual([]);
  });

  for (const entry of ROUTE_MATRIX) {
    it(entry.route, async () => {
      const db = t.database.db;
      const problems: string[] = [];
      for (const row of [{ name: '', ...entry }, ...(entry.variants ?? [])]) {
        // A's own call runs last, so a call of A's that changes something cannot change what others name.
        for (const name of [...CALLERS.filter((c) => c !== 'owner'), 'owner' as const]) {
          const caller = cast[name];
          const want = expectedStatus(row.expect[name], caller.staffRole, permissions.get(entry.route));
          // Who must succeed gets fresh things; who must be refused names standing ones.
          const things = want < 400 ? fresh : standing;
          const { owner, session } = await ownerFor(entry, caller, things);
          const ctx: CallContext = {
            app: t.app,
            db,
            cast,
            caller,
            s,
            owner,
            ownerSession: session,
            fresh: things,
          };
          const call = await row.call(ctx);
          if (entry.throttled) await resetThrottles();
          const mark = await writeMark(db);
          const res = await inject(call, caller, session, entry);
          const label = `${name} ${call.method ?? ''} ${call.url}${row.name ? ` (${row.name})` : ''}`;
          problems.push(
            ...(await check(label, res, want, caller, { route: entry.route, reveals: row.reveals }, mark)),
          );
          if (row.name) tally.idCases++;
          if (res.statusCode < 400 && call.url.startsWith('/admin/queues') && call.method !== 'GET')
            await awaitAudit(mark);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  // The older "A naming B" cases, run as every other caller naming A: more ids per route, and their own snapshots.
  for (const idCase of AUTHORIZATION_MATRIX) {
    it(`names A's things: ${idCase.name}`, async () => {
      const db = t.database.db;
      const a = personOf(cast.owner);
      const fixture = (await idCase.arrange?.(db, a)) ?? {};
      const url = idCase.url(a, fixture);
      const route = routeOf(t.app.registeredRoutes, idCase.method, url);
      const entry = ROUTE_MATRIX.find((row) => row.route === route);
      expect(entry, `${idCase.method} ${url} has a matrix row`).toBeDefined();
      if (!entry) return;
      const problems: string[] = [];
      for (const name of CALLERS.filter((c) => c !== 'owner')) {
        const caller = cast[name];
        const routeAnswer = expectedStatus(
          entry.expect[name],
          caller.staffRole,
          permissions.get(entry.route),
        );
        // Staff who may act on anyone's listing are the matrix row's business, not this refusal's.
        if (caller.staffRole && routeAnswer !== 403 && typeof entry.expect[name] !== 'number') continue;
        const want = name === 'anonymous' ? 401 : idCase.expect;
        const before = await idCase.snapshot?.(db, fixture);
        const mark = await writeMark(db);
        const res = await inject(
          { method: idCase.method, url, ...(idCase.payload ? { payload: idCase.payload(a, fixture) } : {}) },
          caller,
          null,
          entry,
        );
        problems.push(...(await check(`${name} ${idCase.name}`, res, want, caller, entry, mark)));
        expect(await idCase.snapshot?.(db, fixture)).toEqual(before);
        tally.idCases++;
      }
      expect(problems).toEqual([]);
    });
  }

  it('prints what it checked, and leaked nothing', () => {
    const rows = ROUTE_MATRIX.length;
    const mainCalls = tally.calls - tally.idCases;
    const variants = ROUTE_MATRIX.reduce((n, entry) => n + (entry.variants?.length ?? 0), 0);
    console.log(
      `authorisation matrix: ${rows} routes × ${CALLERS.length} callers = ${mainCalls.toLocaleString('en')} calls` +
        ` + ${tally.idCases} calls naming A's other ids (${AUTHORIZATION_MATRIX.length + variants} id cases)` +
        ` = ${tally.calls.toLocaleString('en')} route × role × id combinations, ${tally.leaks.length} leaks`,
    );
    expect(mainCalls).toBe(rows * CALLERS.length);
    expect(tally.leaks).toEqual([]);
  });

  it('prints the OpenAPI figures: every answer documented, every body as documented', () => {
    console.log(answers.summary(documented.length));
    const { figures } = answers;
    expect([...figures.undocumented], 'statuses the OpenAPI document does not list').toEqual([]);
    expect(figures.mismatches, 'answers that do not match the OpenAPI document').toEqual([]);
    expect(
      documented.filter((route) => !figures.routes.has(route)),
      'documented routes no answer was checked for',
    ).toEqual([]);
  });
});

/** A's person; throws if the cast lacks one (it never does). */
function personOf(caller: Caller): Person {
  if (!caller.person) throw new Error(`${caller.name} has no account`);
  return caller.person;
}
