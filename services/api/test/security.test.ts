import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD, refreshCookieOf } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';
import { THEME_BOOT_SOURCE } from './helpers/theme-boot-source';

describe('transport and throttling settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://ile.example', CORS_ORIGINS: 'https://admin.ile.example' });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('marks the refresh cookie Secure when the public URL is https', async () => {
    const user = await createUser(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(refreshCookieOf(res)?.secure).toBe(true);
  });

  it('allows configured origins only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/auth/login',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight('https://ile.example')).headers['access-control-allow-origin']).toBe(
      'https://ile.example',
    );
    expect((await preflight('https://admin.ile.example')).headers['access-control-allow-origin']).toBe(
      'https://admin.ile.example',
    );
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('throttles logins per IP across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: `nobody${i}@example.test`, password: 'Wrong1234' },
        remoteAddress: '10.2.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('throttles reset-code requests per account', async () => {
    const user = await createUser(t.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/reset-password',
        payload: { email: user.email },
        remoteAddress: `10.3.0.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const events = await t.database.db
      .selectFrom('outbox_events')
      .select('event_type')
      .where('event_type', '=', 'user.password_reset_requested')
      .execute();
    expect(events).toHaveLength(3);
  });

  it('throttles reset-code checks per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/verify-reset-otp',
        payload: { email: `guess${i}@example.test`, otp: '123456' },
        remoteAddress: '10.4.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('content security policy for payment checkouts', () => {
  const cspOf = async (env: Record<string, string>) => {
    const t = await createTestApp(env);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      return String(res.headers['content-security-policy'] ?? '');
    } finally {
      await t.close();
    }
  };

  it('stays same-origin for scripts when only the sandbox is configured', async () => {
    const csp = await cspOf({});
    expect(csp).toContain(`script-src 'self' ${THEME_BOOT_SOURCE};`);
    expect(csp).not.toContain('paystack');
    expect(csp).not.toContain('flutterwave');
  });

  it("lets a configured provider's inline checkout load its script, frame and API", async () => {
    const csp = await cspOf({ PAYSTACK_SECRET_KEY: 'sk_test_1', FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-1' });
    expect(csp).toContain(
      `script-src 'self' ${THEME_BOOT_SOURCE} https://js.paystack.co https://checkout.flutterwave.com;`,
    );
    expect(csp).toMatch(/frame-src [^;]*https:\/\/checkout\.paystack\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.flutterwave\.com/);
  });
});

describe('response compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('gzips a large JSON answer for clients that accept it, and leaves it plain for those that do not', async () => {
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });
});
