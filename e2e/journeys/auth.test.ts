import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { baseUrl, capturedMail, DEMO_PASSWORD, linkIn } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { expectFailedRequests } from '../support/page-problems';
import { screenshot } from '../support/screenshots';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
/** A Nigerian mobile number nobody else in the run has. */
const phone = () => `0803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

const dialog = (page: Page) => page.getByRole('dialog');
const dialogTitled = (page: Page, title: string) =>
  dialog(page).getByRole('heading', { name: title }).waitFor();
/** Required fields' labels end in an asterisk screen readers skip; match the words. */
const field = (page: Page, label: string) => dialog(page).getByLabel(new RegExp(`^${label}\\*?$`));

/** Every page and modal state a journey shows gets a screenshot and an accessibility check. */
async function look(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await expectNoSeriousA11yViolations(page);
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

async function openAccountMenuItem(page: Page, item: 'Login' | 'Signup'): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await dialog(page).waitFor();
}

for (const width of WIDTHS) {
  // Three mails and two builds' worth of pages per journey: slower than the default on a busy machine.
  describe(`auth at ${width} px`, { timeout: 120_000 }, () => {
    it('signs up, follows the emailed link back to the site, then logs in', async () => {
      const email = `signup-${width}-${unique()}@example.com`;
      const page = await openPage(width);
      await page.goto('/');
      await openAccountMenuItem(page, 'Signup');
      await dialogTitled(page, 'Create your account');
      await look(page, 'auth-signup-email');

      await field(page, 'Email').fill(email);
      await dialog(page).getByRole('button', { name: 'Continue' }).click();
      await dialogTitled(page, 'Let’s get started');
      await field(page, 'First name').fill('Kemi');
      await field(page, 'Last name').fill('Adeyemi');
      await field(page, 'Phone number').fill(phone());
      await field(page, 'Password').fill('Weakpass');
      await dialog(page)
        .getByText('Password must contain at least 1 uppercase letter', { exact: false })
        .waitFor();
      await field(page, 'Password').fill('Journey123');
      await dialog(page).getByText('Password is valid').waitFor();
      await field(page, 'Confirm password').fill('Journey123');
      await look(page, 'auth-signup-details');

      await dialog(page).getByRole('button', { name: 'Sign up' }).click();
      await toast(page, 'Signup successful!');
      await dialogTitled(page, 'Check your email');
      await look(page, 'auth-signup-done');
      await dialog(page).getByRole('button', { name: 'Go to login' }).click();
      await dialogTitled(page, 'Welcome back');
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });

      const [mail] = await capturedMail(email, { subject: 'confirm' });
      const link = linkIn(mail as NonNullable<typeof mail>, '/verify-email');
      expect(link.startsWith(baseUrl())).toBe(true);
      const landing = await page.goto(link);
      expect(landing?.url()).toBe(`${baseUrl()}/?emailVerified=success`);
      await toast(page, 'Your email address is verified');
      await look(page, 'auth-email-verified');

      await openAccountMenuItem(page, 'Login');
      await field(page, 'Email').fill(email);
      await field(page, 'Password').fill('Journey123');
      await dialog(page).getByRole('button', { name: 'Login' }).click();
      await toast(page, 'Login successful');
      await dialog(page).waitFor({ state: 'detached' });
      // On a phone the toast sits over the header until it goes (a pointer over it would hold it there).
      await page.getByText('Login successful', { exact: true }).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).waitFor();
      await screenshot(page, 'auth-signed-in-menu');
      expect(errorsOf(page)).toEqual([]);
    });

    it('sends a visitor from a signed-in-only page to /login and back again', async () => {
      const page = await openPage(width);
      await page.goto('/wishlist?category=rental');
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('heading', { name: 'Log in to Ile' }).waitFor();
      await look(page, 'auth-login-page');

      // The empty form and the wrong password below are refused by the api on purpose.
      expectFailedRequests(
        page,
        { status: 400, path: '/api/v1/auth/login' },
        { status: 401, path: '/api/v1/auth/login' },
      );
      await page.getByRole('button', { name: 'Login' }).click();
      await toast(page, 'Please fill in all fields');
      await page.getByLabel('Email').fill('user@ile.test');
      await page.getByLabel('Password', { exact: true }).fill('Not-the-password1');
      await page.getByRole('button', { name: 'Login' }).click();
      await toast(page, 'Invalid email or password');
      await look(page, 'auth-login-page-failed');

      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByLabel('Remember me').check();
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL((url) => url.pathname === '/wishlist' && url.search === '?category=rental');
      await page.getByRole('heading', { name: 'My Saved Properties' }).waitFor();
      await look(page, 'auth-returned-to-wishlist');

      // Already signed in: /login sends the visitor straight on.
      await page.goto('/login');
      await page.waitForURL((url) => url.pathname === '/');
      expect(errorsOf(page)).toEqual([]);
    });

    it('resets a forgotten password with the emailed code', async () => {
      const email = `reset-${width}-${unique()}@example.com`;
      const created = await fetch(`${baseUrl()}/api/v1/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          password: 'Original123',
          phone: phone(),
          firstname: 'Sia',
          lastname: 'Kamara',
          role: 'EndUser',
        }),
      });
      expect(created.status).toBe(201);

      const page = await openPage(width);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await dialogTitled(page, 'Reset your password');
      await field(page, 'Email').fill(email);
      await look(page, 'auth-reset-email');
      await dialog(page).getByRole('button', { name: 'Send reset message' }).click();
      await dialogTitled(page, 'Enter your reset code');
      await look(page, 'auth-reset-code');

      const [mail] = await capturedMail(email, { subject: 'reset' });
      const code = /\b\d{6}\b/.exec(`${mail?.text}`)?.[0];
      expect(code).toMatch(/^\d{6}$/);
      await field(page, 'Reset code').fill(code as string);
      await dialog(page).getByRole('button', { name: 'Verify OTP' }).click();
      await toast(page, 'OTP verified successfully');
      await dialogTitled(page, 'Choose a new password');
      await field(page, 'New password').fill('Renewed123');
      await field(page, 'Confirm new password').fill('Renewed12');
      await dialog(page).getByText('Password does not match').waitFor();
      await look(page, 'auth-reset-new-password');
      await field(page, 'Confirm new password').fill('Renewed123');
      await dialog(page).getByRole('button', { name: 'Reset password' }).click();
      await toast(page, 'Password reset successful');
      await dialogTitled(page, 'Password reset successful');
      await look(page, 'auth-reset-done');

      await dialog(page).getByRole('button', { name: 'Login' }).click();
      await dialogTitled(page, 'Welcome back');
      await field(page, 'Password').fill('Renewed123');
      await dialog(page).getByRole('button', { name: 'Login' }).click();
      await toast(page, 'Login successful');
      // Signed in on /login: the page moves on to home.
      await page.waitForURL((url) => url.pathname === '/');
      expect(errorsOf(page)).toEqual([]);
    });
  });
}
