import { createDatabase, type Db } from '@ile/db';
import { validListingApplication } from '@ile/shared/testing/fixtures';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { look, unique, verifiedAccount } from '../support/listing-journeys';
import { databaseUrl } from '../support/stack-resources';

// Issue 19, items 3 and 4: an owner lowers a listing's price in the manage area; its page then shows the price
// history and "Price reduced", its card in search the badge, and similar listings below it.

/** A real JPEG (the api checks uploads by content), one colour per width so the two listings differ. */
const picture = async (red: number) => {
  const jpeg = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: red, g: 140, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
};

describe('price drops and similar listings', { timeout: 240_000 }, () => {
  let db: Db;
  beforeAll(() => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
  });
  afterAll(async () => {
    await db.destroy();
  });

  for (const width of WIDTHS) {
    it(`an owner lowers a price and the listing shows its history and "Price reduced" at ${width} px`, async () => {
      const email = await verifiedAccount(`price-${width}`);
      const owner = await apiAs(email);
      const title = `Lagoon-view flat ${width} ${unique()}`;
      const image = await picture(width === 375 ? 60 : 180);
      const applied = await owner.post<{ data: { id: string } }>('/api/v1/applications/property', {
        ...validListingApplication(),
        title,
        price: '2400000',
        images: [image, image, image],
      });
      expect(applied.status, JSON.stringify(applied.body)).toBe(201);
      const reviewer = await apiAs('reviewer@ile.test');
      const approved = await reviewer.post(
        `/api/admin/listing-applications/${applied.body.data.id}/approve`,
        { reason: 'Price drop journey: its own listing' },
      );
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const { id } = await db
        .selectFrom('properties')
        .select('id')
        .where('application_id', '=', applied.body.data.id)
        .executeTakeFirstOrThrow();

      // The owner lowers the price with the edit form.
      const page = await openPage(width, { signedInAs: email });
      await page.goto('/manage/listings');
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      await page.getByRole('heading', { name: 'Edit Property' }).waitFor();
      const price = page.getByLabel('Price (NGN)');
      await expect.poll(() => price.inputValue()).toBe('2400000');
      await price.fill('2100000');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Property edited successfully').waitFor();
      await page.waitForURL('**/manage/listings');

      // Its page: the new price, "Price reduced" by it, and the change in the price history.
      await page.goto(`/property/${id}`);
      const panel = page.getByRole('complementary', { name: 'Price and actions' });
      await panel.getByText('₦2,100,000').waitFor();
      await panel.getByText('Price reduced').waitFor();
      const history = page.getByRole('region', { name: 'Price history' });
      const rows = history.getByRole('listitem');
      await expect.poll(() => rows.count()).toBe(1);
      const row = (await rows.first().textContent()) ?? '';
      expect(row).toContain('₦2,400,000');
      expect(row).toContain('₦2,100,000');
      expect(row).toContain('Reduced −13%');
      await look(page, 'price-drop-listing');

      // Below the fold: similar listings (the seed's Lagos rentals), loaded when scrolled to.
      const similar = page.getByRole('region', { name: 'Similar properties' });
      await page.getByRole('heading', { name: 'Disclaimer' }).scrollIntoViewIfNeeded();
      await similar.waitFor();
      await similar.getByRole('article').first().waitFor();
      const cards = await similar.getByRole('article').count();
      expect(cards).toBeGreaterThan(0);
      expect(cards).toBeLessThanOrEqual(6);
      await similar.scrollIntoViewIfNeeded();
      await look(page, 'price-drop-similar');

      // Its card in search carries the badge too.
      await page.goto(`/properties?keyWord=${encodeURIComponent(title)}`);
      // In the results (the owner's "Recently viewed" above them shows it too).
      const results = page.getByRole('region', { name: /1 property available/ });
      const card = results.getByRole('article').filter({ hasText: title });
      await card.getByText('Price reduced').waitFor();
      await look(page, 'price-drop-search-card');
      expect(errorsOf(page)).toEqual([]);
    });
  }
});
