import type { ListingApplicationRecord } from '@ile/shared/contracts/admin/applications';
import type { ListingFlagItem } from '@ile/shared/contracts/admin/listing-flags';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Admin, Resource, TestMemoryRouter, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { authAs } from '../../test/render';
import listingApplications from '.';

const LIVE_ID = '00000000-0000-4000-8000-0000000000f1';
const OWNER_ID = '00000000-0000-4000-8000-0000000000f2';

const otherListing = {
  title: 'Tastefully finished 3 bedroom flat in Lekki',
  status: 'published' as const,
  price: 4_500_000,
  currency: 'NGN' as const,
  duration: 'year' as const,
  address: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  country: 'NG' as const,
  bedrooms: 3,
  bathrooms: 4,
  description: 'Newly renovated 3 bedroom apartment in a serene estate.',
};
const other = {
  otherPropertyId: LIVE_ID,
  otherPropertyTitle: otherListing.title,
  otherOwnerId: OWNER_ID,
  otherOwnerName: 'Tunde Bakare',
  otherListing,
  createdAt: '2026-11-27T08:00:00.000Z',
};
const FLAGS: ListingFlagItem[] = [
  {
    id: '00000000-0000-4000-8000-0000000000a1',
    kind: 'photo',
    distance: 4,
    photoId: '00000000-0000-4000-8000-0000000000a2',
    photoUrl: '/api/admin/files/originals/applications/x/0.jpg',
    otherPhotoId: '00000000-0000-4000-8000-0000000000a3',
    otherPhotoUrl: '/media/properties/x/y/640.webp',
    ...other,
  },
  { id: '00000000-0000-4000-8000-0000000000a4', kind: 'listing', match: 'address', ...other },
];

const application: ListingApplicationRecord = {
  id: '00000000-0000-4000-8000-0000000000e1',
  status: 'pending',
  user_id: '00000000-0000-4000-8000-0000000000e2',
  applicant_name: 'Kunle Copier',
  applicant_email: 'kunle@example.com',
  decided_by: null,
  decided_by_name: null,
  decided_at: null,
  rejection_reason: null,
  created_at: '2026-11-27T07:30:00.000Z',
  updated_at: '2026-11-27T07:30:00.000Z',
  waited_business_days: 0,
  overdue: false,
  title: 'Lovely 3 bedroom flat in Lekki Phase One',
  description: 'Newly renovated 3 bedroom apartment in a serene and secure estate.',
  detailed_description: null,
  highlight_one: null,
  highlight_two: null,
  highlight_three: null,
  additional_fees: null,
  bedrooms: 3,
  bathrooms: 4,
  year_built: null,
  land_size: null,
  building_size: null,
  parking_size: null,
  garage_size: null,
  heating_type: null,
  cooling_type: null,
  basement: null,
  exterior_features: null,
  flooring_type: null,
  ownership_type: null,
  property_type: 'residential',
  category: 'rental',
  mobile_phone: null,
  occupancy: null,
  parking: null,
  address: 'No. 12, Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  state_code: 'LA',
  country: 'NG',
  price: 4_400_000,
  currency: 'NGN',
  duration: 'year',
  amenities: [],
  property_id: null,
  images: [],
  flag_count: FLAGS.length,
  flags: FLAGS,
} as ListingApplicationRecord;

const clean = {
  ...application,
  id: '00000000-0000-4000-8000-0000000000e3',
  title: 'An honest flat',
  flag_count: 0,
  flags: [],
};

function renderConsole(path: string, approveApplication = vi.fn()) {
  const getList = vi.fn(async () => ({ data: [application, clean], total: 2 }) as never);
  const dataProvider = {
    ...testDataProvider({
      getList,
      getOne: async () => ({ data: application }) as never,
      getMany: async () => ({ data: [] }) as never,
    }),
    approveApplication,
    getFile: async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
  };
  const rendered = render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin dataProvider={dataProvider} authProvider={authAs('Reviewer')} disableTelemetry>
        <Resource name="listing-applications" {...listingApplications} />
      </Admin>
    </TestMemoryRouter>,
  );
  return { ...rendered, getList, user: userEvent.setup() };
}

describe('duplicate flags in the listing-application queue', () => {
  it('marks a flagged row with its count and filters the queue on flags', async () => {
    const { getList, user } = renderConsole('/listing-applications');

    const flagged = await screen.findByRole(
      'row',
      { name: `Listing application: ${application.title}` },
      { timeout: 10_000 },
    );
    expect(within(flagged).getByLabelText('Flagged: 2 possible duplicates').textContent).toBe('2');
    const honest = screen.getByRole('row', { name: 'Listing application: An honest flat' });
    expect(within(honest).queryByLabelText(/Flagged/)).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Possible duplicates' }));
    await user.click(await screen.findByRole('option', { name: 'Flagged' }));
    await vi.waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'listing-applications',
        expect.objectContaining({ filter: expect.objectContaining({ flagged: true }) }),
      ),
    );
  });

  it('shows each flag beside the application: both photos, both listings’ facts, links to the other side', async () => {
    renderConsole(`/listing-applications/${application.id}/show`);

    const section = await screen.findByRole(
      'heading',
      { name: 'Possible duplicates (2)' },
      { timeout: 10_000 },
    );
    expect(section).toBeTruthy();
    const [photo, address] = screen.getAllByRole('listitem', {
      name: `Possible duplicate: ${otherListing.title}`,
    });
    if (!photo || !address) throw new Error('two flags expected');

    expect(within(photo).getByText('Same photo (distance 4 of 64)')).toBeTruthy();
    expect(
      (await within(photo).findByRole('img', { name: "This application's photo" })).getAttribute('src'),
    ).toMatch(/^blob:/);
    expect(
      within(photo)
        .getByRole('img', { name: `Photo of ${otherListing.title}` })
        .getAttribute('src'),
    ).toBe('/media/properties/x/y/640.webp');

    expect(within(address).getByText('Same address, bedrooms and price')).toBeTruthy();
    const table = within(address).getByRole('table', { name: 'The two listings side by side' });
    const row = (label: string) =>
      within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
    expect(within(row('Address')).getByText('No. 12, Admiralty Way')).toBeTruthy();
    expect(within(row('Address')).getByText('12 Admiralty Way')).toBeTruthy();
    expect(within(row('Price')).getByText('₦4,400,000 per year')).toBeTruthy();
    expect(within(row('Price')).getByText('₦4,500,000 per year')).toBeTruthy();
    expect(within(row('Bedrooms')).getByText('(same)')).toBeTruthy();

    // The memory router of the test writes console paths without the hash the app's router puts before them.
    for (const entry of [photo, address]) {
      expect(
        within(entry).getByRole('link', { name: 'Listing in the console' }).getAttribute('href'),
      ).toMatch(new RegExp(`^#?/properties/${LIVE_ID}/show$`));
      expect(within(entry).getByRole('link', { name: 'Public page' }).getAttribute('href')).toBe(
        `/property/${LIVE_ID}`,
      );
      expect(within(entry).getByRole('link', { name: 'Owner: Tunde Bakare' }).getAttribute('href')).toMatch(
        new RegExp(`^#?/users/${OWNER_ID}/show$`),
      );
    }
  });

  it('asks for a reason before approving a flagged application, and sends it', async () => {
    const approveApplication = vi.fn(async () => ({ data: { ...application, status: 'successful' } }));
    const { user } = renderConsole(`/listing-applications/${application.id}/show`, approveApplication);

    await user.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve a flagged application' });
    expect(within(dialog).getByText(/possible duplicate of 2 live listings/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approve application' }));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    expect(approveApplication).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await user.paste('The owner relists their own flat; checked by phone.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve application' }));

    expect(await screen.findByText('Application approved: the listing is published')).toBeTruthy();
    expect(approveApplication).toHaveBeenCalledWith(
      'listing-applications',
      application.id,
      'The owner relists their own flat; checked by phone.',
    );
  });
});
