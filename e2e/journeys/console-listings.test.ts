import { describe, expect, it } from 'vitest';
import { errorsOf, openPage, overflow } from '../support/browser';
import { signInToConsole } from '../support/console';
import { screenshot } from '../support/screenshots';

const LAGOS_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

describe('console: the Listings page on a 1280 px laptop', () => {
  it('fits the window, with Export and the publish actions in view and dates day first', async () => {
    // A staff laptop set to US English still gets day-first dates.
    const page = await openPage(1280, { locale: 'en-US' });
    await signInToConsole(page);
    await page.getByRole('menuitem', { name: 'Listings' }).click();
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    const unpublish = page.getByRole('button', { name: 'Unpublish' }).first();
    await unpublish.waitFor();
    await screenshot(page, 'console-listings');

    expect(await overflow(page)).toBeLessThanOrEqual(0);
    for (const control of [page.getByRole('button', { name: 'Export' }), unpublish]) {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
    }

    // Published dates the Nigerian way (23/11/2026, in the browser's Lagos time), never month first.
    const published = await page
      .locator('tbody time')
      .evaluateAll((times) => times.map((time) => [time.getAttribute('datetime'), time.textContent]));
    expect(published.length).toBeGreaterThan(0);
    for (const [iso, text] of published) expect(text).toBe(LAGOS_DATE.format(new Date(iso ?? '')));
    expect(errorsOf(page)).toEqual([]);
  });
});
