import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { ModalHost, TEST_SESSION } from '../testing/auth-fixtures';

// Whole journeys through jsdom: slower than the default 5 s on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const RULE =
  'Password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number and must be at least 8 letters long';

/** Records the JSON bodies posted to an auth endpoint and answers with `answer`. */
function recordPosts(path: string, answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*/api/v1/auth/${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function openFlow(which: 'login' | 'signup' | 'reset') {
  // No pause between keystrokes: these journeys type a lot.
  const user = userEvent.setup({ delay: null });
  renderWithApp(<ModalHost />);
  await user.click(screen.getByRole('button', { name: `Open ${which}` }));
  return { user, dialog: await screen.findByRole('dialog') };
}

// Required fields' labels end in an asterisk that screen readers skip.
const labelled = (text: string) => new RegExp(`^${text}\\*?$`);
const byLabel = (text: string) => screen.getByLabelText(labelled(text));
const findByLabel = (text: string) => screen.findByLabelText(labelled(text));

const dialogTitle = () => within(screen.getByRole('dialog')).getByRole('heading').textContent;

describe('auth modal: login', () => {
  it("opens on 'Welcome back' with the email field focused", async () => {
    await openFlow('login');
    expect(dialogTitle()).toBe('Welcome back');
    await waitFor(() => expect(document.activeElement).toBe(byLabel('Email')));
    expect(byLabel('Remember my login')).toBeTruthy();
  });

  it("says 'Please fill in all fields' and sends nothing when a field is empty", async () => {
    const posts = recordPosts('login', () => success(TEST_SESSION));
    const { user } = await openFlow('login');
    await user.type(byLabel('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please fill in all fields')).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it("toasts the server's message when login fails and keeps the modal open", async () => {
    recordPosts('login', () => fail(401, 'Invalid email or password'));
    const { user } = await openFlow('login');
    await user.type(byLabel('Email'), 'ada@example.com');
    await user.type(byLabel('Password'), 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByText('Signed out')).toBeTruthy();
  });

  it('signs in, closes and sends Remember my login as persist', async () => {
    const posts = recordPosts('login', () => success(TEST_SESSION, 'Login successful'));
    const { user } = await openFlow('login');
    await user.type(byLabel('Email'), ' Ada@Example.com ');
    await user.type(byLabel('Password'), 'Secret123');
    await user.click(byLabel('Remember my login'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successful')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Signed in as Ada Obi')).toBeTruthy();
    expect(posts).toEqual([{ email: 'Ada@Example.com', password: 'Secret123', persist: true }]);
  });
});

describe('auth modal: signup', () => {
  it('needs a valid email before step 2, then signs up with the phone in E.164', async () => {
    const posts = recordPosts('signup', () => success({ user: TEST_SESSION.user }, 'Signup successful!'));
    const { user } = await openFlow('signup');
    expect(dialogTitle()).toBe('Create your account');
    await user.type(byLabel('Email'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(dialogTitle()).toBe('Create your account');

    await user.type(byLabel('Email'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(dialogTitle()).toBe('Let’s get started'));
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(byLabel('First name')));

    await user.type(byLabel('First name'), 'Ada');
    await user.type(byLabel('Last name'), 'Obi');
    expect((byLabel('Country code') as HTMLSelectElement).value).toBe('NG');
    await user.type(byLabel('Phone number'), '0803 123 4567');
    await user.type(byLabel('Password'), 'Secret123');
    await user.type(byLabel('Confirm password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Signup successful!')).toBeTruthy();
    await waitFor(() => expect(dialogTitle()).toBe('Check your email'));
    expect(posts).toEqual([
      {
        email: 'ada@example.com',
        firstname: 'Ada',
        lastname: 'Obi',
        phone: '+2348031234567',
        password: 'Secret123',
        role: 'EndUser',
      },
    ]);
  });

  it('shows live password feedback and blocks a mismatched confirmation', async () => {
    const posts = recordPosts('signup', () => success({ user: TEST_SESSION.user }));
    const { user } = await openFlow('signup');
    await user.type(byLabel('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const password = await findByLabel('Password');

    await user.type(password, 'secret');
    expect(screen.getByText(RULE)).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'Secret123');
    expect(screen.getByText('Password is valid')).toBeTruthy();
    await user.type(byLabel('Confirm password'), 'Secret124');
    expect(screen.getByText('Password does not match')).toBeTruthy();

    await user.type(byLabel('First name'), 'Ada');
    await user.type(byLabel('Last name'), 'Obi');
    await user.type(byLabel('Phone number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Password does not match')).toBeTruthy();
    expect(dialogTitle()).toBe('Let’s get started');
    expect(posts).toEqual([]);
  });

  it('refuses a phone number outside Nigeria and Sierra Leone', async () => {
    const posts = recordPosts('signup', () => success({ user: TEST_SESSION.user }));
    const { user } = await openFlow('signup');
    await user.type(byLabel('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await findByLabel('First name'), 'Ada');
    await user.type(byLabel('Last name'), 'Obi');
    await user.type(byLabel('Phone number'), '+44 7911 123456');
    await user.type(byLabel('Password'), 'Secret123');
    await user.type(byLabel('Confirm password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it("toasts the server's message when signup fails", async () => {
    recordPosts('signup', () =>
      fail(409, 'An account with this email already exists; log in or reset your password'),
    );
    const { user } = await openFlow('signup');
    await user.type(byLabel('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await findByLabel('First name'), 'Ada');
    await user.type(byLabel('Last name'), 'Obi');
    await user.selectOptions(byLabel('Country code'), 'SL');
    await user.type(byLabel('Phone number'), '076 123456');
    await user.type(byLabel('Password'), 'Secret123');
    await user.type(byLabel('Confirm password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByText('An account with this email already exists; log in or reset your password'),
    ).toBeTruthy();
    expect(dialogTitle()).toBe('Let’s get started');
  });

  it('goes back to change the email, and from done offers a resend and the login', async () => {
    recordPosts('signup', () => success({ user: TEST_SESSION.user }));
    const resends = recordPosts('resend-verification', () =>
      success(undefined, 'If this address has an unverified account, a new verification link is on its way'),
    );
    const { user } = await openFlow('signup');
    await user.type(byLabel('Email'), 'ada@exmaple.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const email = await findByLabel('Email');
    expect((email as HTMLInputElement).value).toBe('ada@exmaple.com');
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.type(await findByLabel('First name'), 'Ada');
    await user.type(byLabel('Last name'), 'Obi');
    await user.type(byLabel('Phone number'), '08031234567');
    await user.type(byLabel('Password'), 'Secret123');
    await user.type(byLabel('Confirm password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText(/We sent a verification link to/);

    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(
      await screen.findByText(
        'If this address has an unverified account, a new verification link is on its way',
      ),
    ).toBeTruthy();
    expect(resends).toEqual([{ email: 'ada@example.com' }]);

    await user.click(screen.getByRole('button', { name: 'Go to login' }));
    await waitFor(() => expect(dialogTitle()).toBe('Welcome back'));
    expect((byLabel('Email') as HTMLInputElement).value).toBe('ada@example.com');
  });
});

describe('auth modal: password reset', () => {
  it('walks email → OTP → new password → done → login, carrying the email', async () => {
    const requests = recordPosts('reset-password', () => success(undefined, 'A code is on its way'));
    const checks = recordPosts('verify-reset-otp', () => success(undefined, 'OTP verified successfully'));
    const completes = recordPosts('reset-password-complete', () =>
      success(undefined, 'Password reset successful'),
    );
    const { user } = await openFlow('login');
    await user.type(byLabel('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await waitFor(() => expect(dialogTitle()).toBe('Reset your password'));
    expect((byLabel('Email') as HTMLInputElement).value).toBe('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset message' }));

    await waitFor(() => expect(dialogTitle()).toBe('Enter your reset code'));
    const code = byLabel('Reset code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    await user.type(code, '12a3 45 6');
    expect((code as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP verified successfully')).toBeTruthy();

    await waitFor(() => expect(dialogTitle()).toBe('Choose a new password'));
    await user.type(byLabel('New password'), 'weakpass');
    await user.type(byLabel('Confirm new password'), 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText(RULE)).toBeTruthy();
    expect(completes).toEqual([]);

    await user.clear(byLabel('New password'));
    await user.type(byLabel('New password'), 'Better123');
    expect(screen.getByText('Password does not match')).toBeTruthy();
    await user.clear(byLabel('Confirm new password'));
    await user.type(byLabel('Confirm new password'), 'Better123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(dialogTitle()).toBe('Password reset successful'));
    expect(requests).toEqual([{ email: 'ada@example.com' }]);
    expect(checks).toEqual([{ email: 'ada@example.com', otp: '123456' }]);
    expect(completes).toEqual([{ email: 'ada@example.com', otp: '123456', password: 'Better123' }]);

    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(dialogTitle()).toBe('Welcome back'));
    expect((byLabel('Email') as HTMLInputElement).value).toBe('ada@example.com');
  });

  it("toasts the server's message for a wrong code and stays on the code", async () => {
    recordPosts('verify-reset-otp', () => fail(400, 'Invalid or expired OTP'));
    recordPosts('reset-password', () => success(undefined, 'sent'));
    const { user } = await openFlow('reset');
    expect(dialogTitle()).toBe('Reset your password');
    await user.type(byLabel('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset message' }));
    await user.type(await findByLabel('Reset code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Invalid or expired OTP')).toBeTruthy();
    expect(dialogTitle()).toBe('Enter your reset code');
  });

  it('goes back to login from the first reset step', async () => {
    const { user } = await openFlow('reset');
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(dialogTitle()).toBe('Welcome back'));
  });
});

describe('auth modal: one at a time, closing resets', () => {
  it('shows a single dialog through every switch and starts afresh after closing', async () => {
    const { user } = await openFlow('login');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() => expect(dialogTitle()).toBe('Create your account'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.type(byLabel('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await findByLabel('First name'), 'Ada');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open signup' }));
    await waitFor(() => expect(dialogTitle()).toBe('Create your account'));
    expect((byLabel('Email') as HTMLInputElement).value).toBe('');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    await waitFor(() => expect(dialogTitle()).toBe('Welcome back'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
