import type { PropertyCard } from '@ile/shared/contracts/property';
import type { ToggleWishlistResponse } from '@ile/shared/contracts/wishlist';
import { FIRST_VIEW_ELEMENT_ID } from '@ile/shared/helpers/first-view';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, http, server, success } from '../../testing/api-server';
import { cardFixture, listingId, propertyFixture } from '../../testing/property-fixtures';
import { renderWithApp } from '../../testing/render';
import { startSignedIn } from '../../testing/signed-in';
import { Component as PropertyDetailPage } from './property-detail';

const ID = listingId(1);

function InboxProbe() {
  const location = useLocation();
  return <p>Inbox with {new URLSearchParams(location.search).get('with')}</p>;
}

function LoginProbe() {
  const location = useLocation();
  return <p>Login page, back to {(location.state as { from?: string } | null)?.from}</p>;
}

/**
 * The listing's record (with `mobile_phone` only for signed-in callers, as the api does), its views and its
 * similar listings (`similar`, none by default).
 */
function listingServer(overrides: Parameters<typeof propertyFixture>[0] = {}, similar: PropertyCard[] = []) {
  const calls = { views: 0, toggles: [] as unknown[], similar: 0 };
  server.use(
    http.post('*/api/v1/property/property/:id', ({ request, params }) => {
      if (params.id !== ID) return fail(404, 'Property not found');
      const signedIn = request.headers.has('authorization');
      return success(
        propertyFixture({ ...overrides, ...(signedIn ? { mobile_phone: '+2348031234567' } : {}) }),
      );
    }),
    http.get('*/api/v1/property/:id/similar', ({ params }) => {
      calls.similar += 1;
      return params.id === ID ? success(similar) : fail(404, 'Property not found');
    }),
    http.get('*/api/v1/property/increase-view/:id', () => {
      calls.views += 1;
      return success({ counted: true, views: 43 });
    }),
    http.post('*/api/v1/wishlist/toggle-wishlist', async ({ request }) => {
      calls.toggles.push(await request.json());
      const answer: ToggleWishlistResponse = { saved: true, wishlistId: listingId(99) };
      return success(answer, 'Added to saved properties');
    }),
  );
  return calls;
}

const open = (path = `/property/${ID}`) =>
  renderWithApp(<PropertyDetailPage />, {
    path,
    pattern: '/property/:id',
    routes: { '/login': <LoginProbe /> },
  });

// The sections below the description are drawn one task after the page (AfterFirstPaint); the disclaimer
// is the last of them.
const detailsDrawn = () => screen.findByRole('heading', { name: 'Disclaimer' });

/** The api's first view of the listing page, as it writes it beside the app's root. */
function putFirstView(path = `/property/${ID}`) {
  const view = document.createElement('div');
  view.id = FIRST_VIEW_ELEMENT_ID;
  view.dataset.path = path;
  document.body.prepend(view);
  return () => document.getElementById(FIRST_VIEW_ELEMENT_ID);
}

describe('/property/{id}', { timeout: 30_000 }, () => {
  afterEach(() => document.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove());

  it("keeps the api's first view while the listing loads and leaves it once the listing is drawn", async () => {
    listingServer();
    const firstView = putFirstView();
    open();
    expect(firstView()).not.toBeNull();
    await screen.findByRole('heading', { level: 1, name: 'Three-bedroom terrace in Lekki' });
    expect(firstView()).toBeNull();
  });

  it('leaves the first view for a listing that is not available too', async () => {
    listingServer();
    const firstView = putFirstView(`/property/${listingId(404)}`);
    open(`/property/${listingId(404)}`);
    expect(await screen.findByRole('heading', { name: 'This property is not available' })).toBeTruthy();
    expect(firstView()).toBeNull();
  });

  it('shows every section of the listing and counts one view', async () => {
    const calls = listingServer();
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Three-bedroom terrace in Lekki' }),
    ).toBeTruthy();
    await detailsDrawn();
    expect(screen.getByText('14 Admiralty Way, Lekki, Lagos, Nigeria')).toBeTruthy();
    expect(screen.getByText('₦4,500,000')).toBeTruthy();
    expect(screen.getByText('175 m² (1,884 ft²)')).toBeTruthy();
    expect(screen.getByText('300 m² (3,229 ft²)')).toBeTruthy();
    expect(screen.getByText('Central Air')).toBeTruthy();
    expect(screen.getByText('Service charge ₦250,000 a year')).toBeTruthy();
    const amenities = screen.getByRole('region', { name: 'Nearby amenities' });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Schools', 'Hospitals']);
    expect(screen.getByTitle('Map of the area around 14 Admiralty Way, Lekki, Lagos, Nigeria')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Disclaimer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View other properties' }).getAttribute('href')).toBe(
      '/properties',
    );
    // A rental's button pays the move-in amount into Ile's protection, and says where the money waits.
    expect(
      screen.getByRole('link', { name: 'Pay the move-in amount through Ile' }).getAttribute('href'),
    ).toBe(`/property/payment?propertyId=${ID}`);
    expect(screen.getByText('Ile holds your payment until you confirm you have the keys.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Proceed to payment' })).toBeNull();
    await waitFor(() => expect(calls.views).toBe(1));
    expect(document.title).toBe('Three-bedroom terrace in Lekki | Ile');
  });

  it('says how recently the owner confirmed the listing available', async () => {
    listingServer({ availableConfirmedAt: new Date(Date.now() - 3 * 86_400_000).toISOString() });
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Confirmed available 3 days ago')).toBeTruthy();
  });

  it('shows no map when the listing has no coordinates', async () => {
    listingServer({ latitude: null, longitude: null });
    open();
    await detailsDrawn();
    expect(screen.queryByRole('heading', { name: 'Location' })).toBeNull();
  });

  it('steps the gallery with its arrows up to the last picture on a narrow screen', async () => {
    listingServer();
    open();
    const next = await screen.findByRole('button', { name: 'Next photo' });
    const previous = screen.getByRole('button', { name: 'Previous photo' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(screen.getByText('1 / 5')).toBeTruthy();
    for (let step = 0; step < 4; step++) await userEvent.click(next);
    expect(screen.getByText('5 / 5')).toBeTruthy();
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(previous);
    expect(screen.getByText('4 / 5')).toBeTruthy();
  });

  it('warns a visitor to log in to save, without calling the server', async () => {
    const calls = listingServer();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Login to save property')).toBeTruthy();
    expect(calls.toggles).toEqual([]);
  });

  it("saves for a signed-in user, shows the server's message and flips the label", async () => {
    startSignedIn();
    const calls = listingServer();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added to saved properties')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Unsave' })).toBeTruthy();
    expect(calls.toggles).toEqual([{ propertyId: ID }]);
  });

  it('sends a visitor to /login to see the contact details, remembering the way back', async () => {
    listingServer();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'View contact info' }));
    expect(await screen.findByText(`Login page, back to /property/${ID}#contact`)).toBeTruthy();
  });

  it('shows a signed-in user the phone behind a fraud warning, also on return from /login', async () => {
    startSignedIn();
    listingServer();
    open(`/property/${ID}#contact`);
    const dialog = await screen.findByRole('dialog', { name: 'Contact Information' });
    expect(within(dialog).getByText('Protect yourself from fraud.')).toBeTruthy();
    const call = within(dialog).getByRole('link', { name: '+234 803 123 4567' });
    expect(call.getAttribute('href')).toBe('tel:+2348031234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'View contact info' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Information' })).toBeTruthy();
  });

  it('shows who lists it: name linked to the profile, role and agency, rating, response time, member since', async () => {
    listingServer();
    open();
    const panel = await screen.findByRole('region', { name: 'Listed by' });
    expect(within(panel).getByRole('link', { name: 'Tunde Bello' }).getAttribute('href')).toBe(
      '/agent/00000000-0000-4000-8000-0000000000d4',
    );
    expect(within(panel).getByText('Agent at Eko Prime Realty')).toBeTruthy();
    expect(within(panel).getByText(/4\.5 \(12 reviews\)/)).toBeTruthy();
    expect(within(panel).getByText('Usually replies within 2 hours')).toBeTruthy();
    expect(within(panel).getByText('Member since March 2025')).toBeTruthy();
    // The phone is not in the panel: it stays behind "View contact info".
    expect(panel.textContent).not.toContain('803');
  });

  it('sends a visitor to /login to message the lister, and back', async () => {
    listingServer();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Message the agent' }));
    expect(await screen.findByText(`Login page, back to /property/${ID}#message-lister`)).toBeTruthy();
  });

  it('sends a signed-in user’s message about this listing and opens the inbox on it', async () => {
    startSignedIn();
    listingServer();
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/v1/conversations/create-conversation', async ({ request }) => {
        sent.push(await request.json());
        return success({}, 'Message sent');
      }),
    );
    renderWithApp(<PropertyDetailPage />, {
      path: `/property/${ID}`,
      pattern: '/property/:id',
      routes: { '/inbox': <InboxProbe /> },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Message the agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Tunde Bello' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Inbox with 00000000-0000-4000-8000-0000000000b2')).toBeTruthy();
    expect(sent).toEqual([
      {
        receiverId: '00000000-0000-4000-8000-0000000000b2',
        propertyId: ID,
        message: 'Hello, is “Three-bedroom terrace in Lekki” still available?',
      },
    ]);
  });

  it('says the property is not available for an unknown id, and counts no view', async () => {
    const calls = listingServer();
    open(`/property/${listingId(404)}`);
    expect(await screen.findByRole('heading', { name: 'This property is not available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View other properties' })).toBeTruthy();
    expect(calls.views).toBe(0);
  });

  it('shows the price history, newest first, and "Price reduced" after a recent drop', async () => {
    listingServer({
      price: 4_000_000,
      priceReducedAt: '2026-11-20T09:00:00.000Z',
      priceHistory: [
        { at: '2026-11-20T09:00:00.000Z', from: 4_500_000, to: 4_000_000, currency: 'NGN' },
        { at: '2026-10-02T09:00:00.000Z', from: 4_200_000, to: 4_500_000, currency: 'NGN' },
      ],
    });
    open();
    const history = await screen.findByRole('region', { name: 'Price history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '20 Nov 2026from ₦4,500,000 → to ₦4,000,000Reduced −11%',
      '2 Oct 2026from ₦4,200,000 → to ₦4,500,000Raised +7%',
    ]);
    const panel = screen.getByRole('complementary', { name: 'Price and actions' });
    expect(within(panel).getByText('Price reduced')).toBeTruthy();
    expect(within(panel).getByTitle('Price reduced on 20 Nov 2026')).toBeTruthy();
  });

  it('shows no price history and no "Price reduced" for a listing whose price never changed', async () => {
    listingServer();
    open();
    await detailsDrawn();
    expect(screen.queryByRole('region', { name: 'Price history' })).toBeNull();
    expect(screen.queryByText('Price reduced')).toBeNull();
  });

  it('shows similar properties as cards with their hearts, a reduced one badged', async () => {
    const calls = listingServer({}, [
      cardFixture(2, { title: 'Similar flat', priceReducedAt: '2026-11-25T09:00:00.000Z' }),
      cardFixture(3, { title: 'Another flat', isLiked: true }),
    ]);
    open();
    const section = await screen.findByRole('region', { name: 'Similar properties' });
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Similar flat',
      'Another flat',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('Price reduced')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).queryByText('Price reduced')).toBeNull();
    expect(
      within(cards[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/property/${listingId(2)}`);
    expect(
      within(cards[1] as HTMLElement).getByRole('button', {
        name: 'Remove Another flat from saved properties',
      }),
    ).toBeTruthy();
    expect(calls.similar).toBe(1);
  });

  it('draws no similar section when there is none', async () => {
    const calls = listingServer();
    open();
    await screen.findByRole('heading', { level: 1, name: 'Three-bedroom terrace in Lekki' });
    await waitFor(() => expect(calls.similar).toBe(1));
    expect(screen.queryByRole('region', { name: 'Similar properties' })).toBeNull();
  });

  it('puts the listing first in this browser’s "Recently viewed" for a visitor, with the time', async () => {
    const earlier = '2026-11-20T10:00:00.000Z';
    localStorage.setItem(
      'ile-recently-viewed',
      JSON.stringify([
        { propertyId: listingId(7), viewedAt: earlier },
        { propertyId: ID, viewedAt: earlier },
        { propertyId: listingId(8), viewedAt: earlier },
      ]),
    );
    const calls = listingServer();
    const before = Date.now();
    open();
    await waitFor(() => expect(calls.views).toBe(1));
    const kept = JSON.parse(localStorage.getItem('ile-recently-viewed') ?? 'null');
    expect(kept.map((view: { propertyId: string }) => view.propertyId)).toEqual([
      ID,
      listingId(7),
      listingId(8),
    ]);
    expect(Date.parse(kept[0].viewedAt)).toBeGreaterThanOrEqual(before);
  });
});
