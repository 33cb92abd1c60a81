import type { UpdatePasswordBody } from '@ile/shared/contracts/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Component as LoginAndSecurityPage } from '../../../app/routes/account/login-and-security';
import { fail, http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { startSignedIn } from '../../../testing/signed-in';

function recordPasswordUpdates(answer = () => success(null, 'Password updated successfully')) {
  const bodies: UpdatePasswordBody[] = [];
  server.use(
    http.post('*/api/v1/auth/update-password', async ({ request }) => {
      bodies.push((await request.json()) as UpdatePasswordBody);
      return answer();
    }),
  );
  return bodies;
}

async function fillIn(current: string, next: string, confirmation: string) {
  const person = userEvent.setup();
  await person.type(await screen.findByLabelText(/Current password/), current);
  await person.type(screen.getByLabelText(/^New password/), next);
  await person.type(screen.getByLabelText(/Confirm new password/), confirmation);
  await person.click(screen.getByRole('button', { name: 'Update password' }));
  return person;
}

// A user typing through a whole form takes seconds on a busy machine.
const SLOW = 20_000;

describe('changing the password', () => {
  // The page also lists where the user is signed in (session-list.test.tsx covers that part).
  beforeEach(() => {
    server.use(http.get('*/api/v1/auth/sessions', () => success({ sessions: [] })));
  });

  it(
    "warns 'New password does not match' and sends nothing until the confirmation matches",
    async () => {
      const user = startSignedIn();
      const bodies = recordPasswordUpdates();
      renderWithApp(<LoginAndSecurityPage />);

      const person = await fillIn('Demo1234!', 'Newpass123', 'Newpass124');
      // Both under the field and as a warning toast.
      await waitFor(() => expect(screen.getAllByText('New password does not match')).toHaveLength(2));
      expect(bodies).toHaveLength(0);

      const confirmation = screen.getByLabelText(/Confirm new password/);
      await person.clear(confirmation);
      await person.type(confirmation, 'Newpass123');
      // The toast may still be up; the warning under the field is gone.
      const form = screen.getByRole('form', { name: 'Update password' });
      expect(within(form).queryByText('New password does not match')).toBeNull();
      await person.click(screen.getByRole('button', { name: 'Update password' }));

      expect(await screen.findByText('Password updated successfully')).toBeTruthy();
      expect(bodies).toEqual([
        { email: user.email, currentPassword: 'Demo1234!', newPassword: 'Newpass123' },
      ]);
      expect((screen.getByLabelText(/Current password/) as HTMLInputElement).value).toBe('');
    },
    SLOW,
  );

  it(
    'applies the strength rule before asking the server',
    async () => {
      startSignedIn();
      const bodies = recordPasswordUpdates();
      renderWithApp(<LoginAndSecurityPage />);

      await fillIn('Demo1234!', 'weak', 'weak');
      expect(screen.getByText(/Password must contain at least 1 uppercase letter/)).toBeTruthy();
      expect(bodies).toHaveLength(0);
    },
    SLOW,
  );

  it(
    "shows the server's message when the current password is wrong",
    async () => {
      startSignedIn();
      recordPasswordUpdates(() => fail(400, 'Your current password is incorrect'));
      renderWithApp(<LoginAndSecurityPage />);

      await fillIn('Wrong1234', 'Newpass123', 'Newpass123');
      expect(await screen.findByText('Your current password is incorrect')).toBeTruthy();
    },
    SLOW,
  );
});
