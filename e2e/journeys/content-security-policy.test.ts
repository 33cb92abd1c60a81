import type { SearchPropertiesResponse } from '@ile/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api';
import { errorsOf, openPage } from '../support/browser';
import { expectConsoleError } from '../support/page-problems';

/** Every CSP violation the page reports (the browser fires this event for each blocked load or inline use). */
async function collectViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
}

const violationsOn = (page: Page) =>
  page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

describe('the product works under its Content-Security-Policy', { timeout: 120_000 }, () => {
  it('loads the site, a listing with its map, the console and the api explorer with no CSP violation', async () => {
    const found = await fetch(`${baseUrl()}/api/v1/property/search?page=1&size=1`);
    const listing = ((await found.json()) as { data: SearchPropertiesResponse }).data.properties[0];
    if (!listing) throw new Error('the seed has no published listing');
    const pages: Array<[string, string, (page: Page) => Promise<void>]> = [
      ['site home', '/', (p) => p.locator('#root main').first().waitFor()],
      ['search', '/properties', (p) => p.getByRole('heading', { level: 1 }).first().waitFor()],
      [
        'listing with map',
        `/property/${listing.id}`,
        (p) => p.getByRole('heading', { level: 1, name: listing.title }).waitFor(),
      ],
      ['console sign-in', '/admin/', (p) => p.locator('#root input[type="password"]').first().waitFor()],
      ['api explorer', '/api/docs/', (p) => p.locator('.swagger-ui').first().waitFor()],
    ];
    const report: string[] = [];
    for (const [name, path, ready] of pages) {
      const page = await openPage(1280);
      await collectViolations(page);
      const response = await page.goto(path);
      const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
      expect(csp, name).toContain("script-src 'self'");
      await ready(page);
      // Lazily loaded chunks, fonts and images arrive a moment after the first paint.
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const violations = await violationsOn(page);
      report.push(`${name}: ${violations.length} violations`);
      expect(violations, name).toEqual([]);
      expect(errorsOf(page), name).toEqual([]);
      await page.context().close();
    }
    // The control: an inline script injected into the site is blocked, and the listener sees it.
    const control = await openPage(1280);
    expectConsoleError(
      control,
      /violates the following Content Security Policy directive 'script-src 'self' 'sha256-[^']+''/,
    );
    await collectViolations(control);
    await control.goto('/');
    await control.locator('#root main').first().waitFor();
    await control.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__ran = true';
      document.body.append(script);
    });
    await expect.poll(() => violationsOn(control)).toHaveLength(1);
    expect(await control.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
    await control.context().close();
    console.log(`content security policy in Chromium: ${report.join('; ')}; injected inline script blocked`);
  });
});
