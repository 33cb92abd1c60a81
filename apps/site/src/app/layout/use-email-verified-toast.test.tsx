import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session';
import { http, server, success } from '../../testing/api-server';
import { renderWithApp } from '../../testing/render';
import { SIGNED_IN_USER, setSessionHint } from '../../testing/signed-in';
import { useEmailVerifiedToast } from './use-email-verified-toast';

function Landing() {
  useEmailVerifiedToast();
  const { status, user } = useSession();
  return <p>{status === 'signed-in' ? `verified: ${String(user?.email_verified)}` : status}</p>;
}

function countRefreshes(): { count: number } {
  const seen = { count: 0 };
  server.use(
    http.post('*/api/v1/auth/refresh', () => {
      seen.count += 1;
      return success({ user: SIGNED_IN_USER, accessToken: 'fresh-token' });
    }),
  );
  return seen;
}

// The toaster loads its library on first use, which can take a few seconds on a busy machine.
describe('the email-verification landing (/?emailVerified=success)', { timeout: 20_000 }, () => {
  it('thanks a signed-out visitor without asking for a refresh it cannot get', async () => {
    const refreshes = countRefreshes();
    const { router } = renderWithApp(<Landing />, { path: '/?emailVerified=success' });
    expect(await screen.findByText('Your email address is verified', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('signed-out')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(refreshes.count).toBe(0);
  });

  it('refreshes a signed-in member so the page shows the address as verified', async () => {
    setSessionHint();
    const refreshes = countRefreshes();
    renderWithApp(<Landing />, { path: '/?emailVerified=success' });
    expect(await screen.findByText('Your email address is verified', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('verified: true')).toBeTruthy();
    expect(refreshes.count).toBe(1);
  });
});
