import type { AdminUpdatePropertyInput } from '@ile/shared/contracts/management';
import type { Property } from '@ile/shared/contracts/property';
import { NO_BADGES } from '@ile/shared/contracts/verification';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpResponse, http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { EditListing } from './edit-listing';

const PROPERTY: Property = {
  id: '6f1c2a9e-aaaa-4bbb-8ccc-000000000001',
  title: 'Three bedroom flat in Lekki',
  description: 'Bright, serviced, close to the beach.',
  detailed_description: null,
  bedrooms: 3,
  bathrooms: 2,
  additional_fees: null,
  year_built: 2018,
  land_size: 450,
  building_size: 180.5,
  parking_size: 30,
  garage_size: null,
  heating_type: null,
  cooling_type: null,
  basement: null,
  exterior_features: null,
  flooring_type: null,
  ownership_type: null,
  property_type: 'residential',
  category: 'rental',
  mobile_phone: '+2348031234567',
  occupancy: null,
  parking: null,
  address: '12 Admiralty Way',
  price: 2500000.5,
  currency: 'NGN',
  duration: 'year',
  images: [],
  image_set: [],
  features: [],
  highlights: [],
  country: 'NG',
  state: 'Lagos',
  state_code: 'LA',
  city: 'Lekki',
  tags: [],
  status: 'published',
  views: 12,
  latitude: null,
  longitude: null,
  owner_id: '0b7c5d1e-1111-4a2b-9c3d-000000000001',
  lister: null,
  isLiked: false,
  availableConfirmedAt: null,
  verification: NO_BADGES,
  priceReducedAt: null,
  priceHistory: [],
  moveIn: null,
  moveInFields: null,
  reservation: null,
  created_at: '2026-10-01T10:00:00.000Z',
  updated_at: '2026-10-02T10:00:00.000Z',
};

// Required fields' labels end with an asterisk.
const labelled = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`);
const value = (label: string) => (screen.getByLabelText(labelled(label)) as HTMLInputElement).value;

describe('Edit Property', () => {
  it('prefills every field, clears the region when the country changes, and saves', {
    timeout: 30_000,
  }, async () => {
    const sent: AdminUpdatePropertyInput[] = [];
    server.use(
      http.post('*/api/v1/property/property/:id', () => success(PROPERTY)),
      http.post('*/api/v1/property/admin-update-property', async ({ request }) => {
        sent.push((await request.json()) as AdminUpdatePropertyInput);
        return HttpResponse.json({ status: 'success', message: 'Property edited successfully' });
      }),
    );
    const { router } = renderWithApp(<EditListing propertyId={PROPERTY.id} />, {
      path: '/manage/edit-listing',
      routes: { '/manage/listings': <p>Listings page</p> },
    });

    await waitFor(() => expect(value('Title')).toBe('Three bedroom flat in Lekki'));
    expect(value('Price (NGN)')).toBe('2500000.5');
    expect(value('Category')).toBe('rental');
    expect(value('Property type')).toBe('residential');
    expect(value('Address')).toBe('12 Admiralty Way');
    expect(value('Country')).toBe('NG');
    expect(value('State')).toBe('LA');
    expect(value('City')).toBe('Lekki');
    expect(value('Bedrooms')).toBe('3');
    expect(value('Bathrooms')).toBe('2');
    expect(value('Land size (m²)')).toBe('450');
    expect(value('Building size (m²)')).toBe('180.5');
    expect(value('Garage size (m²)')).toBe('');
    expect(value('Parking size (m²)')).toBe('30');
    expect(value('Description')).toBe('Bright, serviced, close to the beach.');
    expect(value('Mobile phone')).toBe('+2348031234567');
    expect(screen.getByText('No file selected')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText(labelled('Country')), 'SL');
    expect(value('District')).toBe('');
    expect(screen.getByRole('option', { name: 'Western Area Urban' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Lagos' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Choose the state or district')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText(labelled('District')), 'WU');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Listings page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/manage/listings');
    expect(await screen.findByText('Property edited successfully')).toBeTruthy();
    expect(sent[0]).toMatchObject({
      propertyId: PROPERTY.id,
      country: 'SL',
      state: 'WU',
      price: 2500000.5,
      landSize: 450,
      buildingSize: 180.5,
      parkingSize: 30,
      mobilePhone: '+2348031234567',
    });
    expect(sent[0]).not.toHaveProperty('image');
  });
});
