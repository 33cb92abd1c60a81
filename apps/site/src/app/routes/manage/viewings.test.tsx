import type { ViewingAvailabilityScope } from '@ile/shared/contracts/viewings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { startSignedIn } from '../../../testing/signed-in';
import { Component as ManageViewings } from './viewings';

const LISTING = '00000000-0000-4000-8000-0000000000b1';
const scope = (propertyId: string | null, propertyTitle: string | null): ViewingAvailabilityScope => ({
  propertyId,
  propertyTitle,
  timeZone: 'Africa/Lagos',
  fee: null,
  feeCurrency: null,
  weekly: [{ weekday: 1, startMinute: 540, endMinute: 1020, slotMinutes: 60 }],
  exceptions: [],
});

/** The owner's hours (all listings, and the listing's own when `own`), recording each PUT's body. */
function hoursServer(own: boolean) {
  startSignedIn();
  const saved: unknown[] = [];
  const scopes = [scope(null, null), ...(own ? [scope(LISTING, 'Flat in Yaba')] : [])];
  server.use(
    http.get('*/api/v1/viewings/availability', () => success(scopes)),
    http.get('*/api/v1/viewings', () => success([])),
    http.put('*/api/v1/viewings/availability', async ({ request }) => {
      saved.push(await request.json());
      return success(scopes);
    }),
  );
  return saved;
}

describe('/manage/viewings: a listing’s own viewing hours', () => {
  it('edits the listing’s own hours under its title, saving them for that listing only', async () => {
    const saved = hoursServer(true);
    renderWithApp(<ManageViewings />, { path: `/manage/viewings?listing=${LISTING}` });
    expect(await screen.findByRole('heading', { name: 'Hours for “Flat in Yaba”' })).toBeTruthy();
    const own = screen.getByRole('form', { name: 'This listing’s viewing hours' });
    await userEvent.click(within(own).getByRole('checkbox', { name: 'Saturday' }));
    await userEvent.click(within(own).getByRole('button', { name: 'Save viewing hours' }));
    await screen.findByText('Viewing hours saved');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      propertyId: LISTING,
      weekly: [
        { weekday: 1, startMinute: 540, endMinute: 1020, slotMinutes: 60 },
        { weekday: 6, startMinute: 540, endMinute: 1020, slotMinutes: 60 },
      ],
    });
    // The page names the listings that have their own hours, linking to them.
    expect(screen.getByRole('link', { name: 'Flat in Yaba' }).getAttribute('href')).toBe(
      `/manage/viewings?listing=${LISTING}`,
    );
  });

  it('says a listing without its own hours uses the all-listings hours, and the main form stays for all', async () => {
    const saved = hoursServer(false);
    renderWithApp(<ManageViewings />, { path: `/manage/viewings?listing=${LISTING}` });
    expect(await screen.findByRole('heading', { name: 'Hours for this listing' })).toBeTruthy();
    expect(await screen.findByText(/This listing uses your hours for all listings/)).toBeTruthy();
    const all = screen.getByRole('form', { name: 'Viewing hours' });
    await userEvent.click(within(all).getByRole('button', { name: 'Save viewing hours' }));
    await screen.findByText('Viewing hours saved');
    expect(saved[0]).toMatchObject({ propertyId: null });
  });
});
