import type { AgentListingsResponse, ManagedProperty } from '@ile/shared/contracts/management';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpResponse, http, server, success } from '../../../testing/api-server';
import { managedListingFixture } from '../../../testing/property-fixtures';
import { renderWithApp } from '../../../testing/render';
import { AvailabilityLink } from './availability-link';
import { MyListings } from './my-listings';

const USER_ID = '0b7c5d1e-1111-4a2b-9c3d-000000000001';
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

const listing = (n: number, title: string, overrides: Partial<ManagedProperty>) =>
  managedListingFixture(`6f1c2a9e-aaaa-4bbb-8ccc-00000000000${n}`, title, {
    availableConfirmedAt: daysAgo(2),
    ...overrides,
  });

const page = (items: ManagedProperty[]): AgentListingsResponse => ({
  agentListings: items,
  properties: items,
  totalItems: items.length,
  totalPages: 1,
});

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr') as HTMLElement;

describe('availability in My listings', () => {
  it('asks about listings unconfirmed for 30 days, confirms one in a click and shows the new date', async () => {
    let listings = [
      listing(1, 'Flat in Yaba', { availableConfirmedAt: daysAgo(33) }),
      listing(2, 'Duplex in Lekki', { availableConfirmedAt: daysAgo(3) }),
    ];
    const calls: { id: string; action: string }[] = [];
    server.use(
      http.get('*/api/v1/agent/agent-listings/:userId', () => success(page(listings))),
      http.post('*/api/v1/property/:id/availability', async ({ params, request }) => {
        const { action } = (await request.json()) as { action: string };
        calls.push({ id: String(params.id), action });
        const now = new Date().toISOString();
        listings = listings.map((item) =>
          item.id === params.id ? { ...item, availableConfirmedAt: now } : item,
        );
        return success({
          propertyId: params.id,
          title: 'Flat in Yaba',
          status: 'published',
          availableConfirmedAt: now,
        });
      }),
    );
    renderWithApp(<MyListings userId={USER_ID} />);

    expect(
      await screen.findByText(/One listing here has not been confirmed available for 30 days/),
    ).toBeTruthy();
    expect(within(rowOf('Flat in Yaba')).getByText(/Confirmed 33 days ago · please confirm/)).toBeTruthy();
    expect(within(rowOf('Duplex in Lekki')).getByText('Confirmed 3 days ago')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Flat in Yaba is still available' }));
    await waitFor(() => expect(within(rowOf('Flat in Yaba')).getByText('Confirmed today')).toBeTruthy());
    expect(calls).toEqual([{ id: listings[0]?.id, action: 'confirm' }]);
    expect(screen.queryByText(/not been confirmed/)).toBeNull();
  });

  it('offers renew for an expired listing, let and sold for one in search, nothing for one sold', async () => {
    let listings = [
      listing(1, 'Shop in Freetown', { status: 'expired', availableConfirmedAt: daysAgo(50) }),
      listing(2, 'Flat in Wuse', {}),
      listing(3, 'Land in Ikoyi', { status: 'sold' }),
    ];
    const calls: string[] = [];
    server.use(
      http.get('*/api/v1/agent/agent-listings/:userId', () => success(page(listings))),
      http.post('*/api/v1/property/:id/availability', async ({ params, request }) => {
        const { action } = (await request.json()) as { action: 'let' | 'renew' };
        calls.push(action);
        const status = action === 'renew' ? 'published' : action;
        listings = listings.map((item) => (item.id === params.id ? { ...item, status } : item));
        return success({ propertyId: params.id, title: 'x', status, availableConfirmedAt: null });
      }),
    );
    renderWithApp(<MyListings userId={USER_ID} />);

    await screen.findByRole('link', { name: 'Shop in Freetown' });
    expect(within(rowOf('Shop in Freetown')).getByText('Out of search until renewed')).toBeTruthy();
    expect(
      within(rowOf('Land in Ikoyi')).queryAllByRole('button', {
        name: /^Renew|as let$|as sold$|still available$/,
      }),
    ).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Renew Shop in Freetown' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark Flat in Wuse as let' }));
    await waitFor(() => expect(within(rowOf('Flat in Wuse')).getAllByText('Let').length).toBeGreaterThan(0));
    expect(calls).toEqual(['renew', 'let']);
  });

  it('shows the server’s refusal next to the listing', async () => {
    server.use(
      http.get('*/api/v1/agent/agent-listings/:userId', () =>
        success(page([listing(1, 'Flat in Yaba', {})])),
      ),
      http.post('*/api/v1/property/:id/availability', () =>
        HttpResponse.json(
          {
            status: 'fail',
            message: 'Only a listing in search can be confirmed available; renew an expired one instead',
          },
          { status: 409 },
        ),
      ),
    );
    renderWithApp(<MyListings userId={USER_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Flat in Yaba is still available' }));
    expect((await screen.findByRole('alert')).textContent).toContain('renew an expired one instead');
  });
});

describe('the one-click link page', () => {
  it('confirms the listing once as it opens and links to it', async () => {
    const tokens: string[] = [];
    server.use(
      http.post('*/api/v1/property/availability-link', async ({ request }) => {
        tokens.push(((await request.json()) as { token: string }).token);
        return success({
          propertyId: '6f1c2a9e-aaaa-4bbb-8ccc-000000000001',
          title: 'Flat in Yaba',
          status: 'published',
          availableConfirmedAt: new Date().toISOString(),
        });
      }),
    );
    renderWithApp(<AvailabilityLink token={'t'.repeat(43)} />);
    expect(await screen.findByRole('heading', { name: 'Thank you: it’s confirmed' })).toBeTruthy();
    expect(screen.getByText('“Flat in Yaba” is in search as available, confirmed today.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the listing' }).getAttribute('href')).toBe(
      '/property/6f1c2a9e-aaaa-4bbb-8ccc-000000000001',
    );
    expect(tokens).toEqual(['t'.repeat(43)]);
  });

  it('says why when the link was used or expired, and where to go instead', async () => {
    server.use(
      http.post('*/api/v1/property/availability-link', () =>
        HttpResponse.json(
          { status: 'fail', message: 'This link has expired or has already been used' },
          { status: 410 },
        ),
      ),
    );
    renderWithApp(<AvailabilityLink token={'u'.repeat(43)} />);
    expect(await screen.findByRole('heading', { name: 'We could not confirm this listing' })).toBeTruthy();
    expect(screen.getByText('This link has expired or has already been used')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My listings' }).getAttribute('href')).toBe('/manage/listings');
  });

  it('a link without its token sends nothing', async () => {
    let called = false;
    server.use(
      http.post('*/api/v1/property/availability-link', () => {
        called = true;
        return success({});
      }),
    );
    renderWithApp(<AvailabilityLink token={null} />);
    expect(await screen.findByRole('heading', { name: 'This link is incomplete' })).toBeTruthy();
    expect(called).toBe(false);
  });
});
