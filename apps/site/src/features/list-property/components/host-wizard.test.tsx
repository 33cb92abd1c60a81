import type { CreateListingApplicationResponse } from '@ile/shared/contracts/listing-application';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { startSignedIn } from '../../../testing/signed-in';
import { HostWizard } from './host-wizard';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const jpeg = (name: string) => new File([new Uint8Array(JPEG)], name, { type: 'image/jpeg' });

// jsdom has no object URLs; the previews only need distinct ones.
let previews = 0;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => `blob:preview-${++previews}`);
  URL.revokeObjectURL = vi.fn();
});

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\*?$`));

/** Types by pasting: the same input events, without a render per keystroke. */
async function fill(user: UserEvent, name: string, text: string) {
  await user.click(field(name));
  await user.paste(text);
}

function renderWizard() {
  startSignedIn();
  return renderWithApp(<HostWizard />, {
    path: '/list-property/become-a-host',
    routes: { '/list-property/become-a-host/success': <p>Application sent page</p> },
  });
}

async function fillBasics(user: UserEvent) {
  await fill(user, 'Title', 'Two-bedroom flat in Yaba');
  await fill(user, 'Price', '1,250,000.50');
  await user.selectOptions(field('Duration'), 'year');
  await fill(user, 'Description', 'Quiet street with steady water.');
  await fill(user, 'Address', '12 Herbert Macaulay Way');
  await user.selectOptions(field('Country'), 'NG');
  await user.selectOptions(field('State'), 'LA');
}

const FEATURES = {
  Category: 'rental',
  'Property type': 'residential',
  Parking: 'Carport',
  Heating: 'None',
  Cooling: 'Central Air',
  Basement: 'None',
  'Exterior features': 'Balcony',
  Flooring: 'Tile',
  Occupancy: 'Vacant',
  Ownership: 'Owned',
};

async function fillFeatures(user: UserEvent, overrides: Partial<typeof FEATURES> = {}) {
  for (const [label, value] of Object.entries({ ...FEATURES, ...overrides })) {
    await user.selectOptions(field(label), value);
  }
}

async function continueTo(user: UserEvent, title: string) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: new RegExp(title) })).toBe(document.activeElement);
}

// Each journey walks a real form through three steps in jsdom: slower than the default 5 s allows.
describe('the become-a-host wizard', { timeout: 30_000 }, () => {
  it('keeps step 1 until its required fields pass, focusing the first invalid one', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(document.activeElement).toBe(field('Title')));
    expect(screen.getByRole('heading', { name: /Basics/ })).toBeTruthy();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(3);
    expect(screen.getByText('Choose a duration')).toBeTruthy();

    await fill(user, 'Title', 'Flat');
    await fill(user, 'Price', '12.345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Price')));
    expect(screen.getByText('Price may have at most 2 decimals')).toBeTruthy();
  });

  it('clears the chosen state when the country changes, and lets the currency follow the country', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect((await screen.findByLabelText(/^State/)).hasAttribute('disabled')).toBe(true);

    await user.selectOptions(field('Country'), 'SL');
    expect((field('Currency') as HTMLSelectElement).value).toBe('SLE');
    await user.selectOptions(field('District'), 'WU');
    expect((field('District') as HTMLSelectElement).value).toBe('WU');

    await user.selectOptions(field('Country'), 'NG');
    expect((field('State') as HTMLSelectElement).value).toBe('');
    expect((field('Currency') as HTMLSelectElement).value).toBe('NGN');
  });

  it('checks step 2 before step 3, focusing the first feature left out', async () => {
    const user = userEvent.setup();
    renderWizard();
    await screen.findByRole('button', { name: 'Continue' });
    await fillBasics(user);
    await continueTo(user, 'Features');
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Features');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Category')));
    expect(screen.getByText('Choose a parking option')).toBeTruthy();
  });

  it('needs at least 3 photos, refuses non-pictures, and sends the application (again after a refusal)', async () => {
    let sent: FormData | undefined;
    let calls = 0;
    server.use(
      http.post('*/api/v1/applications/property', async ({ request }) => {
        calls += 1;
        if (calls === 1) return fail(403, 'Please verify your email address to continue');
        sent = await request.formData();
        return success<CreateListingApplicationResponse>(
          { id: '00000000-0000-4000-8000-0000000000f1', status: 'pending' },
          'Your information was sent',
        );
      }),
    );
    const user = userEvent.setup();
    renderWizard();
    await screen.findByRole('button', { name: 'Continue' });
    await fillBasics(user);
    await continueTo(user, 'Features');
    await fillFeatures(user);
    await continueTo(user, 'Details');

    await user.selectOptions(field('Bedrooms'), '2');
    await user.selectOptions(field('Bathrooms'), '6+');
    await user.click(screen.getByLabelText('Parks'));
    await fill(user, 'Mobile phone', '0803 123 4567');
    const photos = screen.getByLabelText('Choose photos');
    await user.upload(photos, [
      jpeg('front.jpg'),
      new File(['not a picture'], 'notes.jpg', { type: 'image/jpeg' }),
    ]);
    expect(await screen.findByText('notes.jpg is not a JPEG, PNG or WebP picture.')).toBeTruthy();
    expect(screen.getByText(/1 of 20 photos added/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Add at least 3 photos')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Add more photos/ }));
    expect(sent).toBeUndefined();

    await user.upload(photos, [jpeg('kitchen.jpg'), jpeg('garden.jpg')]);
    expect(await screen.findByText(/3 of 20 photos added/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    // The server refuses an unverified email: its words in a toast, a way to get a new link, and a
    // submit button that works again.
    expect(await screen.findByText('Please verify your email address to continue')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit application' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);

    expect(await screen.findByText('Application sent page')).toBeTruthy();
    expect(sent?.get('title')).toBe('Two-bedroom flat in Yaba');
    expect(sent?.get('price')).toBe('1250000.5');
    expect(sent?.get('state')).toBe('LA');
    expect(sent?.get('bathrooms')).toBe('6');
    expect(sent?.get('mobilePhone')).toBe('+2348031234567');
    expect(sent?.getAll('amenities')).toEqual(['Parks']);
    expect(sent?.getAll('images')).toHaveLength(3);
    expect(sent?.get('status')).toBe('pending');
  });

  it('asks land for no rooms, heating, cooling or flooring, and sends none', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post('*/api/v1/applications/property', async ({ request }) => {
        sent = await request.formData();
        return success<CreateListingApplicationResponse>(
          { id: '00000000-0000-4000-8000-0000000000f2', status: 'pending' },
          'Your information was sent',
        );
      }),
    );
    const user = userEvent.setup();
    renderWizard();
    await screen.findByRole('button', { name: 'Continue' });
    await fillBasics(user);
    await continueTo(user, 'Features');
    expect(field('Flooring')).toBeTruthy();
    await user.selectOptions(field('Property type'), 'land');
    for (const label of ['Heating', 'Cooling', 'Flooring']) {
      expect(screen.queryByLabelText(new RegExp(`^${label}`))).toBeNull();
    }
    const { Heating, Cooling, Flooring, 'Property type': _, ...landFeatures } = FEATURES;
    for (const [label, value] of Object.entries(landFeatures)) await user.selectOptions(field(label), value);
    await continueTo(user, 'Details');

    expect(screen.queryByLabelText(/^Bedrooms/)).toBeNull();
    expect(screen.queryByLabelText(/^Bathrooms/)).toBeNull();
    await fill(user, 'Mobile phone', '0803 123 4567');
    await user.upload(screen.getByLabelText('Choose photos'), [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
    await screen.findByText(/3 of 20 photos added/);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('Application sent page')).toBeTruthy();
    expect(sent?.get('propertyType')).toBe('land');
    for (const name of ['bedrooms', 'bathrooms', 'heatingType', 'coolingType', 'flooringType']) {
      expect(sent?.has(name)).toBe(false);
    }
  });

  it('requires bedrooms for residential; for commercial they are optional, with "None"', async () => {
    const user = userEvent.setup();
    const walkToDetails = async (propertyType: string) => {
      renderWizard();
      await screen.findByRole('button', { name: 'Continue' });
      await fillBasics(user);
      await continueTo(user, 'Features');
      await fillFeatures(user, { 'Property type': propertyType });
      await continueTo(user, 'Details');
      await user.click(screen.getByRole('button', { name: 'Submit application' }));
    };

    const residential = await walkToDetails('residential').then(() => field('Bedrooms'));
    await waitFor(() => expect(document.activeElement).toBe(residential));
    expect(residential.getAttribute('aria-invalid')).toBe('true');
    cleanup();

    await walkToDetails('commercial');
    await waitFor(() => expect(field('Bathrooms').getAttribute('aria-invalid')).toBe('true'));
    const bedrooms = field('Bedrooms') as HTMLSelectElement;
    expect(bedrooms.getAttribute('aria-invalid')).toBe('false');
    expect(bedrooms.getAttribute('aria-required')).not.toBe('true');
    await user.selectOptions(bedrooms, 'None');
    expect(bedrooms.value).toBe('0');
  });
});
