import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type Session, type TestUser } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The 5xx answers and non-JSend refusals the bad-input fuzzing (fuzz.test.ts) found, each pinned as a plain
 * example so it stays fixed whatever the fuzzer's seed.
 */
describe('bad input the fuzzer found', () => {
  let t: TestApp;
  let member: TestUser;
  let memberSession: Session;
  let adminSession: Session;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    member = await createUser(t.database.db, { first_name: 'Ada', last_name: 'Obi' });
    memberSession = await login(t.app, member);
    adminSession = await login(t.app, await createUser(t.database.db, { staff_role: 'Admin' }));
  });
  afterAll(() => t.close());

  const auditRows = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses a multipart body without a boundary with 400, not 500 (busboy threw)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/account-update-user',
      headers: { ...memberSession.auth, 'content-type': 'multipart/form-data' },
      payload: '--x\r\nContent-Disposition: form-data; name="type"\r\n\r\nname\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'fail',
      message: 'A multipart body needs a boundary in its content type',
    });
  });

  it('refuses NUL in text with 400 and writes nothing (PostgreSQL refused it as a 500)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/account-update-user',
      headers: memberSession.auth,
      payload: { type: 'name', firstName: 'nul\u0000inside', lastName: 'Obi' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('fail');
    const row = await t.database.db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Ada');
  });

  it('refuses a lone surrogate with 400 and writes nothing (jsonb refused it in the audit row as a 500)', async () => {
    const before = await auditRows();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/suspend`,
      headers: { ...adminSession.auth, 'content-type': 'application/json' },
      payload: '{"reason":"a\\udc00b"}',
    });
    expect(res.statusCode).toBe(400);
    expect(await auditRows()).toBe(before);
    const row = await t.database.db
      .selectFrom('users')
      .select('suspended_at')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.suspended_at).toBeNull();
  });

  it('refuses a country name where the account stores a two-letter code (its check constraint was a 500)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/account-update-user',
      headers: memberSession.auth,
      payload: { type: 'address', address: '1 Marina', country: 'Nigeria' },
    });
    expect(res.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/account-update-user',
      headers: memberSession.auth,
      payload: { type: 'address', address: '1 Marina', country: 'ng' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.country).toBe('NG');
  });

  it('refuses a minimum view count beyond the integer column (PostgreSQL refused it as a 500)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/property/search?views=7109727151457209' });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/property/search?views=10' })).statusCode).toBe(
      200,
    );
  });

  it('answers a URL whose percent-escapes do not decode in JSend', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/agent/single-agent/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'fail',
      message: 'The URL is not valid (a malformed percent-escape?)',
    });
  });

  it('answers refusals on the API docs routes in JSend too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json?q=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('fail');
  });
});
