import { createDatabase, type Db } from '@ile/db';
import { CATEGORY_OPTIONS, labelOf, type SavedSearch } from '@ile/shared';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { logInOnPage, look, verifiedAccount } from '../support/listing-journeys';
import { expectFailedRequests } from '../support/page-problems';
import {
  editSavedSearch,
  matchListings,
  openSavedSearches,
  savedSearchDialog,
  savedSearchRow,
  saveSearchInDialog,
  unsubscribePathFor,
} from '../support/saved-searches';
import { databaseUrl } from '../support/stack-resources';

// Issue 19, item 1 (the site): a visitor saves a search from /properties (signing in on the way), manages it
// in Account → Saved searches (alerts, pause, rename, delete), opens its new matches, and turns its alerts
// off with an alert email's one-click link. The worker's alerts are the lead's journey; here the matches are
// recorded by the same matcher the worker runs, and the link is signed as the worker signs it.

const UNSUBSCRIBE = '/api/v1/saved-searches/unsubscribe';

describe('saved searches and alerts', { timeout: 240_000 }, () => {
  let db: Db;
  beforeAll(() => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
  });
  afterAll(async () => {
    await db.destroy();
  });

  /** The Nigerian state and category with the most published listings (so the search has matches), and those. */
  async function busiestSearch(): Promise<{ state: string; category: string; ids: string[] }> {
    const top = await db
      .selectFrom('properties')
      .select(['state', 'category', sql<number>`count(*)::int`.as('n')])
      .where('status', '=', 'published')
      .where('country', '=', 'NG')
      .groupBy(['state', 'category'])
      .orderBy('n', 'desc')
      .orderBy('state')
      .orderBy('category')
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('properties')
      .select('id')
      .where('status', '=', 'published')
      .where('country', '=', 'NG')
      .where('state', '=', top.state)
      .where('category', '=', top.category)
      .orderBy('id')
      .limit(4)
      .execute();
    return { state: top.state, category: top.category, ids: rows.map((row) => row.id) };
  }

  const searchRow = async (id: string) =>
    db
      .selectFrom('saved_searches')
      .select(['name', 'frequency', 'paused'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** Dark mode for the account, as Appearance sets it, and the page drawn again in it. */
  async function inDarkMode(page: Page, email: string): Promise<void> {
    const member = await apiAs(email);
    const set = await member.post('/api/v1/user/settings', { darkMode: true });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  }

  for (const width of WIDTHS) {
    it(`saves a search, manages it, opens its matches and unsubscribes at ${width} px`, async () => {
      const email = await verifiedAccount(`saved-search-${width}`);
      const { state, category, ids } = await busiestSearch();
      const words = `${state} · ${labelOf(CATEGORY_OPTIONS, category as 'rental')}`;
      const searchPath = `/properties?country=NG&state=${encodeURIComponent(state)}&category=${category}`;

      // A visitor's "Save this search" asks them to sign in, then brings them back with the dialog open.
      const page = await openPage(width);
      await page.goto(searchPath);
      await page.getByRole('heading', { name: /propert(y|ies) available$/ }).waitFor();
      await look(page, `saved-search-properties-${width}`);
      await page.getByRole('button', { name: 'Save this search' }).click();
      await page.waitForURL('**/login');
      await logInOnPage(page, email);
      const dialog = savedSearchDialog(page, 'Save this search');
      await dialog.waitFor();
      expect(new URL(page.url()).search).toBe(new URL(searchPath, page.url()).search);
      expect(await dialog.getByLabel(/^Name/).inputValue()).toBe(words);
      expect(await dialog.getByLabel('Alerts').inputValue()).toBe('instant');
      await look(page, `saved-search-dialog-${width}`);
      await saveSearchInDialog(page);
      await look(page, `saved-search-saved-${width}`);
      await page.getByRole('link', { name: 'Manage saved searches' }).click();
      await page.waitForURL('**/account/saved-searches');
      const saved = savedSearchRow(page, words);
      await saved.getByText('Alerts: instantly').waitFor();

      // Two more, saved through the api: a map area with a price floor, and a Sierra Leone search in Leones.
      const member = await apiAs(email);
      const more = [
        {
          name: 'Abuja sales',
          filters: { state: 'FCT', category: 'sale', minPrice: '40000000', bbox: '7.35,8.95,7.6,9.15' },
          frequency: 'daily',
        },
        {
          name: 'Freetown under Le 9,000',
          filters: { country: 'SL', state: 'Western Area Urban', maxPrice: '9000', currency: 'SLE' },
          frequency: 'weekly',
        },
      ];
      for (const body of more) {
        const created = await member.post('/api/v1/saved-searches', body);
        expect(created.status, JSON.stringify(created.body)).toBe(201);
      }
      const mine = await member.get<{ data: SavedSearch[] }>('/api/v1/saved-searches');
      const id = mine.body.data.find((search) => search.name === words)?.id;
      if (!id) throw new Error(`"${words}" is not among the saved searches`);

      // Its listings match, as the worker's matcher records them: the row counts them.
      expect(await matchListings(db, ids)).toBeGreaterThanOrEqual(ids.length);
      await openSavedSearches(page);
      const newMatches = `${ids.length} new ${ids.length === 1 ? 'match' : 'matches'}`;
      await saved.getByRole('link', { name: `${newMatches} for ${words}` }).waitFor();
      await savedSearchRow(page, 'Abuja sales')
        .getByText('Federal Capital Territory · Sale · from ₦40,000,000 · map area')
        .waitFor();
      await savedSearchRow(page, 'Freetown under Le 9,000')
        .getByText('Western Area Urban · up to Le 9,000')
        .waitFor();
      await look(page, `saved-searches-list-${width}`);

      // Alerts once a day, paused, resumed.
      await editSavedSearch(page, words, { frequency: 'daily' });
      await saved.getByText('Alerts: daily digest').waitFor();
      expect(await searchRow(id)).toMatchObject({ frequency: 'daily', paused: false });
      await saved.getByRole('button', { name: `Pause ${words}` }).click();
      await saved.getByText('Paused: no alerts until you resume').waitFor();
      expect((await searchRow(id)).paused).toBe(true);
      await saved.getByRole('button', { name: `Resume ${words}` }).click();
      await saved.getByText('Alerts: daily digest').waitFor();
      expect((await searchRow(id)).paused).toBe(false);

      // Renamed; another deleted after asking.
      const renamed = `${state} homes for me`;
      await editSavedSearch(page, words, { name: renamed });
      const row = savedSearchRow(page, renamed);
      await row.getByText(words).waitFor();
      expect((await searchRow(id)).name).toBe(renamed);
      await savedSearchRow(page, 'Freetown under Le 9,000')
        .getByRole('button', { name: 'Delete Freetown under Le 9,000' })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Delete “Freetown under Le 9,000”?' });
      await look(page, `saved-search-delete-${width}`);
      await confirm.getByRole('button', { name: 'Delete saved search' }).click();
      await savedSearchRow(page, 'Freetown under Le 9,000').waitFor({ state: 'detached' });
      await page.getByText('2 of 25 saved searches').waitFor();

      // Its new matches, as property cards; once seen, the row has none new.
      await row.getByRole('link', { name: `${newMatches} for ${renamed}` }).click();
      await page.waitForURL(`**/account/saved-searches/${id}`);
      const matches = page.getByRole('region', { name: renamed });
      await matches.getByText(`${ids.length} new ${ids.length === 1 ? 'listing' : 'listings'}`).waitFor();
      await expect.poll(() => matches.getByRole('article').count()).toBe(ids.length);
      await look(page, `saved-search-matches-${width}`);
      await page.getByRole('link', { name: 'Saved searches', exact: true }).first().click();
      await row.getByRole('link', { name: `No new matches for ${renamed}` }).waitFor();

      // The account menu leads here too.
      await page.getByRole('button', { name: /^Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Saved Searches' }).waitFor();
      await page.keyboard.press('Escape');

      // An alert email's unsubscribe link, opened signed out: alerts off, once.
      const link = await unsubscribePathFor(db, id);
      const visitor = await openPage(width);
      await visitor.goto(link);
      await visitor.getByRole('heading', { name: `Alerts for “${renamed}” are off` }).waitFor();
      expect((await searchRow(id)).frequency).toBe('off');
      await look(visitor, `alerts-unsubscribe-${width}`);
      expectFailedRequests(visitor, { status: 410, path: UNSUBSCRIBE }, { status: 404, path: UNSUBSCRIBE });
      await visitor.goto(link);
      await visitor.getByRole('heading', { name: 'This link has already been used' }).waitFor();
      await look(visitor, `alerts-unsubscribe-used-${width}`);
      await visitor.goto(`${link.slice(0, -4)}AAAA`);
      await visitor.getByRole('heading', { name: 'This unsubscribe link is not valid' }).waitFor();
      await visitor.getByRole('link', { name: 'Manage saved searches' }).waitFor();
      expect(errorsOf(visitor)).toEqual([]);
      await visitor.context().close();

      // The list shows it, and the same pages in dark mode.
      await openSavedSearches(page);
      await row.getByText('No alerts').waitFor();
      await inDarkMode(page, email);
      await row.waitFor();
      await look(page, `saved-searches-list-dark-${width}`);
      await page.goto(searchPath);
      await page.getByRole('button', { name: 'Save this search' }).click();
      await savedSearchDialog(page, 'Save this search').waitFor();
      await look(page, `saved-search-dialog-dark-${width}`);
      expect(errorsOf(page)).toEqual([]);
    });
  }
});
