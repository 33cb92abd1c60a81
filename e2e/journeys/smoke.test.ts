import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { screenshot } from '../support/screenshots';

/** Every session refresh the page sends; a signed-out load must send none (docs/sessions.md). */
function refreshesOf(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/auth/refresh') sent.push(request.url());
  });
  return sent;
}

describe('smoke: the built product answers in a real browser', () => {
  for (const width of WIDTHS) {
    it(`serves the site's home page at ${width} px`, async () => {
      const page = await openPage(width);
      const refreshes = refreshesOf(page);
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.title()).toMatch(/Ile/);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByRole('main').waitFor();
      await screenshot(page, 'home');
      await expectNoSeriousA11yViolations(page);
      expect(errorsOf(page)).toEqual([]);
      expect(refreshes).toEqual([]);
    });
  }

  it('lands a signed-out visitor from the verification email without asking for a refresh', async () => {
    const page = await openPage(375);
    const refreshes = refreshesOf(page);
    await page.goto('/?emailVerified=success');
    await page.getByText('Your email address is verified', { exact: true }).waitFor();
    await page.waitForURL((url) => url.search === '');
    // A refresh would have left with the toast; let every request the landing made finish first.
    await page.waitForLoadState('networkidle');
    expect(refreshes).toEqual([]);
  });

  it("serves the console's sign-in page at /admin/", async () => {
    const page = await openPage(1280);
    const refreshes = refreshesOf(page);
    const response = await page.goto('/admin/');
    expect(response?.status()).toBe(200);
    const password = page.getByLabel('Password', { exact: true });
    await password.waitFor();
    await expect.poll(() => password.getAttribute('type')).toBe('password');
    await screenshot(page, 'console-sign-in');
    await expectNoSeriousA11yViolations(page);
    expect(errorsOf(page)).toEqual([]);
    expect(refreshes).toEqual([]);
  });

  it('opens a page already signed in when a journey asks for it', async () => {
    const page = await openPage(375, { signedInAs: 'user@ile.test' });
    // A static file: no app code runs that could rotate the refresh cookie at the same moment.
    await page.goto('/favicon.svg');
    const answer = await page.evaluate(async () => {
      const res = await fetch('/api/v1/auth/refresh', { method: 'POST' });
      return { status: res.status, body: (await res.json()) as { data?: { user?: { email?: string } } } };
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.user?.email).toBe('user@ile.test');
  });
});
