import { describe, expect, it } from 'vitest';
import { baseUrl, signInViaApi } from '../support/api';
import { errorsOf, openPage, WIDTHS, type Width } from '../support/browser';
import { JOURNEY_PASSWORD, look, verifiedAccount } from '../support/listing-journeys';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A sign-in from "a phone": its refresh token, to check later whether that device is still signed in. */
async function signInFromPhone(email: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': ANDROID_CHROME },
    body: JSON.stringify({ email, password: JOURNEY_PASSWORD, persist: true }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ile_refresh='));
  if (!cookie) throw new Error('login set no refresh cookie');
  return cookie.slice('ile_refresh='.length).split(';')[0] as string;
}

/** What that device's next refresh gets: 200 while it is signed in, 401 once signed out. */
async function refreshStatus(refreshToken: string): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/v1/auth/refresh`, {
    method: 'POST',
    headers: { cookie: `ile_refresh=${refreshToken}`, 'user-agent': ANDROID_CHROME },
  });
  return res.status;
}

for (const width of WIDTHS) {
  describe(`where you're signed in, at ${width} px`, { timeout: 150_000 }, () => {
    it('lists this browser and a phone, signs the phone out, then signs out every other session', async () => {
      const email = await verifiedAccount(`sessions-${width}`);
      const phoneToken = await signInFromPhone(email);

      const session = await signInViaApi(email, JOURNEY_PASSWORD);
      const page = await openPage(width as Width);
      await page.context().addCookies(session.cookies);

      await page.goto('/account/login');
      await page.getByRole('heading', { name: 'Where you’re signed in' }).waitFor();
      const list = page.getByRole('list', { name: 'Signed-in sessions' });
      await list.getByText('This device').waitFor();
      await list.getByText('Chrome on Android').waitFor();
      expect(await list.getByRole('listitem').count()).toBe(2);
      await page.getByRole('heading', { name: 'Where you’re signed in' }).scrollIntoViewIfNeeded();
      await look(page, 'account-sessions');

      await page.getByRole('button', { name: 'Sign out Chrome on Android' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign out Chrome on Android?' });
      await dialog.waitFor();
      await look(page, 'account-sessions-confirm');
      await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
      await page.getByText('That session is signed out', { exact: true }).first().waitFor();
      await list.getByText('Chrome on Android').waitFor({ state: 'detached' });
      expect(await list.getByRole('listitem').count()).toBe(1);
      expect(await refreshStatus(phoneToken)).toBe(401);

      // A second phone sign-in, then "Sign out of all other sessions" from the list.
      const secondPhone = await signInFromPhone(email);
      await page.reload();
      await list.getByText('Chrome on Android').waitFor();
      await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
      const confirmAll = page.getByRole('dialog', { name: 'Sign out of all other sessions?' });
      await confirmAll.getByText('The other device will need your password').waitFor();
      await look(page, 'account-sessions-confirm-all');
      await confirmAll.getByRole('button', { name: 'Sign out', exact: true }).click();
      await page.getByText('Signed out of 1 other session', { exact: true }).first().waitFor();
      await list.getByText('Chrome on Android').waitFor({ state: 'detached' });
      expect(await refreshStatus(secondPhone)).toBe(401);
      await look(page, 'account-sessions-after');

      // This browser is still signed in: a reload refreshes its own token and shows the page again.
      await page.reload();
      await list.getByText('This device').waitFor();
      expect(errorsOf(page)).toEqual([]);
    });
  });
}
