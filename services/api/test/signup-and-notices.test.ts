import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('signup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  const signup = (path: string, payload: Record<string, unknown>, ip = '10.1.0.1') =>
    t.app.inject({ method: 'POST', url: `/api/v1/auth/${path}`, payload, remoteAddress: ip });
  const valid = {
    email: 'Amaka@Example.test',
    password: 'Lagos2026',
    phone: '+2348031234567',
    firstname: 'Amaka',
    lastname: 'Nwosu',
    role: 'Admin',
  };

  it('creates an EndUser whatever role is sent, unverified, with its verification event in the outbox', async () => {
    const res = await signup('signup', valid);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/^Signup successful!/);
    const user = res.json().data.user;
    expect(user).toMatchObject({
      email: 'amaka@example.test',
      role: 'EndUser',
      staff_role: null,
      email_verified: false,
    });
    const events = await t.database.db.selectFrom('outbox_events').selectAll().execute();
    expect(events.map((e) => [e.event_type, e.payload])).toEqual([['user.signed_up', { userId: user.id }]]);
  });

  it('accepts the signin spelling of the same call', async () => {
    const res = await signup('signin', { ...valid, email: 'second@example.test' });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a taken email, a weak password and a foreign phone, writing nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const taken = await signup('signup', { ...valid, email: 'AMAKA@example.test' });
    expect(taken.statusCode).toBe(409);
    const weak = await signup('signup', { ...valid, email: 'weak@example.test', password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toEqual([
      'Password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number and must be at least 8 letters long',
    ]);
    const phone = await signup('signup', { ...valid, email: 'phone@example.test', phone: '+14155550100' });
    expect(phone.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('throttles signups from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await signup('signup', { ...valid, email: `flood${i}@example.test` }, '10.1.0.99');
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('answers reset and resend requests the same for known and unknown addresses', async () => {
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { email: 'amaka@example.test' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { email: 'ghost@example.test' },
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const resendKnown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/resend-verification',
      payload: { email: 'amaka@example.test' },
    });
    const resendUnknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/resend-verification',
      payload: { email: 'ghost@example.test' },
    });
    expect(resendKnown.json()).toEqual(resendUnknown.json());
    const types = (await t.database.db.selectFrom('outbox_events').select('event_type').execute()).map(
      (e) => e.event_type,
    );
    expect(types).toContain('user.password_reset_requested');
    expect(types).toContain('user.verification_requested');
  });

  it('refuses a wrong reset code with a constant message and locks the code after five tries', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/verify-reset-otp',
        payload: { email: 'ghost@example.test', otp: '123456' },
      });
      answers.push(res.statusCode);
    }
    expect(answers.every((s) => s === 400)).toBe(true);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-reset-otp',
      payload: { email: 'x@y.test', otp: '12ab' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('notices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('shows each caller the published notices addressed to them, newest first', async () => {
    const db = t.database.db;
    const agent = await createUser(db, { role: 'Agent' });
    const plain = await createUser(db);
    const hour = 3600_000;
    await db
      .insertInto('notices')
      .values([
        {
          heading: 'For all',
          description: 'x',
          audience: 'everyone',
          published_at: new Date(Date.now() - 4 * hour),
        },
        {
          heading: 'For users',
          description: 'x',
          audience: 'end_users',
          published_at: new Date(Date.now() - 3 * hour),
        },
        {
          heading: 'For agents',
          description: 'x',
          audience: 'agents',
          published_at: new Date(Date.now() - 2 * hour),
        },
        { heading: 'Draft', description: 'x', audience: 'everyone', published_at: null },
        {
          heading: 'Only for the agent',
          description: 'x',
          audience: 'end_users',
          recipient_id: agent.id,
          published_at: new Date(),
        },
      ])
      .execute();
    const headings = async (auth?: { authorization: string }) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/notice/notices', headers: auth ?? {} });
      return res.json().data.notices.map((n: { heading: string }) => n.heading);
    };
    expect(await headings()).toEqual(['For users', 'For all']);
    expect(await headings((await login(t.app, plain)).auth)).toEqual(['For users', 'For all']);
    expect(await headings((await login(t.app, agent)).auth)).toEqual([
      'Only for the agent',
      'For agents',
      'For users',
      'For all',
    ]);
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/notice/notices?page=2&size=1' });
    expect(page.json().data).toMatchObject({
      totalItems: 2,
      totalPages: 2,
      notices: [{ heading: 'For all', to: 'everyone' }],
    });
  });

  it('counts as unread what was published since the user signed up or last opened their notifications', async () => {
    const db = t.database.db;
    const user = await createUser(db);
    const { auth } = await login(t.app, user);
    const unread = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/notice/unread-count', headers: auth });
      return res.json().data.unread;
    };
    const publish = (heading: string, publishedAt: Date) =>
      db
        .insertInto('notices')
        .values({ heading, description: 'x', audience: 'everyone', published_at: publishedAt })
        .execute();
    await publish('Before they joined', new Date(Date.now() - 24 * 3600_000));
    await publish('Scheduled for tomorrow', new Date(Date.now() + 24 * 3600_000));
    expect(await unread()).toBe(0);
    await publish('New for everyone', new Date());
    expect(await unread()).toBe(1);

    const read = await t.app.inject({ method: 'POST', url: '/api/v1/notice/mark-read', headers: auth });
    expect(read.json()).toEqual({ status: 'success', data: { unread: 0 } });
    expect(await unread()).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notice/unread-count' })).statusCode).toBe(401);
  });
});
