import type { AgentListingsResponse, ManagedProperty } from '@ile/shared/contracts/management';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpResponse, http, server, success } from '../../../testing/api-server';
import { managedListingFixture } from '../../../testing/property-fixtures';
import { renderWithApp } from '../../../testing/render';
import { MyListings } from './my-listings';

const USER_ID = '0b7c5d1e-1111-4a2b-9c3d-000000000001';

const listing = (id: string, title: string) => managedListingFixture(id, title);

function page(items: ManagedProperty[]): AgentListingsResponse {
  return { agentListings: items, properties: items, totalItems: items.length, totalPages: 1 };
}

describe('My Listings', () => {
  it('asks before deleting, deletes, says so and reloads the table', { timeout: 20_000 }, async () => {
    let listings = [
      listing('6f1c2a9e-aaaa-4bbb-8ccc-000000000001', 'Three bedroom flat in Lekki Phase 1'),
      listing('9a0b7c44-aaaa-4bbb-8ccc-000000000002', 'Studio in Yaba'),
    ];
    const deleted: string[] = [];
    server.use(
      http.get('*/api/v1/agent/agent-listings/:userId', () => success(page(listings))),
      http.delete('*/api/v1/property/delete-property/:id', ({ params }) => {
        deleted.push(String(params.id));
        listings = listings.filter((item) => item.id !== params.id);
        return HttpResponse.json({ status: 'success', message: 'Property deleted successfully' });
      }),
    );
    renderWithApp(<MyListings userId={USER_ID} />);

    // Rows lead with the picture and the whole title (the browser clamps it by width); no raw ids.
    const title = await screen.findByRole('link', { name: 'Three bedroom flat in Lekki Phase 1' });
    expect(title.getAttribute('href')).toBe('/property/6f1c2a9e-aaaa-4bbb-8ccc-000000000001');
    expect(within(title).getByText('Three bedroom flat in Lekki Phase 1').getAttribute('title')).toBe(
      'Three bedroom flat in Lekki Phase 1',
    );
    expect(screen.queryByText(/6f1c2a9e/)).toBeNull();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)[0]).toBe('Listing');
    expect(screen.getAllByText(/created 01\/10\/2026/)).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Three bedroom flat in Lekki Phase 1' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to delete this property?',
    });
    expect(
      within(dialog).getByText(
        'Property records and data will be deleted permanently and cannot be recovered.',
      ),
    ).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Three bedroom flat in Lekki Phase 1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete property' }));

    expect(await screen.findByText('Property deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Three bedroom flat in Lekki Phase 1')).toBeNull());
    expect(deleted).toEqual(['6f1c2a9e-aaaa-4bbb-8ccc-000000000001']);
    expect(screen.getByText('Studio in Yaba')).toBeTruthy();
  });

  it("shows 'No Listings Found' when there are none, and an error with a retry when loading fails", async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/agent/agent-listings/:userId', () =>
        fail
          ? HttpResponse.json({ status: 'error', message: 'Database unavailable' }, { status: 503 })
          : success(page([])),
      ),
    );
    renderWithApp(<MyListings userId={USER_ID} />);
    // A 5xx is tried once more before the error shows.
    expect(await screen.findByText('Database unavailable', {}, { timeout: 4000 })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No Listings Found')).toBeTruthy();
  });
  it('sorts by a figure from its column header or the menu, and keeps team listings read-only', async () => {
    const asked: string[] = [];
    const own = managedListingFixture('6f1c2a9e-aaaa-4bbb-8ccc-000000000003', 'Flat in Ikeja', {
      last30Days: { views: 40, saves: 3, reveals: 2, enquiries: 5 },
    });
    const team = managedListingFixture('6f1c2a9e-aaaa-4bbb-8ccc-000000000004', 'Duplex in Ikoyi', {
      access: 'team',
      listedBy: 'Tunde Bello',
    });
    server.use(
      http.get('*/api/v1/agent/agent-listings/:userId', ({ request }) => {
        asked.push(new URL(request.url).search);
        return success(page([own, team]));
      }),
    );
    renderWithApp(<MyListings userId={USER_ID} />);
    await screen.findByRole('link', { name: 'Flat in Ikeja' });
    expect(screen.getByText('Listed by Tunde Bello · view only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Duplex in Ikoyi' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Duplex in Ikoyi' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Performance of Duplex in Ikoyi' }).getAttribute('href')).toBe(
      '/manage/listings/6f1c2a9e-aaaa-4bbb-8ccc-000000000004/performance',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Enquiries' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?page=1&size=10&sort=enquiries'));
    expect(screen.getByRole('columnheader', { name: /Enquiries/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await userEvent.click(screen.getByRole('button', { name: /Enquiries/ }));
    await waitFor(() => expect(asked.at(-1)).toBe('?page=1&size=10&sort=enquiries&order=asc'));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'views');
    await waitFor(() => expect(asked.at(-1)).toBe('?page=1&size=10&sort=views'));
  });
});
