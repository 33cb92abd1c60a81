import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_MATRIX } from './authorization/matrix';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('authorisation: user A naming user B', () => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  let sessionA: Session;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    a = await createUser(t.database.db);
    b = await createUser(t.database.db, { first_name: 'Bola' });
    sessionA = await login(t.app, a);
  });
  afterAll(() => t.close());

  const snapshotOf = (id: string) =>
    t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  for (const entry of AUTHORIZATION_MATRIX) {
    it(`refuses: ${entry.name}`, async () => {
      const db = t.database.db;
      const fixture = (await entry.arrange?.(db, b)) ?? {};
      const before = await snapshotOf(b.id);
      const thingsBefore = await entry.snapshot?.(db, fixture);
      const res = await t.app.inject({
        method: entry.method,
        url: entry.url(b, fixture),
        headers: sessionA.auth,
        ...(entry.payload ? { payload: entry.payload(b, fixture) } : {}),
      });
      expect(res.statusCode, res.body).toBe(entry.expect);
      expect(res.json().status).toBe('fail');
      expect(await snapshotOf(b.id)).toEqual(before);
      expect(await entry.snapshot?.(db, fixture)).toEqual(thingsBefore);
    });
  }

  it('refuses a userId sent without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/notice/notices?userId=${b.id}` });
    expect(res.statusCode).toBe(401);
  });

  it('accepts the caller’s own id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/account-update-user',
      headers: sessionA.auth,
      payload: { userId: a.id, type: 'gender', gender: 'Female' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.gender).toBe('Female');
  });

  it('refuses every authenticated route without a token', async () => {
    for (const entry of AUTHORIZATION_MATRIX) {
      if (entry.publicRoute) continue;
      const fixture = (await entry.arrange?.(t.database.db, b)) ?? {};
      const res = await t.app.inject({
        method: entry.method,
        url: entry.url(b, fixture).split('?')[0] ?? '',
        payload: {},
      });
      expect(res.statusCode, entry.name).toBe(401);
    }
  });
});
