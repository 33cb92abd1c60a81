import type { SearchPropertiesResponse } from '@ile/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { apiAs, baseUrl, DEMO_PASSWORD } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { screenshot } from '../support/screenshots';

/** Every page and dialog a journey shows gets a screenshot and an accessibility check. */
async function look(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await expectNoSeriousA11yViolations(page);
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** What the api itself says a search finds, to hold the page's count against. */
async function searchTotal(query: string): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/v1/property/search?${query}&page=1&size=10`);
  const body = (await res.json()) as { data: SearchPropertiesResponse };
  return body.data.totalItems;
}

const cards = (page: Page) => page.locator('main article');

/** The listing each result card opens, in the order shown. */
const listingLinks = (page: Page) =>
  cards(page).evaluateAll((articles) =>
    articles.map((article) => article.querySelector('a[href^="/property/"]')?.getAttribute('href') ?? ''),
  );
const resultsHeading = (page: Page) => page.getByRole('heading', { name: /properties? available$/ });

for (const width of WIDTHS) {
  describe(`browsing at ${width} px`, { timeout: 120_000 }, () => {
    it('searches from the home page, narrows with filters and scrolls through every result', async () => {
      const page = await openPage(width);
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: /Find your next home/ }).waitFor();
      await page.getByRole('region', { name: 'Popular properties' }).locator('article').first().waitFor();
      await look(page, 'browse-home');

      await page.getByLabel('Country').selectOption('NG');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/properties' && url.search === '?country=NG');
      const total = await searchTotal('country=NG');
      expect(total).toBeGreaterThan(10);
      await expect.poll(() => resultsHeading(page).innerText()).toBe(`${total} properties available`);
      // The first page of ten is there; the next may already be arriving (the list fetches ahead of the
      // reader, by a margin that depends on the window's height), so no exact count is asserted here.
      await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(10);
      await look(page, 'browse-results');

      // Infinite scroll: scrolling to the last card brings more, until the page says all were seen.
      const seenAll = page.getByText(`You have seen all ${total} properties.`);
      while (!(await seenAll.isVisible())) {
        const shown = await cards(page).count();
        await cards(page).last().scrollIntoViewIfNeeded();
        await expect
          .poll(async () => (await cards(page).count()) > shown || (await seenAll.isVisible()))
          .toBe(true);
      }
      // Every result exactly once: as many distinct listings as the api's total, and no card twice.
      const shownListings = await listingLinks(page);
      expect(new Set(shownListings).size).toBe(shownListings.length);
      expect(shownListings).toHaveLength(total);

      await page.getByRole('button', { name: 'More filters' }).click();
      const dialog = page.getByRole('dialog', { name: 'More filters' });
      await dialog.getByLabel('Category').selectOption('rental');
      await look(page, 'browse-more-filters');
      await dialog.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.search === '?country=NG&category=rental');
      const rentals = await searchTotal('country=NG&category=rental');
      const plural = rentals === 1 ? 'property' : 'properties';
      await expect.poll(() => resultsHeading(page).innerText()).toBe(`${rentals} ${plural} available`);

      await page.getByLabel('Sort by').selectOption('price_asc');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
      await look(page, 'browse-results-filtered');

      // Back returns to the previous search.
      await page.goBack();
      await page.waitForURL((url) => url.search === '?country=NG&category=rental');
      await page.goBack();
      await page.waitForURL((url) => url.search === '?country=NG');
      await expect.poll(() => resultsHeading(page).innerText()).toBe(`${total} properties available`);
      expect(errorsOf(page)).toEqual([]);
    });

    it('opens a listing, and a visitor logs in to see the contact details', async () => {
      const page = await openPage(width);
      // The most viewed: a seeded listing, whose owner gave a phone number. The newest may be one another
      // journey just made for an account without one (the contact dialog then has no call link).
      await page.goto('/properties?sort=most_viewed');
      await cards(page).first().waitFor();
      const title = await cards(page).first().getByRole('link').getAttribute('title');
      await cards(page).first().getByRole('link').click();
      await page.waitForURL(/\/property\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { level: 1, name: title ?? '' }).waitFor();
      await page.getByRole('heading', { name: 'Key spatial features' }).waitFor();
      expect(await page.title()).toBe(`${title} | Ile`);
      await look(page, 'browse-property');

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Login to save property');

      const listingPath = new URL(page.url()).pathname;
      await page.getByRole('button', { name: 'View contact info' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByLabel('Email').fill('user@ile.test');
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();

      await page.waitForURL((url) => url.pathname === listingPath && url.hash === '#contact');
      const contact = page.getByRole('dialog', { name: 'Contact Information' });
      await contact.getByText('Protect yourself from fraud.').waitFor();
      const call = contact.getByRole('link', { name: /^\+23[24] / });
      expect(await call.getAttribute('href')).toMatch(/^tel:\+23[24]\d{7,10}$/);
      await look(page, 'browse-contact');
      await contact.getByRole('button', { name: 'Close' }).click();
      await contact.waitFor({ state: 'hidden' });
      expect(errorsOf(page)).toEqual([]);
    });

    it('saves and unsaves a listing', async () => {
      const student = await apiAs('student@ile.test');
      const found = await student.get<{ data: SearchPropertiesResponse }>(
        `/api/v1/property/searchwishlist?page=1&size=20&sort=most_viewed`,
      );
      const listing = found.body.data.properties.find((property) => !property.isLiked);
      if (!listing) throw new Error('the seeded student has saved every popular listing');

      const page = await openPage(width, { signedInAs: 'student@ile.test' });
      await page.goto(`/property/${listing.id}`);
      await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Added to saved properties');
      await page.getByRole('button', { name: 'Unsave', exact: true }).waitFor();
      await look(page, 'browse-saved');

      // The server keeps it: a fresh load still says Unsave.
      await page.reload();
      await page.getByRole('button', { name: 'Unsave', exact: true }).click();
      await toast(page, 'Removed from saved properties');
      await page.getByRole('button', { name: 'Save', exact: true }).waitFor();

      await page.goto('/properties?sort=most_viewed');
      const heart = page.getByRole('button', { name: `Save ${listing.title}` }).first();
      await heart.click();
      await toast(page, 'Added to saved properties');
      const filled = page.getByRole('button', { name: `Remove ${listing.title} from saved properties` });
      await filled.first().waitFor();
      await filled.first().click();
      await toast(page, 'Removed from saved properties');
      await heart.waitFor();
      expect(errorsOf(page)).toEqual([]);
    });
  });
}
