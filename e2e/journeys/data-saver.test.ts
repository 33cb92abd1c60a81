import type { SearchPropertiesResponse } from '@ile/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { look } from '../support/listing-journeys';

const OSM = 'https://www.openstreetmap.org/';
/**
 * A listing picture's URL as the page asks for it: `/media/<folder>/<width>.<avif|webp|jpg>` (a width of three or
 * four digits: an agency's logo, `/media/seed/logos/02.webp` beside the lister's name, is not a rendition).
 */
const LISTING_PICTURE = /\/media\/.+\/(\d{3,4})\.(avif|webp|jpg)$/;

/** A listing on the first page of results with three photos or more (wide galleries step while two remain). */
async function listingWithPhotos(): Promise<{ id: string; photos: number }> {
  const res = await fetch(`${baseUrl()}/api/v1/property/search?page=1&size=10`);
  const { data } = (await res.json()) as { data: SearchPropertiesResponse };
  const listing = data.properties.find((property) => property.image_set.length > 2);
  if (!listing) throw new Error('no listing with three photos on the first page of results');
  return { id: listing.id, photos: listing.image_set.length };
}

/** Turns data saver on from the header: the small-screen menu at 375 px, the account menu at 1280 px. */
async function turnDataSaverOn(page: Page, width: number): Promise<void> {
  if (width < 1024) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const toggle = page.getByRole('switch', { name: 'Data saver' });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await look(page, 'data-saver-menu');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Close menu' }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    const item = page.getByRole('menuitemcheckbox', { name: 'Data saver' });
    await expect.poll(() => item.getAttribute('aria-checked')).toBe('false');
    await look(page, 'data-saver-menu');
    await item.click();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect
      .poll(() => page.getByRole('menuitemcheckbox', { name: 'Data saver' }).getAttribute('aria-checked'))
      .toBe('true');
    await page.keyboard.press('Escape');
  }
}

for (const width of WIDTHS) {
  describe(`data saver at ${width} px`, { timeout: 120_000 }, () => {
    it('asks only for 320 px pictures, loads gallery photos and the map on tap', async () => {
      const listing = await listingWithPhotos();
      const page = await openPage(width);
      // Every listing picture the page asks for, and every request for the map (answered here: no internet).
      const pictures: string[] = [];
      const mapRequests: string[] = [];
      // Every script the pages ask for: the viewing panel's and recently viewed's only when asked for.
      const scripts: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'image' && LISTING_PICTURE.test(url.pathname))
          pictures.push(url.pathname);
        if (request.resourceType() === 'script') scripts.push(url.pathname);
      });
      await page.context().route(`${OSM}**`, (route) => {
        mapRequests.push(route.request().url());
        return route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Map</title><p>Map</p>',
        });
      });

      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: /Find your next home/ }).waitFor();
      await turnDataSaverOn(page, width);

      // A new page load: the site's cookie tells the api, which serves the page marked (and preloads small).
      pictures.length = 0;
      scripts.length = 0;
      await page.goto('/properties');
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-data-saver'))).toBe('on');
      const cards = page.locator('main article');
      await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(10);
      const firstPicture = cards.first().locator('img');
      await expect
        .poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await look(page, 'data-saver-search');
      expect(pictures.length).toBeGreaterThan(0);
      expect(pictures.filter((path) => LISTING_PICTURE.exec(path)?.[1] !== '320')).toEqual([]);
      // No recently viewed strip (its code, styles and cards) with data saver on, even after a visit.
      expect(scripts.filter((path) => path.includes('/recently-viewed-'))).toEqual([]);

      // The listing: its first photo small, the next one only on tap.
      await page.locator(`main a[href="/property/${listing.id}"]`).first().click();
      const gallery = page.getByRole('region', { name: 'Photos' });
      const first = gallery.getByAltText(new RegExp(`photo 1 of ${listing.photos}$`));
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/320\.(avif|webp)$/);
      await gallery.getByRole('button', { name: 'Next photo' }).click();
      const tap = gallery.getByRole('button', { name: /^Tap to load photo \(\d+ KB\)$/ });
      await tap.waitFor();
      expect(await gallery.getByAltText(new RegExp(`photo 2 of ${listing.photos}$`)).count()).toBe(0);
      await look(page, 'data-saver-gallery-tap');
      await tap.click();
      const second = gallery.getByAltText(new RegExp(`photo 2 of ${listing.photos}$`));
      await expect
        .poll(() => second.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await second.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/320\.(avif|webp)$/);
      await look(page, 'data-saver-gallery-loaded');

      // The map: nothing from OpenStreetMap until asked.
      const showMap = page.getByRole('button', { name: 'Show map' });
      await showMap.scrollIntoViewIfNeeded();
      await look(page, 'data-saver-map');
      expect(mapRequests).toEqual([]);
      await showMap.click();
      await page.locator('iframe[title^="Map of the area around"]').waitFor();
      await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
      expect(mapRequests.every((url) => url.startsWith(`${OSM}export/embed.html`))).toBe(true);

      expect(pictures.filter((path) => LISTING_PICTURE.exec(path)?.[1] !== '320')).toEqual([]);

      // Booking a viewing: the panel's code only on the tap, which goes on as the panel's button does (a
      // signed-out visitor signs in first, and comes back to the panel).
      const bookViewingScripts = () => scripts.filter((path) => /\/book-viewing-[^/]+\.js$/.test(path));
      const book = page.getByRole('button', { name: 'Book a viewing' });
      await book.scrollIntoViewIfNeeded();
      await look(page, 'data-saver-book-viewing');
      expect(bookViewingScripts()).toEqual([]);
      await book.click();
      await page.waitForURL('**/login');
      expect(bookViewingScripts()).toHaveLength(1);

      expect(errorsOf(page)).toEqual([]);
    });
  });
}
