import type { Db } from '@ile/db';
import { matchSavedSearches } from '@ile/db/alerts/saved-search-matcher';
import { unsubscribeToken } from '@ile/db/alerts/unsubscribe-token';
import { listExchangeRates } from '@ile/db/repositories/exchange-rates.repository';
import { findSavedSearchLink } from '@ile/db/repositories/saved-searches.repository';
import { ALERT_UNSUBSCRIBE_PAGE_PATH, type AlertFrequency, SAVED_SEARCHES_PAGE_PATH } from '@ile/shared';
import type { Locator, Page } from 'playwright-core';

// Page objects and helpers of the saved-search journeys (issue 19, item 1): saving a search on /properties,
// the account's list, a search's new matches and an alert email's unsubscribe page. Labels are the site's.

/** The account list's row of the saved search named `name`. */
export function savedSearchRow(page: Page, name: string): Locator {
  return page.getByRole('list', { name: 'Saved searches' }).getByRole('article', { name, exact: true });
}

/** Opens Account → Saved searches and waits for its list (or its empty state). */
export async function openSavedSearches(page: Page): Promise<void> {
  await page.goto(SAVED_SEARCHES_PAGE_PATH);
  await page.getByRole('heading', { name: 'Saved searches', level: 1 }).waitFor();
  await page
    .getByRole('list', { name: 'Saved searches' })
    .or(page.getByText('No saved searches yet'))
    .first()
    .waitFor();
}

export interface SearchDetails {
  name?: string;
  frequency?: AlertFrequency;
}

/** The open "Save this search" or "Edit saved search" dialog. */
export function savedSearchDialog(page: Page, title: 'Save this search' | 'Edit saved search'): Locator {
  return page.getByRole('dialog', { name: title });
}

async function fill(dialog: Locator, details: SearchDetails): Promise<void> {
  if (details.name !== undefined) await dialog.getByLabel(/^Name/).fill(details.name);
  if (details.frequency !== undefined) await dialog.getByLabel('Alerts').selectOption(details.frequency);
}

/** In the open "Save this search" dialog: the name and alerts wanted, then Save search; waits for "Search saved". */
export async function saveSearchInDialog(page: Page, details: SearchDetails = {}): Promise<void> {
  const dialog = savedSearchDialog(page, 'Save this search');
  await fill(dialog, details);
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await page.getByRole('dialog', { name: 'Search saved' }).waitFor();
}

/** Edit on the row of `name`: the new name and/or alerts, then Save changes; waits for the dialog to close. */
export async function editSavedSearch(page: Page, name: string, details: SearchDetails): Promise<void> {
  await savedSearchRow(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const dialog = savedSearchDialog(page, 'Edit saved search');
  await fill(dialog, details);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** What an alert email's unsubscribe link opens for this saved search (its current, single-use token). */
export async function unsubscribePathFor(db: Db, savedSearchId: string): Promise<string> {
  const search = await findSavedSearchLink(db, savedSearchId);
  if (!search) throw new Error(`no saved search ${savedSearchId}`);
  return `${ALERT_UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(unsubscribeToken(search))}`;
}

/**
 * Records these published listings as new matches of every saved search they fit, as the worker's matcher
 * does when a listing is published (with the rate table's quotes for price bounds in other currencies).
 */
export async function matchListings(db: Db, propertyIds: readonly string[]): Promise<number> {
  const found = await matchSavedSearches(db, propertyIds, 'published', await listExchangeRates(db));
  return found.length;
}
