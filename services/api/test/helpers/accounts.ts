import { randomBytes } from 'node:crypto';
import type { Db, NewUser } from '@ile/db';
import { hashPassword } from '@ile/db/passwords';
import { SESSION_HINT_COOKIE } from '@ile/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const PASSWORD = 'Secret123';

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/** A verified account written straight to the database (signup itself is tested over HTTP). */
export async function createUser(db: Db, overrides: Partial<NewUser> = {}): Promise<TestUser> {
  const email = overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.test`;
  const row = await db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(PASSWORD),
      first_name: 'Ada',
      last_name: 'Obi',
      phone: '+2348031234567',
      email_verified_at: new Date(),
      ...overrides,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  return { id: row.id, email: row.email, password: PASSWORD };
}

export function refreshCookieOf(res: LightMyRequestResponse) {
  return res.cookies.find((cookie) => cookie.name === 'ile_refresh');
}

/** The script-readable "has session" hint the api sets beside the refresh cookie. */
export function sessionHintOf(res: LightMyRequestResponse) {
  return res.cookies.find((cookie) => cookie.name === SESSION_HINT_COOKIE);
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  auth: { authorization: string };
}

export async function login(app: FastifyInstance, user: TestUser, persist = false): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: user.email, password: user.password, persist },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const accessToken = res.json().data.accessToken as string;
  const refreshToken = refreshCookieOf(res)?.value;
  if (!refreshToken) throw new Error('login set no refresh cookie');
  return { accessToken, refreshToken, auth: { authorization: `Bearer ${accessToken}` } };
}
