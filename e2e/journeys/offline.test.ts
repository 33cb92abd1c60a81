import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase, type Db } from '@ile/db';
import type { WishlistResponse } from '@ile/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, baseUrl } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { look, verifiedAccount } from '../support/listing-journeys';
import { publishedRentalOf, withSeedPhoto } from '../support/owned-listings';
import { expectConsoleError } from '../support/page-problems';
import { databaseUrl } from '../support/stack-resources';

async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** The service worker installed, its shell fetched, and in control of the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 60_000,
  });
}

/** Whether the service worker keeps, in `cacheName`, a request whose URL contains `part`. */
function kept(page: Page, part: string, cacheName = 'ile-user-data'): Promise<boolean> {
  return page.evaluate(
    async ([fragment, name]) => {
      const cache = await caches.open(name);
      return (await cache.keys()).some((request) => request.url.includes(fragment));
    },
    [part, cacheName] as const,
  );
}

describe('the site as an installable app', () => {
  it('names itself in a valid web app manifest and runs a service worker', async () => {
    const page = await openPage(1280);
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const answer = await fetch(new URL(href ?? '', baseUrl()));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/application\/manifest\+json/);
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; purpose?: string; type: string }>;
    };
    expect(manifest).toMatchObject({
      short_name: 'Ile',
      start_url: '/',
      display: 'standalone',
      theme_color: '#15803d',
    });
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const image = await fetch(new URL(icon.src, baseUrl()));
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    }
    await waitForServiceWorker(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${baseUrl()}/sw.js`,
    );
    expect(errorsOf(page)).toEqual([]);
  });
});

/** The build id the api answers on its API calls (it re-reads build.json every few seconds). */
async function servedBuild(): Promise<string | null> {
  return (await fetch(`${baseUrl()}/api/v1/rates`)).headers.get('x-ile-build');
}

for (const width of WIDTHS) {
  describe(`a new version deployed while a page is open, at ${width} px`, () => {
    it('offers "Reload", and the reloaded page runs with the api\'s build', {
      timeout: 120_000,
    }, async () => {
      const buildFile = join(inject('siteDist'), 'build.json');
      const original = readFileSync(buildFile, 'utf8');
      const { id } = JSON.parse(original) as { id: string };
      const page = await openPage(width);
      const banner = page.getByRole('status').filter({ hasText: 'A new version is available' });
      try {
        await page.goto('/properties');
        await page.locator('main article').first().waitFor();
        expect(await banner.count()).toBe(0);

        // Another build is deployed: the api names it on every API answer, and this page's code (the old build,
        // here from the browser's cache) sees the difference on its first call.
        writeFileSync(buildFile, JSON.stringify({ id: `${id}-next` }));
        await expect.poll(servedBuild, { timeout: 20_000 }).toBe(`${id}-next`);
        await page.reload();
        await banner.waitFor();
        await look(page, `offline-new-version-${width}`);

        // Back to the build this page was made from, as a fresh load after a deploy would be: Reload clears it.
        writeFileSync(buildFile, original);
        await expect.poll(servedBuild, { timeout: 20_000 }).toBe(id);
        await banner.getByRole('button', { name: 'Reload' }).click();
        await page.locator('main article').first().waitFor();
        await expect.poll(() => banner.count()).toBe(0);
        expect(errorsOf(page)).toEqual([]);
      } finally {
        writeFileSync(buildFile, original);
        await expect.poll(servedBuild, { timeout: 20_000 }).toBe(id);
      }
    });
  });
}

let db: Db;
beforeAll(() => {
  db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
});
afterAll(async () => {
  await db.destroy();
});

for (const width of WIDTHS) {
  describe(`offline, at ${width} px`, { timeout: 240_000 }, () => {
    it('opens saved listings with no network, keeps a note written offline and sends it when back online', async () => {
      const email = await verifiedAccount(`offline-${width}`);
      const member = await apiAs(email);
      // Two listings of this journey's own, each with a processed photo to keep: the newest, so the first on
      // the search page. (Picked from what other journeys left there, one could be a look-alike or, from a
      // journey that books or pays, a listing with no photo.)
      const owner = await apiAs(await verifiedAccount(`offline-owner-${width}`));
      const listings: { id: string; title: string }[] = [];
      for (const title of ['Offline flat in Ikeja', 'Offline room in Yaba']) {
        const listing = await publishedRentalOf(db, owner.user.id, { title });
        await withSeedPhoto(db, listing.id);
        listings.push(listing);
      }

      const page = await openPage(width, { signedInAs: email });
      await page.goto('/properties');
      await waitForServiceWorker(page);
      for (const listing of listings) {
        await page
          .getByRole('button', { name: `Save ${listing.title}`, exact: true })
          .first()
          .click();
        await page
          .getByRole('button', { name: `Remove ${listing.title} from saved properties` })
          .first()
          .waitFor();
      }

      // Online once: the saved list, and each saved listing's page, are kept as they are shown.
      await page.goto('/wishlist');
      for (const listing of listings) await page.getByRole('article', { name: listing.title }).waitFor();
      await expect.poll(() => kept(page, '/api/v1/wishlist/wishlists'), { timeout: 20_000 }).toBe(true);
      for (const listing of listings) {
        await expect
          .poll(() => kept(page, `/api/v1/property/property/${listing.id}`), { timeout: 20_000 })
          .toBe(true);
      }

      // No network at all: the browser reports each refused request; the journey cut the cable on purpose.
      expectConsoleError(page, /net::ERR_INTERNET_DISCONNECTED/);
      // Pictures never loaded online are not kept (the lister's portrait, lazy below the fold; a card's photo
      // at a width the online page did not ask for): the service worker's refusal is logged, the lister panel
      // shows initials instead, and the photos this journey needs are checked to show below.
      expectConsoleError(page, /net::ERR_FAILED/, /\/media\//);
      await page.context().setOffline(true);
      await page.reload();
      await page
        .getByRole('status')
        .filter({ hasText: 'You are offline — showing what you saved' })
        .waitFor();
      for (const listing of listings) await page.getByRole('article', { name: listing.title }).waitFor();
      await look(page, `offline-wishlist-${width}`);

      const [first, second] = listings;
      if (!first || !second) throw new Error('two listings expected');
      await page
        .getByRole('article', { name: second.title })
        .getByRole('link', { name: second.title })
        .click();
      await page.getByRole('heading', { level: 1, name: second.title }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: 'You are offline — showing what you saved' })
        .waitFor();
      // The first photo shows (kept at the card's size when the page asks for a larger one), and the price is
      // converted with the kept exchange rates.
      await expect
        .poll(() =>
          page
            .getByRole('img', { name: `${second.title}, photo 1 of`, exact: false })
            .first()
            .evaluate((img) => (img as HTMLImageElement).naturalWidth),
        )
        .toBeGreaterThan(0);
      await look(page, `offline-listing-${width}`);

      await page.goBack();
      const card = page.getByRole('article', { name: first.title });
      await card.getByRole('button', { name: 'Add note' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add note' });
      const note = `Written offline at ${width} px: ask about the water.`;
      await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'You are offline: saved on this device, and sent when you are back online');
      await dialog.waitFor({ state: 'detached' });
      await card.getByRole('button', { name: 'Edit note' }).waitFor();
      await look(page, `offline-note-kept-${width}`);

      // Nothing reached the server yet.
      const savedNow = async () => {
        const answer = await member.post<{ data: WishlistResponse }>('/api/v1/wishlist/wishlists', {
          page: 1,
          size: 10,
        });
        return answer.body.data.wishlist.find((item) => item.property_id === first.id)?.note ?? null;
      };
      expect(await savedNow()).toBeNull();

      // A page this browser never kept says it needs a connection, inside the site, and leads back to what opens.
      expectConsoleError(
        page,
        /net::ERR_FAILED|Failed to fetch dynamically imported module|React Router caught/,
      );
      await page.goto('/about');
      await page
        .getByRole('alert')
        .getByText('You are offline, and this page needs a connection. Your saved properties open offline.')
        .waitFor();
      await look(page, `offline-page-not-kept-${width}`);
      await page.getByRole('link', { name: 'Saved properties' }).click();
      await card.getByRole('button', { name: 'Edit note' }).waitFor();

      await page.context().setOffline(false);
      await toast(page, 'Your change made offline was saved');
      await expect.poll(savedNow, { timeout: 20_000 }).toBe(note);
      await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor({ state: 'detached' });
      await look(page, `offline-back-online-${width}`);
      expect(errorsOf(page)).toEqual([]);
    });
  });
}
