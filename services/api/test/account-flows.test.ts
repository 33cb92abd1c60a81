import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '@ile/db/testing/smtp-server';
import { TEST_REDIS_URL } from '@ile/db/testing/test-database';
import { waitFor } from '@ile/db/testing/wait-for';
import { startWorkerRuntime, type WorkerRuntime } from '@ile/worker/runtime';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCookieOf } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

const PUBLIC_URL = 'http://localhost:8080';

/** Signup, verification, login, refresh, logout and reset, with the real worker mailing a real SMTP server. */
describe('account flows end to end (api + worker + SMTP)', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let worker: WorkerRuntime | undefined;

  const startWorker = () =>
    startWorkerRuntime({
      db: t.database.db,
      redisUrl: TEST_REDIS_URL,
      prefix: t.app.config.redisPrefix,
      log: pino({ level: 'silent' }),
      smtpUrl: smtp.url,
      publicUrl: PUBLIC_URL,
      privateDir: t.app.config.privateDir,
      outboxPollMs: 20,
    });

  const mailTo = (address: string, subject: RegExp): Promise<ReceivedMail> =>
    waitFor(() => smtp.messages.find((m) => m.to.includes(address) && subject.test(m.subject)));

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ PUBLIC_URL });
    await t.app.ready();
  });
  afterAll(async () => {
    await worker?.stop();
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload, ...extra });

  it('commits a signup while the worker is down and mails it when the worker is back', async () => {
    const res = await post('/api/v1/auth/signup', {
      email: 'kemi@example.test',
      password: 'Ibadan2026',
      phone: '08031234567',
      firstname: 'Kemi',
      lastname: 'Adeyemi',
    });
    expect(res.statusCode).toBe(201);
    const pending = await t.database.db
      .selectFrom('outbox_events')
      .selectAll()
      .where('delivered_at', 'is', null)
      .execute();
    expect(pending.map((e) => e.event_type)).toEqual(['user.signed_up']);
    expect(smtp.messages).toHaveLength(0);

    worker = startWorker();
    const mail = await mailTo('kemi@example.test', /confirm your email/i);
    expect(mail.text).toContain(`${PUBLIC_URL}/api/v1/auth/verify-email?token=`);
  });

  it('verifies the email through the emailed link, once', async () => {
    const mail = await mailTo('kemi@example.test', /confirm your email/i);
    const link = new URL(/https?:\/\/\S+verify-email\?token=[\w-]+/.exec(mail.text)?.[0] ?? '');
    const follow = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(follow.statusCode).toBe(303);
    expect(follow.headers.location).toBe(`${PUBLIC_URL}/?emailVerified=success`);
    const again = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(again.headers.location).toBe(`${PUBLIC_URL}/?emailVerified=failed`);
    const bogus = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/verify-email?token=not-a-real-token-at-all',
    });
    expect(bogus.headers.location).toBe(`${PUBLIC_URL}/?emailVerified=failed`);
  });

  it('logs in verified, refreshes and logs out', async () => {
    const login = await post('/api/v1/auth/login', { email: 'kemi@example.test', password: 'Ibadan2026' });
    expect(login.json().data.user.email_verified).toBe(true);
    const refreshed = await post(
      '/api/v1/auth/refresh',
      {},
      { cookies: { ile_refresh: refreshCookieOf(login)?.value ?? '' } },
    );
    expect(refreshed.statusCode).toBe(200);
    const token = refreshCookieOf(refreshed)?.value ?? '';
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${refreshed.json().data.accessToken}` },
    });
    expect(me.json().data.first_name).toBe('Kemi');
    await post('/api/v1/auth/logout', {}, { cookies: { ile_refresh: token } });
    expect((await post('/api/v1/auth/refresh', {}, { cookies: { ile_refresh: token } })).statusCode).toBe(
      401,
    );
  });

  it('resets a forgotten password with the emailed code', async () => {
    expect((await post('/api/v1/auth/reset-password', { email: 'kemi@example.test' })).statusCode).toBe(200);
    const mail = await mailTo('kemi@example.test', /code|reset/i);
    const otp = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(otp).toHaveLength(6);
    const wrongOtp = otp === '000000' ? '111111' : '000000';

    expect(
      (await post('/api/v1/auth/verify-reset-otp', { email: 'kemi@example.test', otp: wrongOtp })).statusCode,
    ).toBe(400);
    const verified = await post('/api/v1/auth/verify-reset-otp', { email: 'kemi@example.test', otp });
    expect(verified.json()).toEqual({ status: 'success', message: 'OTP verified successfully' });

    const weak = await post('/api/v1/auth/reset-password-complete', {
      email: 'kemi@example.test',
      otp,
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    const done = await post('/api/v1/auth/reset-password-complete', {
      email: 'kemi@example.test',
      otp,
      password: 'Freetown2027',
    });
    expect(done.json()).toEqual({ status: 'success', message: 'Password reset successful' });
    const reused = await post('/api/v1/auth/reset-password-complete', {
      email: 'kemi@example.test',
      otp,
      password: 'Another2027',
    });
    expect(reused.statusCode).toBe(400);

    expect(
      (await post('/api/v1/auth/login', { email: 'kemi@example.test', password: 'Ibadan2026' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/v1/auth/login', { email: 'kemi@example.test', password: 'Freetown2027' })).statusCode,
    ).toBe(200);
    await mailTo('kemi@example.test', /password.*changed|changed/i);
  });

  it('builds a data export the owner downloads, and emails them', async () => {
    const login = await post('/api/v1/auth/login', { email: 'kemi@example.test', password: 'Freetown2027' });
    const auth = { authorization: `Bearer ${login.json().data.accessToken}` };
    const requested = await t.app.inject({ method: 'POST', url: '/api/v1/user/export-data', headers: auth });
    expect(requested.statusCode).toBe(202);
    const id = requested.json().data.id;
    const record = await waitFor(async () => {
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/user/export-data', headers: auth });
      const current = list.json().data.exports.find((e: { id: string }) => e.id === id);
      return current?.status === 'ready' ? current : undefined;
    });
    const file = await t.app.inject({ method: 'GET', url: record.download_url, headers: auth });
    expect(file.statusCode).toBe(200);
    const exported = file.json();
    expect(exported.account.email).toBe('kemi@example.test');
    expect(JSON.stringify(exported)).not.toContain('password_hash');
    await mailTo('kemi@example.test', /data export/i);
  });

  it('kills a reset code after five wrong tries', async () => {
    await post('/api/v1/auth/reset-password', { email: 'kemi@example.test' });
    const before = smtp.messages.length;
    await new Promise((r) => setTimeout(r, 10));
    const deadline = Date.now() + 15_000;
    while (smtp.messages.length === before && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const latest = smtp.messages.at(-1);
    const otp = /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1] ?? '';
    const wrong = otp === '000000' ? '111111' : '000000';
    const tries = [];
    for (let i = 0; i < 5; i++)
      tries.push(
        (await post('/api/v1/auth/verify-reset-otp', { email: 'kemi@example.test', otp: wrong })).json()
          .message,
      );
    expect(tries.at(-1)).toMatch(/Too many wrong codes/);
    const right = await post('/api/v1/auth/verify-reset-otp', { email: 'kemi@example.test', otp });
    expect(right.statusCode).toBe(400);
  });
});
