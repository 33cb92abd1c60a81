import type { SearchPropertiesResponse } from '@ile/shared/contracts/search';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { signInToConsole } from '../support/console';
import { applyToList, logInOnPage, look, unique, verifiedAccount } from '../support/listing-journeys';
import { screenshot } from '../support/screenshots';

async function searchFor(title: string): Promise<SearchPropertiesResponse> {
  const answer = await fetch(
    `${baseUrl()}/api/v1/property/searchwishlist?page=1&size=10&keyWord=${encodeURIComponent(title)}`,
  );
  return ((await answer.json()) as { data: SearchPropertiesResponse }).data;
}

/** The console is a desktop tool: the reviewer works at 1280 px whatever width the applicant used. */
async function approveInConsole(title: string): Promise<void> {
  const desk = await openPage(1280);
  await signInToConsole(desk);
  await desk.getByRole('menuitem', { name: /listing applications/i }).click();
  await desk.getByText(title).first().click();
  await desk.getByRole('button', { name: 'Approve' }).waitFor();
  await screenshot(desk, 'listing-approval-console-application');
  await desk.getByRole('button', { name: 'Approve' }).click();
  await desk.getByText('Application approved: the listing is published').waitFor();
  await screenshot(desk, 'listing-approval-console-approved');
  expect(errorsOf(desk)).toEqual([]);
  await desk.context().close();
}

/** The worker renders each picture's variants after approval; search shows a listing's pictures once done. */
async function waitForPictures(title: string, count: number): Promise<void> {
  await expect
    .poll(async () => (await searchFor(title)).properties[0]?.image_set.length ?? 0, {
      timeout: 60_000,
      interval: 1000,
    })
    .toBe(count);
}

/**
 * Each width publishes its own flat: the same address and words twice would be flagged as a duplicate
 * (docs/trust.md), and approving it would ask for a reason, which is another journey (duplicate-flags).
 */
const FLATS = {
  375: {
    address: '12 Herbert Macaulay Way',
    description: 'Two bright bedrooms on a quiet street, steady water and prepaid power.',
  },
  1280: {
    address: '31 Montgomery Road',
    description:
      'Upstairs two-bedroom flat with a balcony over the garden; borehole, inverter, tiled throughout.',
  },
} as const;

for (const width of WIDTHS) {
  describe(`a listing application approved by a reviewer, at ${width} px`, { timeout: 180_000 }, () => {
    it('is submitted on the site, approved in the console, and found in search with its pictures', async () => {
      const email = await verifiedAccount(`approve-${width}`);
      const title = `Approved flat ${width} ${unique()}`;
      const page = await openPage(width);
      await page.goto('/login');
      await logInOnPage(page, email);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto('/list-property/become-a-host');
      await applyToList(page, { title, ...FLATS[width] });
      expect((await searchFor(title)).totalItems).toBe(0);

      await approveInConsole(title);
      await waitForPictures(title, 3);

      await page.goto(`/properties?keyWord=${encodeURIComponent(title)}`);
      // Cards shorten long titles; the link keeps the whole one in its title attribute.
      const card = page.locator('article').filter({ has: page.locator(`a[title="${title}"]`) });
      await card.locator('img').first().waitFor();
      await expect
        .poll(() =>
          card
            .locator('img')
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBeGreaterThan(0);
      await look(page, 'listing-approval-search');
      expect(errorsOf(page)).toEqual([]);
    });
  });
}
