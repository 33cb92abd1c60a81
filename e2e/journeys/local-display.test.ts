import type { ExchangeRatesResponse, SearchPropertiesResponse } from '@ile/shared';
import { convertPrice, DURATION_OPTIONS, formatConvertedPrice, formatPrice, labelOf } from '@ile/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { baseUrl } from '../support/api';
import { errorsOf, openPage, overflow, WIDTHS } from '../support/browser';
import { screenshot } from '../support/screenshots';

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`);
  return ((await res.json()) as { data: T }).data;
}

/** A visitor who picked US dollars as the display currency. */
async function inDollars(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    try {
      localStorage.setItem('ile.selected_currency', '"USD"');
    } catch {
      // a cross-origin frame (the listing's map) has no storage of ours
    }
  });
}

/**
 * Goes to a search page and returns the first page of results for the search the site itself asked for.
 * Asked again from here: the browser may already have dropped the body it was given ("No data found for
 * resource") when a later fetch or navigation replaces it.
 */
async function searchPage(page: Page, path: string): Promise<SearchPropertiesResponse> {
  const answer = page.waitForResponse((res) => res.url().includes('/api/v1/property/searchwishlist?'));
  await page.goto(path);
  const res = await fetch((await answer).url());
  return ((await res.json()) as { data: SearchPropertiesResponse }).data;
}

/** "$955 · Le 21,700 per year", worked out from the api's own listing and rates. */
async function expectedPrice(listing: SearchPropertiesResponse['properties'][number]): Promise<string> {
  const rates = await get<ExchangeRatesResponse>('/rates');
  const dollars = formatConvertedPrice(
    convertPrice(listing.price, listing.currency, 'USD', rates.quotes),
    'USD',
  );
  return `${dollars} · ${formatPrice(listing.price, listing.currency)} ${labelOf(DURATION_OPTIONS, listing.duration)}`;
}

for (const width of WIDTHS) {
  describe(`prices, titles and places the local way at ${width} px`, { timeout: 120_000 }, () => {
    it("shows a Sierra Leone listing's leone price beside its dollar price, on its card and its page", async () => {
      const page = await openPage(width);
      await inDollars(page);
      const found = await searchPage(page, '/properties?country=SL');
      const listing = found.properties[0];
      if (!listing) throw new Error('the seed has no published Sierra Leone listing');
      expect(listing.currency).toBe('SLE');
      const price = await expectedPrice(listing);
      expect(price).toMatch(/^\$[\d,]+ · Le [\d,]+ (per \w+|outright)$/);
      const card = page
        .locator('main article')
        .filter({ has: page.locator(`a[href="/property/${listing.id}"]`) });
      await expect
        .poll(() => card.first().locator('span', { hasText: '·' }).first().textContent())
        .toBe(price);
      await screenshot(page, 'display-cards-sierra-leone-in-dollars');

      await card.first().getByRole('link').click();
      await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
      const panel = page.getByRole('complementary', { name: 'Price and actions' });
      await expect.poll(() => panel.locator('span', { hasText: '·' }).first().textContent()).toBe(price);
      await screenshot(page, 'display-listing-sierra-leone-in-dollars');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(errorsOf(page)).toEqual([]);
    });

    it('keeps whole titles and places in every card, cut only by the room they have', async () => {
      const page = await openPage(width);
      const found = await searchPage(page, '/properties');
      const cards = page.locator('main article');
      await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(found.properties.length);
      // Prices read '...' until the exchange rates arrive.
      await expect.poll(() => page.locator('main').textContent()).not.toContain('...');
      await screenshot(page, 'display-cards');
      await expectNoSeriousA11yViolations(page);

      for (const listing of found.properties) {
        const card = cards.filter({ has: page.locator(`a[href="/property/${listing.id}"]`) }).first();
        // The whole title and place are in the page (screen readers read them) and on hover; CSS clamps them.
        const title = card.getByRole('heading').locator('span[title]');
        expect(await title.getAttribute('title')).toBe(listing.title);
        expect(await title.textContent()).toBe(listing.title);
        const place = [listing.city, listing.address].filter(Boolean).join(', ');
        expect(await card.locator(`p [title="${place.replaceAll('"', '\\"')}"]`).textContent()).toBe(place);
        // Nothing is cut by character count, and nothing spills out of its card.
        expect(await card.textContent()).not.toContain('...');
        const spill = await card.evaluate((article) =>
          Array.from(article.querySelectorAll('[title]')).some(
            (element) => element.getBoundingClientRect().right > article.getBoundingClientRect().right + 0.5,
          ),
        );
        expect(spill).toBe(false);
      }
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(errorsOf(page)).toEqual([]);
    });
  });
}
