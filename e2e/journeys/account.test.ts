import type { SearchPropertiesResponse } from '@ile/shared';
import { DURATION_OPTIONS, labelOf } from '@ile/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { baseUrl, capturedMail, linkIn, signInViaApi } from '../support/api';
import { errorsOf, openPage, WIDTHS, type Width } from '../support/browser';
import { expectFailedRequests } from '../support/page-problems';
import { screenshot } from '../support/screenshots';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const phone = () => `0803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** Every page and dialog the journey shows gets a screenshot and an accessibility check. */
async function look(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await expectNoSeriousA11yViolations(page);
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

async function api<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** A new, verified account of its own, so changing its password and deleting it touch nobody else. */
async function createVerifiedAccount(email: string, password: string): Promise<void> {
  const created = await api('/api/v1/auth/signup', {
    method: 'POST',
    body: JSON.stringify({ email, password, phone: phone(), firstname: 'Fatmata', lastname: 'Sesay' }),
  });
  expect(created.status).toBe(201);
  const [mail] = await capturedMail(email, { subject: 'confirm' });
  const verified = await fetch(linkIn(mail as NonNullable<typeof mail>, '/verify-email'), {
    redirect: 'manual',
  });
  expect(verified.headers.get('location')).toContain('emailVerified=success');
}

const loginStatus = async (email: string, password: string) =>
  (await api('/api/v1/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) })).status;

for (const width of WIDTHS) {
  describe(`account at ${width} px`, { timeout: 150_000 }, () => {
    const email = `account-${width}-${unique()}@example.com`;
    let password = 'Original123';

    beforeAll(async () => {
      await createVerifiedAccount(email, password);
    }, 60_000);

    /** A page whose browser holds this account's refresh cookie, as after "Remember me". */
    async function signedIn(): Promise<Page> {
      const session = await signInViaApi(email, password);
      const page = await openPage(width as Width);
      await page.context().addCookies(session.cookies);
      return page;
    }

    it('saves a listing from its page, writes a note, reads it on /wishlist and removes it', async () => {
      const found = await api<{ data: SearchPropertiesResponse }>('/api/v1/property/search?page=1&size=1');
      const listing = found.body.data.properties[0];
      if (!listing) throw new Error('the seed has no published listing');

      const page = await signedIn();
      await page.goto(`/property/${listing.id}`);
      await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Added to saved properties');

      await page.goto('/wishlist');
      await page.getByRole('heading', { level: 1, name: 'My Saved Properties' }).waitFor();
      const card = page.getByRole('article', { name: listing.title });
      await card.waitFor();
      // Saved cards show the price with its duration, as listing cards do.
      await card
        .getByText(new RegExp(`^(₦|Le |\\$)[\\d,.]+.* ${labelOf(DURATION_OPTIONS, listing.duration)}$`))
        .waitFor();
      await look(page, 'account-wishlist');

      await card.getByRole('button', { name: 'Add note' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add note' });
      await dialog.getByText('Max 1000 characters').waitFor();
      const note = `Inspect on Saturday; ask about water and power (${width} px).`;
      await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
      await dialog.getByText(`${note.length} / 1000`).waitFor();
      await look(page, 'account-wishlist-note-dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Note updated successfully');
      await dialog.waitFor({ state: 'detached' });
      await card.getByRole('button', { name: 'Edit note' }).waitFor();

      // Stored on the account: a fresh load still has it, beside the grid on a wide screen, on the card on a phone.
      await page.reload();
      if (width >= 1024) {
        await page.getByRole('article', { name: listing.title }).hover();
        await page.getByRole('complementary', { name: 'Note preview' }).getByText(note).waitFor();
      } else {
        await page.getByRole('article', { name: listing.title }).getByText(`Note: ${note}`).waitFor();
      }
      await look(page, 'account-wishlist-note');

      await page.getByRole('button', { name: `Remove ${listing.title} from saved properties` }).click();
      await toast(page, 'Removed from saved properties');
      // The empty list says what to do next and leads back to the listings.
      await page.getByText('No saved properties yet.').waitFor();
      await page.getByText('Tap the heart on any listing to save it here.').waitFor();
      expect(await page.getByRole('link', { name: 'Browse properties' }).getAttribute('href')).toBe(
        '/properties',
      );
      await look(page, 'account-wishlist-empty');
      expect(errorsOf(page)).toEqual([]);
    });

    it('edits the personal info one section at a time and keeps it after a reload', async () => {
      const page = await signedIn();
      await page.goto('/account/personal-info');
      await page.getByRole('heading', { level: 1, name: 'Personal info' }).waitFor();
      await page.getByText('Fatmata Sesay').waitFor();
      await look(page, 'account-personal-info');

      await page.getByRole('button', { name: 'Edit legal name' }).click();
      await page.getByRole('button', { name: 'Add gender' }).click();
      await page.getByLabel(/^First name/).fill('Aminata');
      await page.getByLabel(/^Last name/).fill('Conteh');
      await look(page, 'account-personal-info-editing');
      await page.getByRole('form', { name: 'Legal name' }).getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Profile updated successfully');
      await page.getByText('Aminata Conteh').waitFor();
      // Saving one section closes every open one.
      await expect.poll(() => page.getByRole('form').count()).toBe(0);

      await page.getByRole('button', { name: 'Add gender' }).click();
      await page.getByRole('combobox', { name: /^Gender/ }).selectOption('Female');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('region', { name: 'Gender' }).getByText('Female').waitFor();

      await page.getByRole('button', { name: 'Edit phone number' }).click();
      await page.getByLabel('Country code').selectOption('SL');
      await page.getByRole('textbox', { name: /^Phone number/ }).fill('076 123456');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('+232 76 123456').waitFor();

      await page.getByRole('button', { name: 'Add address' }).click();
      await page.getByLabel(/^Street address/).fill('12 Siaka Stevens Street');
      await page.getByLabel('Country', { exact: true }).selectOption('SL');
      await page.getByLabel('State or region').selectOption('Western Area Urban');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('12 Siaka Stevens Street, Western Area Urban, Sierra Leone').waitFor();

      await page.reload();
      await page.getByText('Aminata Conteh').waitFor();
      await page.getByText('+232 76 123456').waitFor();
      await look(page, 'account-personal-info-saved');
      expect(errorsOf(page)).toEqual([]);
    });

    it('shows payments, records a payout account, notifications, and stores privacy and theme choices', async () => {
      const page = await signedIn();
      await page.goto('/account/payment');
      await page.getByText('You have not made any transaction').waitFor();
      await look(page, 'account-payments');
      await page.getByRole('tab', { name: 'Payouts' }).click();
      await page.getByLabel(/^Bank/).selectOption({ label: 'Access Bank' });
      await page.getByLabel(/^Account number/).fill('0123456789');
      await look(page, 'account-payouts-form');
      await page.getByRole('button', { name: 'Save payout account' }).click();
      await toast(page, 'Payout account saved');
      await page.getByText('•••• 6789').waitFor();
      await look(page, 'account-payouts-saved');

      await page.getByRole('link', { name: 'Transaction history' }).click();
      await page.getByRole('heading', { level: 1, name: 'Transaction history' }).waitFor();
      await page.getByText('You have not made any transaction').waitFor();
      await look(page, 'account-transactions');

      await page.goto('/account/student');
      await page.getByRole('link', { name: 'Register as a student' }).waitFor();
      await look(page, 'account-student');

      await page.goto('/account/notifications');
      await page.getByRole('list', { name: 'Notifications' }).waitFor();
      await look(page, 'account-notifications');

      await page.goto('/account/privacy-and-sharing');
      await page.getByRole('button', { name: 'Request a copy of my data' }).click();
      await toast(page, 'Your data export is being prepared; we will email you when it is ready');
      const exports = page.getByRole('list', { name: 'Your data exports' });
      await exports.getByRole('button', { name: 'Download' }).waitFor({ timeout: 45_000 });
      await look(page, 'account-privacy-data');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        exports.getByRole('button', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^ile-data-\d{4}-\d{2}-\d{2}\.json$/);

      await page.getByRole('tab', { name: 'Sharing' }).click();
      const receipts = page.getByRole('switch', { name: 'Read receipts' });
      expect(await receipts.getAttribute('aria-checked')).toBe('true');
      await receipts.click();
      await toast(page, 'Privacy settings saved');
      await look(page, 'account-privacy-sharing');
      await page.reload();
      await page.getByRole('tab', { name: 'Sharing' }).click();
      expect(await page.getByRole('switch', { name: 'Read receipts' }).getAttribute('aria-checked')).toBe(
        'false',
      );

      // Each choice is stored on the account before the next, as a person clicking would.
      const saved = (change: () => Promise<void>) =>
        Promise.all([
          page.waitForResponse(
            (r) => r.url().endsWith('/api/v1/user/settings') && r.request().method() === 'POST',
          ),
          change(),
        ]);
      await page.goto('/account/appearance');
      await saved(() => page.getByRole('switch', { name: 'Dark mode' }).click());
      await saved(() => page.getByRole('radio', { name: 'Blue' }).check());
      // The theme <html> has when the parser reaches <body>, before anything paints or the bundle runs: the
      // inline boot script (allowed by its hash in the CSP) sets it from what this browser last applied.
      await page.addInitScript(() => {
        const seen = new MutationObserver(() => {
          if (!document.body) return;
          const root = document.documentElement;
          (window as unknown as { atFirstPaint: string }).atFirstPaint =
            `${root.dataset.theme ?? 'none'} ${root.dataset.accent ?? 'none'}`;
          seen.disconnect();
        });
        seen.observe(document, { childList: true, subtree: true });
      });
      await page.reload();
      expect(await page.evaluate(() => (window as unknown as { atFirstPaint: string }).atFirstPaint)).toBe(
        'dark blue',
      );
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.accent)).toBe('blue');
      await page.getByRole('radio', { name: 'Blue' }).waitFor();
      await look(page, 'account-appearance-dark');
      await page.goto('/account/login');
      await page.getByRole('button', { name: 'Delete my account' }).waitFor();
      await look(page, 'account-login-security-dark');
      await page.goto('/account/appearance');
      await saved(() => page.getByRole('switch', { name: 'Dark mode' }).click());
      await saved(() => page.getByRole('radio', { name: 'Green' }).check());
      expect(errorsOf(page)).toEqual([]);
    });

    it('changes the password, then logs in with the new one', async () => {
      const page = await signedIn();
      await page.goto('/account/login');
      await page.getByRole('heading', { level: 1, name: 'Login and Security' }).waitFor();
      await look(page, 'account-login-security');

      const next = 'Changed456';
      await page.getByLabel(/^Current password/).fill(password);
      await page.getByLabel(/^New password/).fill(next);
      await page.getByText('Password is valid').waitFor();
      await page.getByLabel(/^Confirm new password/).fill(`${next}x`);
      await page.getByRole('button', { name: 'Update password' }).click();
      await toast(page, 'New password does not match');
      await look(page, 'account-password-mismatch');

      await page.getByLabel(/^Confirm new password/).fill(next);
      await page.getByRole('button', { name: 'Update password' }).click();
      await toast(page, 'Password updated successfully');
      expect(await loginStatus(email, password)).toBe(401);
      password = next;

      const fresh = await openPage(width as Width);
      await fresh.goto('/login');
      await fresh.getByLabel('Email').fill(email);
      await fresh.getByLabel('Password', { exact: true }).fill(next);
      await fresh.getByRole('button', { name: 'Login', exact: true }).click();
      await fresh.waitForURL((url) => url.pathname === '/');
      await toast(fresh, 'Login successful');
      expect(errorsOf(page)).toEqual([]);
      expect(errorsOf(fresh)).toEqual([]);
    });

    it('deletes the account from "Delete my data" with the password', async () => {
      const page = await signedIn();
      await page.goto('/account/privacy-and-sharing');
      await page.getByRole('button', { name: 'Delete my data' }).click();
      await page.waitForURL((url) => url.pathname === '/account/login');
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.waitFor();
      expectFailedRequests(page, { status: 400, path: '/api/v1/user/account-delete-user' });
      await dialog.getByLabel(/^Password/).fill('Wrong-password1');
      await dialog.getByRole('button', { name: 'Delete account' }).click();
      await toast(page, 'Your password is incorrect');
      await look(page, 'account-delete-dialog');

      await dialog.getByLabel(/^Password/).fill(password);
      await dialog.getByRole('button', { name: 'Delete account' }).click();
      await toast(page, 'Account deleted successfully');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Login' }).waitFor();
      expect(await loginStatus(email, password)).toBe(401);
      expect(errorsOf(page)).toEqual([]);
    });
  });
}

describe('static pages', () => {
  for (const width of WIDTHS) {
    it(`shows every static page, and the other spellings redirect, at ${width} px`, async () => {
      const page = await openPage(width);
      const pages = [
        { path: '/about-us', landing: '/about', heading: 'Finding a place should feel safe' },
        { path: '/guidelines', landing: '/guidelines', heading: 'Listing guidelines' },
        { path: '/privacy-policy', landing: '/privacy', heading: 'Privacy policy' },
        { path: '/terms', landing: '/terms-and-conditions', heading: 'Terms and conditions' },
        { path: '/contact-us', landing: '/contact-us', heading: 'We are here to help' },
      ];
      for (const { path, landing, heading } of pages) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(new URL(page.url()).pathname).toBe(landing);
        await look(page, `static${landing.replace(/\//g, '-')}`);
      }
      expect(errorsOf(page)).toEqual([]);
    });
  }
});
