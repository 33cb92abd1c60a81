import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberViewed } from '../../lib/recently-viewed';
import { fail, http, server, success } from '../../testing/api-server';
import { cardFixture, listingId, searchPage } from '../../testing/property-fixtures';
import { renderWithApp } from '../../testing/render';
import { Component as PropertiesPage } from './properties';

/** An IntersectionObserver the test drives: `scrollToLastCard()` says the watched card came into view. */
class FakeObserver {
  static live = new Set<FakeObserver>();
  private elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    this.elements.push(element);
    FakeObserver.live.add(this);
  }
  disconnect() {
    FakeObserver.live.delete(this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  fire() {
    const entries = this.elements.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function scrollToLastCard() {
  act(() => {
    for (const observer of [...FakeObserver.live]) observer.fire();
  });
}

/** Answers the search with `total` results and records every query it was sent. */
function searchServer(total: number) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('*/api/v1/property/searchwishlist', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      return success(searchPage(Number(params.get('page')), total));
    }),
  );
  return requests;
}

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => {
  FakeObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

// jsdom with user-event on a shared two-core machine: interaction tests need more than the default 5 s.
describe('/properties', { timeout: 30_000 }, () => {
  it('reads its filters from the URL and sends them to the search', async () => {
    const requests = searchServer(3);
    renderWithApp(<PropertiesPage />, {
      path: '/properties?keyWord=terrace&country=NG&state=lagos&category=sale&bedrooms=5%2B&minPrice=abc',
    });
    expect(await screen.findByText('3 properties available')).toBeTruthy();
    const sent = requests[0] as URLSearchParams;
    expect(Object.fromEntries(sent)).toEqual({
      keyWord: 'terrace',
      country: 'NG',
      state: 'Lagos',
      category: 'sale',
      bedrooms: '5+',
      sort: 'newest',
      page: '1',
      size: '10',
    });
    expect((screen.getByLabelText('Search by keyword') as HTMLInputElement).value).toBe('terrace');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('Lagos');
  });

  it("searches a shared link's map area, offers the List/Map toggle on a phone, and clears the area", async () => {
    const user = userEvent.setup();
    const requests = searchServer(2);
    const { router } = renderWithApp(<PropertiesPage />, {
      path: '/properties?category=rental&bbox=3.3,6.4,3.5,6.6',
    });
    expect(await screen.findByText('2 properties available')).toBeTruthy();
    expect(requests[0]?.get('bbox')).toBe('3.3,6.4,3.5,6.6');
    // A phone (jsdom matches no media query): the list first, the map a press away.
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Map' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Map of the results' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear map area' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=rental'));
    await waitFor(() => expect(requests.at(-1)?.get('bbox')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Clear map area' })).toBeNull();
  });

  it('puts each change in the URL, searches again, and clears the state when the country changes', async () => {
    const requests = searchServer(3);
    const { router } = renderWithApp(<PropertiesPage />, { path: '/properties' });
    await screen.findByText('3 properties available');
    const state = screen.getByLabelText('State') as HTMLSelectElement;
    expect(state.disabled).toBe(true);

    await userEvent.selectOptions(screen.getByLabelText('Country'), 'NG');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Kano');
    await userEvent.selectOptions(screen.getByLabelText('Min price'), '150000');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_asc');
    await userEvent.type(screen.getByLabelText('Search by keyword'), 'duplex{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?keyWord=duplex&country=NG&state=Kano&minPrice=150000&sort=price_asc',
      ),
    );
    await waitFor(() => expect(requests.at(-1)?.get('keyWord')).toBe('duplex'));
    expect(Object.fromEntries(requests.at(-1) as URLSearchParams)).toMatchObject({
      country: 'NG',
      state: 'Kano',
      minPrice: '150000',
      currency: 'NGN',
      sort: 'price_asc',
      page: '1',
    });

    await userEvent.selectOptions(screen.getByLabelText('Country'), 'SL');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?keyWord=duplex&country=SL&minPrice=150000&sort=price_asc'),
    );
    expect(screen.getByLabelText('District')).toBeTruthy();
    await waitFor(() => expect(requests.at(-1)?.get('currency')).toBe('SLE'));

    // Back returns to the previous search.
    await act(() => router.navigate(-1));
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('NG');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('Kano');
  });

  it("applies the 'More filters' dialog's choices together when Search is pressed", async () => {
    const requests = searchServer(3);
    const { router } = renderWithApp(<PropertiesPage />, { path: '/properties?country=NG' });
    await screen.findByText('3 properties available');

    await userEvent.click(screen.getByRole('button', { name: 'More filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'More filters' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Bedrooms'), '3');
    await userEvent.selectOptions(within(dialog).getByLabelText('Bathrooms'), '6+');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'hostel');
    await userEvent.selectOptions(within(dialog).getByLabelText('Property type'), 'student');
    expect(router.state.location.search).toBe('?country=NG');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe(
      '?country=NG&bedrooms=3&bathrooms=6%2B&category=hostel&propertyType=student',
    );
    await waitFor(() => expect(requests.at(-1)?.get('propertyType')).toBe('student'));
    expect(Object.fromEntries(requests.at(-1) as URLSearchParams)).toMatchObject({
      bedrooms: '3',
      bathrooms: '6+',
      category: 'hostel',
    });
    expect(screen.getByRole('button', { name: /^More filters 4 ?active$/ })).toBeTruthy();

    // Closing without Search changes nothing.
    await userEvent.click(screen.getByRole('button', { name: /^More filters 4 ?active$/ }));
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Clear' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Close' }));
    expect(router.state.location.search).toContain('bedrooms=3');
  });

  it('filters by trust: verified owners and inspected listings, from the dialog and from a shared link', async () => {
    const requests = searchServer(3);
    const { router } = renderWithApp(<PropertiesPage />, {
      path: '/properties?inspected=true&verifiedOwner=nope',
    });
    await screen.findByText('3 properties available');
    expect(requests.at(-1)?.get('inspected')).toBe('true');
    expect(requests.at(-1)?.has('verifiedOwner')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: /^More filters/ }));
    const dialog = await screen.findByRole('dialog', { name: 'More filters' });
    expect(
      (within(dialog).getByRole('checkbox', { name: /Inspected by Ile staff/ }) as HTMLInputElement).checked,
    ).toBe(true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Verified owners only/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(requests.at(-1)?.get('verifiedOwner')).toBe('true'));
    expect(router.state.location.search).toBe('?verifiedOwner=true&inspected=true');
    expect(screen.getByRole('button', { name: /^More filters 2 ?active$/ })).toBeTruthy();
  });

  it('appends the next page when the last card comes into view and stops at the last page', async () => {
    const requests = searchServer(25);
    renderWithApp(<PropertiesPage />, { path: '/properties' });
    expect(await screen.findByText('25 properties available')).toBeTruthy();
    // The first four cards come with the page, the rest one task later (AfterFirstPaint).
    await waitFor(() => expect(cardTitles()).toHaveLength(10));

    scrollToLastCard();
    await waitFor(() => expect(cardTitles()).toHaveLength(20));
    expect(cardTitles().slice(9, 11)).toEqual(['Listing 10', 'Listing 11']);

    scrollToLastCard();
    await waitFor(() => expect(cardTitles()).toHaveLength(25));
    expect(await screen.findByText('You have seen all 25 properties.')).toBeTruthy();

    scrollToLastCard();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.map((params) => params.get('page'))).toEqual(['1', '2', '3']);
    expect(FakeObserver.live.size).toBe(0);
  });

  it("says 'No results matched your search' when nothing matches, apart from a failure", async () => {
    searchServer(0);
    renderWithApp(<PropertiesPage />, { path: '/properties?keyWord=castle' });
    expect(await screen.findByText('No results matched your search')).toBeTruthy();
    expect(screen.getByText('0 properties available')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error with a retry when the search fails', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/property/searchwishlist', () => {
        calls += 1;
        return calls <= 2 ? fail(503, 'Search is resting, try again') : success(searchPage(1, 2));
      }),
    );
    renderWithApp(<PropertiesPage />, { path: '/properties' });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByText('Search is resting, try again')).toBeTruthy();
    expect(screen.queryByText('No results matched your search')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 properties available')).toBeTruthy();
  });

  it('shows the recently viewed strip normally, and with data saver on neither loads nor fetches it', async () => {
    searchServer(2);
    let cardRequests = 0;
    server.use(
      http.get('*/api/v1/property/cards', () => {
        cardRequests += 1;
        return success([cardFixture(7, { title: 'Flat seen yesterday' })]);
      }),
    );
    rememberViewed(listingId(7));
    const normal = renderWithApp(<PropertiesPage />, { path: '/properties' });
    expect(await screen.findByRole('heading', { name: 'Recently viewed' })).toBeTruthy();
    expect(cardRequests).toBe(1);
    normal.unmount();

    localStorage.setItem('ile.data_saver', 'true');
    renderWithApp(<PropertiesPage />, { path: '/properties' });
    expect(await screen.findByText('2 properties available')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
    expect(cardRequests).toBe(1);
  });
});
