import type { AuthResponse } from '@ile/shared/contracts/auth';
import type { User } from '@ile/shared/contracts/user';
import { SESSION_HINT_COOKIE } from '@ile/shared/helpers/session-hint';
import { http, server, success } from './api-server';

export const SIGNED_IN_USER: User = {
  id: '00000000-0000-4000-8000-0000000000a1',
  email: 'tobi@example.com',
  phone: '+2348031234567',
  first_name: 'Tobi',
  last_name: 'Ade',
  full_name: 'Tobi Ade',
  gender: null,
  address: null,
  state: null,
  country: null,
  profile_image: null,
  role: 'EndUser',
  staff_role: null,
  email_verified: true,
  is_verified_student: false,
  settings: {
    selected_currency: null,
    dark_mode: false,
    theme_colour: 'green',
    search_engine_inclusion: true,
    read_receipts: true,
  },
  created_at: '2026-11-01T10:00:00.000Z',
};

/** What the api's login and refresh answers leave in the browser: the script-readable session hint cookie. */
export function setSessionHint(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this stands in for the api's Set-Cookie
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
}

/** What the api's logout and refused refresh leave: no hint (testing/setup.ts calls it after every test). */
export function clearSessionHint(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this stands in for the api's Set-Cookie
  document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
}

/** Makes the next render start signed in: the session hint is set and the refresh answers `user`. */
export function startSignedIn(user: Partial<User> = {}): User {
  const session: AuthResponse = { user: { ...SIGNED_IN_USER, ...user }, accessToken: 'test-access-token' };
  setSessionHint();
  server.use(http.post('*/api/v1/auth/refresh', () => success(session)));
  return session.user;
}

/** A second signed-in fixture (Ada Obi), as the inbox tests use it. */
export const TEST_USER: User = {
  ...SIGNED_IN_USER,
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Obi',
  full_name: 'Ada Obi',
};
