import type { HomeDisplayResponse } from '@ile/shared/contracts/property';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { http, server, success } from '../../testing/api-server';
import { cardFixture } from '../../testing/property-fixtures';
import { renderWithApp } from '../../testing/render';
import { startSignedIn } from '../../testing/signed-in';
import { Component as HomePage } from './home';

const cards = (from: number, count: number) => Array.from({ length: count }, (_, i) => cardFixture(from + i));

function ResultsProbe() {
  const location = useLocation();
  return <p>Results for {location.search}</p>;
}

function homeServer(display: HomeDisplayResponse, trending = cards(500, 10)) {
  server.use(
    http.get('*/api/v1/property/display', () => success(display)),
    http.get('*/api/v1/property/trending', () => success(trending)),
  );
}

const section = (name: string) => screen.queryByRole('region', { name });
const cardsIn = (region: HTMLElement) => within(region).getAllByRole('article');

describe('/', { timeout: 30_000 }, () => {
  it('shows each section only when its list has more than six listings', async () => {
    homeServer({ properties1: cards(1, 8), properties2: cards(100, 6), properties3: cards(200, 7) });
    renderWithApp(<HomePage />);
    const popular = await screen.findByRole('region', { name: 'Popular properties' });
    await waitFor(() => expect(cardsIn(popular)).toHaveLength(6));
    expect(section('A wide variety of places to live')).toBeNull();
    const dream = section('Find your dream property today') as HTMLElement;
    await waitFor(() => expect(cardsIn(dream)).toHaveLength(12));
    // Each listing shows once on the page.
    const titles = screen.getAllByRole('article').map((card) => within(card).getByRole('link').title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(
      within(popular)
        .getAllByRole('link', { name: /Listing/ })[0]
        ?.getAttribute('href'),
    ).toBe(`/property/${cardFixture(1).id}`);
  });

  it('shows five listings of the wide variety', async () => {
    homeServer({ properties1: cards(1, 3), properties2: cards(100, 8), properties3: cards(200, 3) }, []);
    renderWithApp(<HomePage />);
    const variety = await screen.findByRole('region', { name: 'A wide variety of places to live' });
    await waitFor(() => expect(cardsIn(variety)).toHaveLength(5));
    expect(section('Popular properties')).toBeNull();
    expect(section('Find your dream property today')).toBeNull();
  });

  it('searches by country, state and category; a new country clears the state', async () => {
    homeServer({ properties1: [], properties2: [], properties3: [] }, []);
    const { router } = renderWithApp(<HomePage />, { routes: { '/properties': <ResultsProbe /> } });
    const state = screen.getByLabelText('State') as HTMLSelectElement;
    expect(state.disabled).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'NG');
    expect(state.disabled).toBe(false);
    await userEvent.selectOptions(state, 'Lagos');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'SL');
    expect((screen.getByLabelText('District') as HTMLSelectElement).value).toBe('');
    await userEvent.selectOptions(screen.getByLabelText('District'), 'Bo');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'hostel');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Results for ?country=SL&state=Bo&category=hostel')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/properties');
  });

  describe('Recently viewed', () => {
    const KEY = 'ile-recently-viewed';

    it('shows a visitor the listings this browser kept, in its order, from one request', async () => {
      homeServer({ properties1: [], properties2: [], properties3: [] }, []);
      const at = '2026-11-26T10:00:00.000Z';
      localStorage.setItem(
        KEY,
        JSON.stringify([
          { propertyId: cardFixture(3).id, viewedAt: at },
          { propertyId: cardFixture(1).id, viewedAt: at },
          { propertyId: 'not-an-id', viewedAt: at },
          cardFixture(4).id,
        ]),
      );
      const asked: string[] = [];
      server.use(
        http.get('*/api/v1/property/cards', ({ request }) => {
          asked.push(new URL(request.url).searchParams.get('ids') ?? '');
          return success([cardFixture(3, { title: 'Seen last' }), cardFixture(1, { title: 'Seen first' })]);
        }),
      );
      renderWithApp(<HomePage />);
      const recent = await screen.findByRole('region', { name: 'Recently viewed' });
      expect(cardsIn(recent).map((card) => within(card).getByRole('heading').textContent)).toEqual([
        'Seen last',
        'Seen first',
      ]);
      expect(asked).toEqual([`${cardFixture(3).id},${cardFixture(1).id}`]);
    });

    it('shows nothing and asks nothing on a first visit', async () => {
      homeServer({ properties1: cards(1, 8), properties2: [], properties3: [] }, []);
      let asked = 0;
      server.use(
        http.get('*/api/v1/property/cards', () => {
          asked += 1;
          return success([]);
        }),
      );
      renderWithApp(<HomePage />);
      const popular = await screen.findByRole('region', { name: 'Popular properties' });
      await waitFor(() => expect(cardsIn(popular)).toHaveLength(6));
      expect(section('Recently viewed')).toBeNull();
      expect(asked).toBe(0);
    });

    it('merges what the browser kept into the account once signed in, then forgets it here', async () => {
      startSignedIn();
      homeServer({ properties1: [], properties2: [], properties3: [] }, []);
      const view = { propertyId: cardFixture(7).id, viewedAt: '2026-11-26T10:00:00.000Z' };
      localStorage.setItem(KEY, JSON.stringify([view]));
      const merged: unknown[] = [];
      server.use(
        http.post('*/api/v1/user/recently-viewed', async ({ request }) => {
          merged.push(await request.json());
          return success([
            cardFixture(7, { title: 'From this browser' }),
            cardFixture(8, { title: 'From the account' }),
          ]);
        }),
        http.get('*/api/v1/user/recently-viewed', () =>
          success([cardFixture(8, { title: 'From the account' })]),
        ),
      );
      renderWithApp(<HomePage />);
      const recent = await screen.findByRole('region', { name: 'Recently viewed' });
      await waitFor(() =>
        expect(cardsIn(recent).map((card) => within(card).getByRole('heading').textContent)).toEqual([
          'From this browser',
          'From the account',
        ]),
      );
      expect(merged).toEqual([{ views: [view] }]);
      expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual([]);
    });
  });
});
