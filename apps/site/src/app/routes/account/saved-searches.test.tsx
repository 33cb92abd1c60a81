import type { SavedSearch } from '@ile/shared/contracts/saved-search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, server, success } from '../../../testing/api-server';
import { cardFixture } from '../../../testing/property-fixtures';
import { renderWithApp } from '../../../testing/render';
import { startSignedIn } from '../../../testing/signed-in';
import { Component as MatchesPage } from './saved-search-matches';
import { Component as SavedSearchesPage } from './saved-searches';

const LAGOS = '5c4b3a29-4444-4e5d-8f6a-000000000021';
const KANO = '5c4b3a29-4444-4e5d-8f6a-000000000022';

function savedSearch(overrides: Partial<SavedSearch>): SavedSearch {
  return {
    id: LAGOS,
    name: 'Lagos rentals',
    filters: { state: 'Lagos', category: 'rental', bedrooms: '3', maxPrice: '5000000', currency: 'NGN' },
    frequency: 'instant',
    paused: false,
    newMatches: 0,
    searchPath: '/properties?state=Lagos&maxPrice=5000000&currency=NGN&bedrooms=3&category=rental',
    lastSeenAt: '2026-11-26T09:00:00.000Z',
    createdAt: '2026-11-26T09:00:00.000Z',
    ...overrides,
  };
}

/** The saved-searches api over a list the test can read, recording each PATCH body and DELETE. */
function savedSearchesServer(initial: SavedSearch[]) {
  let list = [...initial];
  const patches: Record<string, unknown>[] = [];
  const deleted: string[] = [];
  server.use(
    http.get('*/api/v1/saved-searches', () => success(list)),
    http.patch('*/api/v1/saved-searches/:id', async ({ params, request }) => {
      const body = (await request.json()) as Partial<SavedSearch>;
      patches.push(body);
      list = list.map((search) => (search.id === params.id ? { ...search, ...body } : search));
      return success(list.find((search) => search.id === params.id));
    }),
    http.delete('*/api/v1/saved-searches/:id', ({ params }) => {
      deleted.push(String(params.id));
      list = list.filter((search) => search.id !== params.id);
      return success(null, 'Saved search deleted');
    }),
  );
  return { patches, deleted };
}

const row = (name: string) => screen.getByRole('article', { name });

describe('Account → Saved searches', { timeout: 30_000 }, () => {
  it('lists each search with its filters in words, its alerts and its new matches', async () => {
    startSignedIn();
    savedSearchesServer([
      savedSearch({ newMatches: 3 }),
      savedSearch({
        id: KANO,
        name: 'Kano land',
        filters: { state: 'Kano', propertyType: 'land', bbox: '8.4,11.9,8.6,12.1' },
        frequency: 'weekly',
        paused: true,
        searchPath: '/properties?state=Kano&propertyType=land&bbox=8.4%2C11.9%2C8.6%2C12.1',
      }),
    ]);
    renderWithApp(<SavedSearchesPage />);
    await screen.findByRole('article', { name: 'Lagos rentals' });
    const lagos = row('Lagos rentals');
    expect(within(lagos).getByText('Lagos · Rental · 3 bedrooms · up to ₦5,000,000')).toBeTruthy();
    expect(within(lagos).getByText('Alerts: instantly')).toBeTruthy();
    expect(
      within(lagos).getByRole('link', { name: '3 new matches for Lagos rentals' }).getAttribute('href'),
    ).toBe(`/account/saved-searches/${LAGOS}`);
    expect(within(lagos).getByRole('link', { name: 'Open search Lagos rentals' }).getAttribute('href')).toBe(
      '/properties?state=Lagos&maxPrice=5000000&currency=NGN&bedrooms=3&category=rental',
    );
    const kano = row('Kano land');
    expect(within(kano).getByText('Kano · Land · map area')).toBeTruthy();
    expect(within(kano).getByText('Paused: no alerts until you resume')).toBeTruthy();
    expect(within(kano).getByRole('button', { name: 'Resume Kano land' })).toBeTruthy();
    expect(screen.getByText('2 of 25 saved searches')).toBeTruthy();
  });

  it('pauses, renames with a new frequency, and deletes after asking', async () => {
    startSignedIn();
    const user = userEvent.setup({ delay: null });
    const { patches, deleted } = savedSearchesServer([
      savedSearch({}),
      savedSearch({ id: KANO, name: 'Kano land', filters: { state: 'Kano' } }),
    ]);
    renderWithApp(<SavedSearchesPage />);
    await screen.findByRole('article', { name: 'Lagos rentals' });

    await user.click(screen.getByRole('button', { name: 'Pause Lagos rentals' }));
    await within(row('Lagos rentals')).findByText('Paused: no alerts until you resume');
    expect(patches).toEqual([{ paused: true }]);

    await user.click(screen.getByRole('button', { name: 'Edit Lagos rentals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit saved search' });
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Give the search a name')).toBeTruthy();
    await user.type(name, 'Lekki flats');
    await user.selectOptions(within(dialog).getByLabelText('Alerts'), 'daily');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('article', { name: 'Lekki flats' });
    expect(patches[1]).toEqual({ name: 'Lekki flats', frequency: 'daily' });

    await user.click(screen.getByRole('button', { name: 'Delete Kano land' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Kano land”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete saved search' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kano land' })).toBeNull());
    expect(deleted).toEqual([KANO]);
    expect(screen.getByText('1 of 25 saved searches')).toBeTruthy();
  });

  it('says how to save one when there are none', async () => {
    startSignedIn();
    savedSearchesServer([]);
    renderWithApp(<SavedSearchesPage />);
    expect(await screen.findByText('No saved searches yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a property' }).getAttribute('href')).toBe('/properties');
  });

  it('shows a search’s new matches as property cards, read once', async () => {
    startSignedIn();
    let reads = 0;
    server.use(
      http.get('*/api/v1/saved-searches/:id/matches', () => {
        reads += 1;
        return success({
          savedSearch: savedSearch({ newMatches: 2 }),
          matches: [
            { matchedAt: '2026-11-27T09:00:00.000Z', reason: 'published', property: cardFixture(1) },
            { matchedAt: '2026-11-27T08:00:00.000Z', reason: 'price_dropped', property: cardFixture(2) },
          ],
        });
      }),
    );
    renderWithApp(<MatchesPage />, {
      path: `/account/saved-searches/${LAGOS}`,
      pattern: '/account/saved-searches/:id',
      strict: true,
    });
    expect(await screen.findByRole('heading', { name: 'Lagos rentals', level: 1 })).toBeTruthy();
    expect(screen.getByText('2 new listings')).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Listing 1',
      'Listing 2',
    ]);
    expect(screen.getByRole('button', { name: 'Save Listing 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Open the search/ }).getAttribute('href')).toBe(
      '/properties?state=Lagos&maxPrice=5000000&currency=NGN&bedrooms=3&category=rental',
    );
    expect(reads).toBe(1);
  });
});
