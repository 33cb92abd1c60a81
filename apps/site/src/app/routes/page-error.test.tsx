import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageError } from './page-error';

function renderFailing(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <PageError />,
        Component: () => {
          throw error;
        },
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('a page that cannot load', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says offline, and points at what opens offline, when its code or stylesheet could not be fetched', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailing(new Error('Unable to preload CSS for /assets/about-abc.css'));
    expect(screen.getByText(/You are offline, and this page needs a connection/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Saved properties' }).getAttribute('href')).toBe('/wishlist');
  });

  it('offers the new version when its code is gone while online', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/about-abc.js'));
    expect(screen.getByText('A new version of Ile is available.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
