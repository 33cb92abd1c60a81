import type { PropertyCard } from '@ile/shared/contracts/property';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { logInOnPage, look, verifiedAccount } from '../support/listing-journeys';

// Issue 19, item 4: "Recently viewed" on the home and search pages: in the browser for a visitor, merged into
// the account when they sign in, and kept there.

async function newestListings(): Promise<PropertyCard[]> {
  const res = await fetch(`${baseUrl()}/api/v1/property/display`);
  const body = (await res.json()) as { data: { properties3: PropertyCard[] } };
  return body.data.properties3;
}

describe('recently viewed', { timeout: 120_000 }, () => {
  for (const width of WIDTHS) {
    it(`keeps a visitor's listings in the browser, then on the account after sign-in at ${width} px`, async () => {
      const [first, second, third] = await newestListings();
      if (!first || !second || !third) throw new Error('the seed needs at least three published listings');
      const email = await verifiedAccount(`recent-${width}`);
      const page = await openPage(width);

      for (const listing of [first, second]) {
        await page.goto(`/property/${listing.id}`);
        await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
      }
      await page.goto('/');
      const recent = page.getByRole('region', { name: 'Recently viewed' });
      const titles = () => recent.getByRole('article').getByRole('heading').allTextContents();
      await recent.getByRole('article').first().waitFor();
      expect(await titles()).toEqual([second.title, first.title]);
      await recent.scrollIntoViewIfNeeded();
      await look(page, 'recently-viewed-home-visitor');

      // Signing in merges the browser's list into the account; a listing opened afterwards joins it there.
      await page.goto('/login');
      await logInOnPage(page, email);
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(`/property/${third.id}`);
      await page.getByRole('heading', { level: 1, name: third.title }).waitFor();
      await page.goto('/properties');
      await expect.poll(titles).toEqual([third.title, second.title, first.title]);
      await look(page, 'recently-viewed-search-signed-in');
      expect(await page.evaluate(() => localStorage.getItem('ile-recently-viewed'))).toBe('[]');
      expect(errorsOf(page)).toEqual([]);
    });
  }
});
