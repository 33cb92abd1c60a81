import type { AuthSession } from '@ile/shared/contracts/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as LoginAndSecurityPage } from '../../../app/routes/account/login-and-security';
import { fail, http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { startSignedIn } from '../../../testing/signed-in';

const session = (overrides: Partial<AuthSession>): AuthSession => ({
  id: '00000000-0000-4000-8000-00000000c001',
  created_at: '2026-11-20T08:00:00.000Z',
  last_used_at: '2026-11-21T09:30:00.000Z',
  expires_at: '2026-12-21T09:30:00.000Z',
  device: 'Chrome on Android',
  ip: '203.0.113.x',
  persist: true,
  current: false,
  ...overrides,
});

const THIS_LAPTOP = session({
  id: '00000000-0000-4000-8000-00000000c0a1',
  device: 'Safari on macOS',
  current: true,
});
const PHONE = session({ id: '00000000-0000-4000-8000-00000000c0b2', device: 'Chrome on Android' });
const TABLET = session({ id: '00000000-0000-4000-8000-00000000c0c3', device: 'Safari on iPad', ip: null });

/** A tiny stand-in for the api's session store: the list, and the two ways of signing out. */
function serveSessions(initial: AuthSession[]) {
  let live = [...initial];
  const calls: string[] = [];
  server.use(
    http.get('*/api/v1/auth/sessions', () => success({ sessions: live })),
    http.delete('*/api/v1/auth/sessions/:id', ({ params }) => {
      calls.push(`DELETE ${params.id}`);
      if (!live.some((s) => s.id === params.id)) return fail(404, 'No such signed-in session');
      live = live.filter((s) => s.id !== params.id);
      return success(null, 'That session is signed out');
    }),
    http.post('*/api/v1/auth/sessions/sign-out-others', () => {
      calls.push('POST sign-out-others');
      const signedOut = live.filter((s) => !s.current).length;
      live = live.filter((s) => s.current);
      return success({ signedOut }, `Signed out of ${signedOut} other sessions`);
    }),
  );
  return calls;
}

const SLOW = 20_000;

describe("where you're signed in", () => {
  it(
    'lists each device with its last activity and marks this one',
    async () => {
      startSignedIn();
      serveSessions([THIS_LAPTOP, PHONE, TABLET]);
      renderWithApp(<LoginAndSecurityPage />);

      const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
      const rows = within(list).getAllByRole('listitem');
      expect(rows).toHaveLength(3);
      expect(within(rows[0] as HTMLElement).getByText('This device')).toBeTruthy();
      expect(within(rows[0] as HTMLElement).queryByRole('button', { name: /Sign out/ })).toBeNull();
      expect(within(rows[1] as HTMLElement).getByText(/Chrome on Android/)).toBeTruthy();
      expect(within(rows[1] as HTMLElement).getByText(/Last active/).textContent).toContain('21/11/2026');
      expect(within(rows[1] as HTMLElement).getByText(/203\.0\.113\.x/)).toBeTruthy();
    },
    SLOW,
  );

  it(
    'signs one other device out after confirming, with a toast, and drops it from the list',
    async () => {
      startSignedIn();
      const calls = serveSessions([THIS_LAPTOP, PHONE, TABLET]);
      renderWithApp(<LoginAndSecurityPage />);
      const person = userEvent.setup();

      await person.click(await screen.findByRole('button', { name: 'Sign out Chrome on Android' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sign out Chrome on Android?' });
      // Cancelling sends nothing.
      await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(calls).toEqual([]);

      await person.click(screen.getByRole('button', { name: 'Sign out Chrome on Android' }));
      await person.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }));
      expect(await screen.findByText('That session is signed out')).toBeTruthy();
      expect(calls).toEqual([`DELETE ${PHONE.id}`]);
      await waitFor(() => expect(screen.queryByText('Chrome on Android')).toBeNull());
      expect(screen.getByText(/Safari on iPad/)).toBeTruthy();
    },
    SLOW,
  );

  it(
    'signs out of all other sessions after confirming and keeps this device',
    async () => {
      startSignedIn();
      const calls = serveSessions([THIS_LAPTOP, PHONE, TABLET]);
      renderWithApp(<LoginAndSecurityPage />);
      const person = userEvent.setup();

      await person.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sign out of all other sessions?' });
      expect(within(dialog).getByText(/All 2 other devices/)).toBeTruthy();
      await person.click(within(dialog).getByRole('button', { name: 'Sign out' }));

      expect(await screen.findByText('Signed out of 2 other sessions')).toBeTruthy();
      expect(calls).toEqual(['POST sign-out-others']);
      await waitFor(() =>
        expect(
          within(screen.getByRole('list', { name: 'Signed-in sessions' })).getAllByRole('listitem'),
        ).toHaveLength(1),
      );
      expect(screen.getByText('This device')).toBeTruthy();
      // Nothing left to sign out.
      expect(screen.queryByRole('button', { name: 'Sign out of all other sessions' })).toBeNull();
    },
    SLOW,
  );

  it(
    "shows the server's message when signing out fails",
    async () => {
      startSignedIn();
      serveSessions([THIS_LAPTOP, PHONE]);
      server.use(http.delete('*/api/v1/auth/sessions/:id', () => fail(404, 'No such signed-in session')));
      renderWithApp(<LoginAndSecurityPage />);
      const person = userEvent.setup();

      await person.click(await screen.findByRole('button', { name: 'Sign out Chrome on Android' }));
      await person.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }));
      expect(await screen.findByText('No such signed-in session')).toBeTruthy();
    },
    SLOW,
  );
});
