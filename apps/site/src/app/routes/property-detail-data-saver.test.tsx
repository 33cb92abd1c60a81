import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { http, server, success } from '../../testing/api-server';
import { listingId, propertyFixture } from '../../testing/property-fixtures';
import { renderWithApp } from '../../testing/render';
import { startSignedIn } from '../../testing/signed-in';
import { Component as PropertyDetailPage } from './property-detail';

// Counts the loads of the viewing panel's module (the real one is used): with data saver on, the page must not
// ask for it before the visitor taps "Book a viewing". Its own file: a module, once loaded, stays loaded.
const panel = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../../features/viewings/components/book-viewing', async (importOriginal) => {
  panel.loads += 1;
  return importOriginal();
});

const ID = listingId(1);

function LoginProbe() {
  const location = useLocation();
  return <p>Login page, back to {(location.state as { from?: string } | null)?.from}</p>;
}

function listingServer() {
  const calls = { views: 0, slots: 0 };
  server.use(
    http.post('*/api/v1/property/property/:id', () => success(propertyFixture())),
    http.get('*/api/v1/property/:id/similar', () => success([])),
    http.get('*/api/v1/property/increase-view/:id', () => {
      calls.views += 1;
      return success({ counted: true, views: 43 });
    }),
    http.get('*/api/v1/property/:id/viewing-slots', () => {
      calls.slots += 1;
      return success({ timeZone: 'Africa/Lagos', hasHours: false, slots: [] });
    }),
  );
  return calls;
}

const open = () =>
  renderWithApp(<PropertyDetailPage />, {
    path: `/property/${ID}`,
    pattern: '/property/:id',
    routes: { '/login': <LoginProbe /> },
  });

describe('/property/{id} with data saver on', { timeout: 30_000 }, () => {
  it("loads the viewing panel's code only on the tap, which opens the panel", async () => {
    localStorage.setItem('ile.data_saver', 'true');
    startSignedIn();
    const calls = listingServer();
    open();
    const button = await screen.findByRole('button', { name: 'Book a viewing' });
    // The page has settled (its view counted) and still nothing of the panel was asked for.
    await waitFor(() => expect(calls.views).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(panel.loads).toBe(0);
    expect(calls.slots).toBe(0);

    await userEvent.click(button);
    // One tap: the panel itself, as a tap on its own button opens it.
    expect(await screen.findByRole('heading', { name: 'Book a viewing' })).toBeTruthy();
    expect(panel.loads).toBe(1);
    await waitFor(() => expect(calls.slots).toBe(1));
  });

  it('sends a signed-out visitor to sign in on the tap, with the way back to the panel', async () => {
    localStorage.setItem('ile.data_saver', 'true');
    listingServer();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Book a viewing' }));
    expect(await screen.findByText(`Login page, back to /property/${ID}#book-a-viewing`)).toBeTruthy();
  });
});
