import { csvOf, importRowCells } from '@ile/shared/testing/listing-csv';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { signInToConsole } from '../support/console';
import { logInOnPage, look, unique, verifiedAccount } from '../support/listing-journeys';
import { screenshot } from '../support/screenshots';

const ROWS = 20;
/** The two rows the check refuses: a price that is no number, and a photo at a private address. */
const BAD_PRICE_ROW = 6;
const PRIVATE_PHOTO_ROW = 13;

/**
 * A 20-row file whose photos are on the run's local photo server (the stack allows only its exact
 * host:port, test-only). Every title carries `tag`, so the console can be searched down to this file's rows.
 */
function importFile(tag: string, width: number): string {
  const photoServer = inject('photoServerUrl');
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const n = i + 1;
    const photos = [1, 2, 3].map((p) => `${photoServer}photo/${width * 100 + n * 3 + p}.jpg`);
    const cells = { ...importRowCells(n, photos), title: `Imported flat ${n} ${tag}` };
    if (n === BAD_PRICE_ROW) return { ...cells, price: 'about a million' };
    if (n === PRIVATE_PHOTO_ROW)
      return { ...cells, photo_urls: ['http://10.0.0.5/inside.jpg', ...photos.slice(1)].join('|') };
    return cells;
  });
  return csvOf(rows);
}

/** The console is a desktop tool: the reviewer works at 1280 px whatever width the lister used. */
async function reviewQueueShows(tag: string, width: number): Promise<void> {
  const desk = await openPage(1280);
  await signInToConsole(desk);
  await desk.goto(
    `/admin/#/listing-applications?filter=${encodeURIComponent(JSON.stringify({ status: 'pending', q: tag }))}&perPage=25`,
  );
  const rows = desk.getByRole('row').filter({ hasText: tag });
  await rows.first().waitFor();
  await expect.poll(() => rows.count()).toBe(ROWS - 2);
  await screenshot(desk, `listing-import-console-queue-${width}`);
  await rows
    .filter({ hasText: `Imported flat 1 ${tag}` })
    .first()
    .click();
  await desk.getByText('Images (3)').waitFor();
  const pictures = desk.getByRole('img', { name: /^Image \d of 3$/ });
  await expect.poll(() => pictures.count()).toBe(3);
  for (const picture of await pictures.all())
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
  await screenshot(desk, `listing-import-console-application-${width}`);
  expect(errorsOf(desk)).toEqual([]);
  await desk.context().close();
}

async function uploadFile(page: Page, csv: string): Promise<void> {
  await page.getByLabel('CSV file').setInputFiles({
    name: 'listings.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await page.getByRole('button', { name: 'Check file' }).click();
}

for (const width of WIDTHS) {
  describe(`bulk import of listings from a CSV, at ${width} px`, { timeout: 300_000 }, () => {
    it('a 20-row CSV imports with two rows rejected and the rest reaching the console’s review queue with photos', async () => {
      const email = await verifiedAccount(`import-${width}`);
      const tag = unique();
      const page = await openPage(width);
      await page.goto('/login');
      await logInOnPage(page, email);
      await page.waitForURL((url) => url.pathname !== '/login');

      await page.goto('/manage/import');
      const template = page.getByRole('link', { name: 'CSV template' });
      expect(await template.getAttribute('href')).toBe('/templates/listing-import-template.csv');
      await look(page, `listing-import-upload-${width}`);

      await uploadFile(page, importFile(tag, width));
      await page.getByText(`${ROWS} rows checked:`).waitFor();
      expect(await page.getByText(`${ROWS - 2} ready`).count()).toBe(1);
      const invalid = page.locator('tr[data-status="invalid"]');
      expect(await invalid.count()).toBe(2);
      await expect
        .poll(() => page.locator(`tr[data-row="${BAD_PRICE_ROW}"]`).textContent())
        .toMatch(/price: .*number/i);
      await expect
        .poll(() => page.locator(`tr[data-row="${PRIVATE_PHOTO_ROW}"]`).textContent())
        .toMatch(/photo_urls: Photo 1 points at a private, loopback or link-local address/);
      await look(page, `listing-import-report-${width}`);

      await page.getByRole('button', { name: `Import ${ROWS - 2} listings` }).click();
      const progress = page.locator('progress#import-progress');
      await progress.waitFor();
      expect(await progress.getAttribute('max')).toBe(String(ROWS - 2));
      await page
        .getByText(`Import finished: ${ROWS - 2} listings sent for review`)
        .waitFor({ timeout: 180_000 });
      expect(await page.locator('tr[data-status="created"]').count()).toBe(ROWS - 2);
      expect(await progress.getAttribute('value')).toBe(String(ROWS - 2));
      await look(page, `listing-import-done-${width}`);

      await page.getByRole('link', { name: 'My Listing Applications' }).last().click();
      // Newest first, 10 a page: the last row created heads the list.
      await page.getByText(`Imported flat ${ROWS} ${tag}`).first().waitFor();
      expect(errorsOf(page)).toEqual([]);
      await page.context().close();

      await reviewQueueShows(tag, width);
    });
  });
}
