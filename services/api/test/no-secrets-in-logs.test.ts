import {
  issueEmailVerificationToken,
  issuePasswordResetOtp,
} from '@ile/db/repositories/auth-tokens.repository';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/lib/log-redaction';
import { refreshCookieOf } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Runs the account flows with the api's logger at debug (every request logged) and reads every line it
 * wrote: no password, access token, refresh token, OTP, verification token or Authorization value may appear.
 */
describe('what the api logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'debug' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('holds no password, token, cookie, code or Authorization value, on success and failure paths', async () => {
    const secrets: Record<string, string> = {};
    const email = `logs-${Date.now()}@example.test`;
    const password = 'Secret-Signup-Pass1';
    const call = (method: 'GET' | 'POST', url: string, extra: Omit<InjectOptions, 'method' | 'url'> = {}) =>
      t.app.inject({ method, url, ...extra });

    // Signup, then a failed and a good login.
    secrets.signupPassword = password;
    const signup = await call('POST', '/api/v1/auth/signup', {
      payload: { email, password, phone: '+2348031234567', firstname: 'Log', lastname: 'Check' },
    });
    expect(signup.statusCode).toBe(201);
    const user = await t.database.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    secrets.passwordHash = user.password_hash;

    const verification = await issueEmailVerificationToken(t.database.db, user.id);
    secrets.verificationToken = verification.token;
    const verified = await call('GET', `/api/v1/auth/verify-email?token=${verification.token}`);
    expect(verified.statusCode).toBe(303);

    secrets.wrongPassword = 'Wrong-Guess-Pass9';
    expect(
      (await call('POST', '/api/v1/auth/login', { payload: { email, password: secrets.wrongPassword } }))
        .statusCode,
    ).toBe(401);
    const login = await call('POST', '/api/v1/auth/login', { payload: { email, password, persist: true } });
    expect(login.statusCode).toBe(200);
    secrets.accessToken = login.json().data.accessToken;
    secrets.refreshToken = refreshCookieOf(login)?.value as string;
    const bearer = { authorization: `Bearer ${secrets.accessToken}` };

    // Refresh: rotates the cookie.
    const refreshed = await call('POST', '/api/v1/auth/refresh', {
      cookies: { ile_refresh: secrets.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    secrets.rotatedRefreshToken = refreshCookieOf(refreshed)?.value as string;
    secrets.rotatedAccessToken = refreshed.json().data.accessToken;
    // A replay of the old refresh token (reuse detection) and a forged bearer token: failure paths log too.
    expect(
      (await call('POST', '/api/v1/auth/refresh', { cookies: { ile_refresh: secrets.refreshToken } }))
        .statusCode,
    ).toBe(401);
    secrets.forgedBearer = `${secrets.accessToken.slice(0, -4)}AAAA`;
    expect(
      (
        await call('GET', '/api/v1/auth/sessions', {
          headers: { authorization: `Bearer ${secrets.forgedBearer}` },
        })
      ).statusCode,
    ).toBe(401);

    // Update password (signed in), with a wrong current password first.
    secrets.newPassword = 'Updated-Pass-2';
    expect(
      (
        await call('POST', '/api/v1/auth/update-password', {
          headers: bearer,
          payload: { email, currentPassword: secrets.wrongPassword, newPassword: secrets.newPassword },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/v1/auth/update-password', {
          headers: bearer,
          payload: { email, currentPassword: password, newPassword: secrets.newPassword },
        })
      ).statusCode,
    ).toBe(200);

    // Reset by emailed code: request, a wrong code, the right code, set a new password with it.
    expect((await call('POST', '/api/v1/auth/reset-password', { payload: { email } })).statusCode).toBe(200);
    const { otp } = await issuePasswordResetOtp(t.database.db, user.id);
    secrets.otp = otp;
    const wrongOtp = otp === '000000' ? '111111' : '000000';
    expect(
      (await call('POST', '/api/v1/auth/verify-reset-otp', { payload: { email, otp: wrongOtp } })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/v1/auth/verify-reset-otp', { payload: { email, otp } })).statusCode,
    ).toBe(200);
    secrets.resetPassword = 'Reset-Pass-3';
    expect(
      (
        await call('POST', '/api/v1/auth/reset-password-complete', {
          payload: { email, otp, password: secrets.resetPassword },
        })
      ).statusCode,
    ).toBe(200);
    // A body that fails validation (the password is echoed nowhere, not even in the error).
    secrets.invalidBodyPassword = 'short-Pass-Invalid-9';
    await call('POST', '/api/v1/auth/signup', {
      payload: { email: 'not-an-email', password: secrets.invalidBodyPassword },
    });

    const log = lines.join('');
    // The logger really was on at debug: every request above left a line.
    const requestLines = lines.filter((line) => line.includes('"request completed"'));
    expect(requestLines.length).toBeGreaterThanOrEqual(14);
    expect(log).toContain('/api/v1/auth/verify-email?token=[Redacted]');
    const found = Object.entries(secrets).filter(([, value]) => value && log.includes(value));
    expect(found.map(([name]) => name)).toEqual([]);
    expect(log).not.toMatch(/Bearer\s+ey/);
    expect(log).not.toMatch(/ile_refresh=/);
    expect(log).not.toContain('$argon2');
    console.log(
      `logs at debug: ${lines.length} lines, ${requestLines.length} request lines, ${Object.keys(secrets).length} secrets looked for, 0 found`,
    );
  });

  it('redacts secret query values and keeps the rest of the url', () => {
    expect(redactUrl('/api/v1/auth/verify-email?token=abc123')).toBe(
      '/api/v1/auth/verify-email?token=[Redacted]',
    );
    expect(redactUrl('/search?q=lagos&otp=123456&page=2')).toBe('/search?q=lagos&otp=[Redacted]&page=2');
    expect(redactUrl('/api/v1/property/search?page=1')).toBe('/api/v1/property/search?page=1');
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[Redacted]');
  });
});
