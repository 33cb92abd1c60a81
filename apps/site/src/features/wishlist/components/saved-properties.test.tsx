import { MESSAGES } from '@ile/shared/constants/messages';
import type { ListWishlistBody } from '@ile/shared/contracts/wishlist';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as WishlistPage } from '../../../app/routes/wishlist';
import { fail, http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { startSignedIn } from '../../../testing/signed-in';
import { savedItem, wishlistPage } from './wishlist-fixtures';

const SLOW = 20_000;

describe('/wishlist', () => {
  it('says what to do next when nothing is saved, and shows no error', async () => {
    startSignedIn();
    server.use(http.post('*/api/v1/wishlist/wishlists', () => success(wishlistPage([]))));
    renderWithApp(<WishlistPage />, { path: '/wishlist' });

    expect(await screen.findByText('No saved properties yet.')).toBeTruthy();
    expect(screen.getByText('Tap the heart on any listing to save it here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse properties' }).getAttribute('href')).toBe('/properties');
    expect(screen.queryByText(/Oops/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it(
    'shows an error with a retry when the list fails to load, distinct from the empty state',
    async () => {
      startSignedIn();
      let fails = true;
      server.use(
        http.post('*/api/v1/wishlist/wishlists', () =>
          fails
            ? fail(503, 'Saved properties are unavailable right now')
            : success(wishlistPage([savedItem(1)])),
        ),
      );
      renderWithApp(<WishlistPage />, { path: '/wishlist' });

      const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
      expect(within(alert).getByText('Saved properties are unavailable right now')).toBeTruthy();
      expect(screen.queryByText(MESSAGES.wishlist.empty)).toBeNull();

      fails = false;
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('link', { name: 'Saved listing 1' })).toBeTruthy();
    },
    SLOW,
  );

  it(
    "shows the pointed-at or focused card's note beside the grid, and filters by category",
    async () => {
      startSignedIn();
      const bodies: ListWishlistBody[] = [];
      server.use(
        http.post('*/api/v1/wishlist/wishlists', async ({ request }) => {
          bodies.push((await request.json()) as ListWishlistBody);
          return success(wishlistPage([savedItem(1, { note: 'Ask about the generator' }), savedItem(2)]));
        }),
      );
      renderWithApp(<WishlistPage />, { path: '/wishlist' });

      const first = (await screen.findByRole('article', { name: 'Saved listing 1' })) as HTMLElement;
      const panel = screen.getByRole('complementary', { name: 'Note preview' });
      fireEvent.mouseEnter(first);
      expect(within(panel).getByText('Ask about the generator')).toBeTruthy();

      const second = within(screen.getByRole('article', { name: 'Saved listing 2' })).getByRole('link');
      act(() => second.focus());
      expect(within(panel).getByText(MESSAGES.wishlist.noNote)).toBeTruthy();
      // The whole description is in the page (the browser clamps it by width) and on hover; the price shows.
      const description = savedItem(1).description;
      expect(within(first).getByText(description).getAttribute('title')).toBe(description);
      expect(within(first).queryByText(/\.\.\.$/)).toBeNull();
      expect(await within(first).findByText('₦1,500,000')).toBeTruthy();
      expect(within(first).getByText('per year', { exact: false })).toBeTruthy();

      await userEvent.click(screen.getByRole('button', { name: 'Hostel' }));
      await screen.findByRole('button', { name: 'Hostel', pressed: true });
      expect(bodies.at(-1)).toEqual({ page: 1, size: 10, category: 'hostel' });
      expect(bodies.every((body) => !('userId' in body))).toBe(true);
    },
    SLOW,
  );

  it(
    "removes a saved property with the heart and says 'Removed from saved properties'",
    async () => {
      startSignedIn();
      let items = [savedItem(1), savedItem(2)];
      const removed: string[] = [];
      server.use(
        http.post('*/api/v1/wishlist/wishlists', () => success(wishlistPage(items))),
        http.delete('*/api/v1/wishlist/remove-wishlist/:id', ({ params }) => {
          removed.push(String(params.id));
          items = items.filter((item) => item.id !== params.id);
          return success(null, MESSAGES.wishlist.removed);
        }),
      );
      renderWithApp(<WishlistPage />, { path: '/wishlist' });

      await userEvent.click(
        await screen.findByRole('button', { name: 'Remove Saved listing 1 from saved properties' }),
      );
      expect(await screen.findByText('Removed from saved properties')).toBeTruthy();
      expect(removed).toEqual([savedItem(1).id]);
      await screen.findByRole('article', { name: 'Saved listing 2' });
      expect(screen.queryByRole('article', { name: 'Saved listing 1' })).toBeNull();
    },
    SLOW,
  );
});
