import { createDatabase, type Db } from '@ile/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { look, verifiedAccount } from '../support/listing-journeys';
import { publishedRentalOf, withSeedPhoto } from '../support/owned-listings';
import { screenshot } from '../support/screenshots';
import { databaseUrl } from '../support/stack-resources';

// Issue 20: a listing's page opens on the first view the api draws into its HTML (photo, title, price and
// place), so a phone on a slow connection sees the listing before the site's scripts have arrived; the site
// then replaces it with the whole page, never showing both.

describe("a listing page's first view", { timeout: 120_000 }, () => {
  let db: Db;
  let listing: { id: string; title: string };

  beforeAll(async () => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
    const email = await verifiedAccount('first-view-owner');
    const owner = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    listing = await publishedRentalOf(db, owner.id, { title: 'Bright flat in Surulere', price: 1_800_000 });
    await withSeedPhoto(db, listing.id);
  });
  afterAll(() => db.destroy());

  for (const width of WIDTHS) {
    it(`shows the photo, title and price before any script, then the whole page at ${width} px`, async () => {
      const bare = await openPage(width, { javaScript: false });
      await bare.goto(`/property/${listing.id}`);
      // The first view is a stand-in hidden from assistive technology (the page replaces it): found by its id.
      const view = bare.locator('#first-view');
      await expect.poll(() => view.locator('h1').textContent()).toBe(listing.title);
      await expect(
        bare.getByText('₦1,800,000 per year · 2 bed, 2 bath · Surulere, Lagos').isVisible(),
      ).resolves.toBe(true);
      const photo = view.getByAltText(listing.title);
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      // A plain screenshot: the accessibility check runs a script, and this page runs none.
      await screenshot(bare, `first-view-${width}`);

      const page = await openPage(width);
      await page.goto(`/property/${listing.id}`);
      await page.getByRole('button', { name: 'Share this listing' }).waitFor();
      await expect.poll(() => page.locator('#first-view').count()).toBe(0);
      // The page's own heading, gallery and panel: one h1, the app's.
      expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([listing.title]);
      await page.getByRole('img', { name: `${listing.title}, photo 1 of 1` }).waitFor();
      await look(page, `first-view-replaced-${width}`);
      expect(errorsOf(page)).toEqual([]);
    });
  }
});
