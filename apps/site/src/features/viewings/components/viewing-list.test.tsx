import type { Viewing } from '@ile/shared/contracts/viewings';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { startSignedIn } from '../../../testing/signed-in';
import { ViewingList } from './viewing-list';

const HOUR = 3_600_000;
/** A confirmed viewing with a ₦5,000 fee that ended `hoursAgo` hours ago, as its seeker lists it. */
const pastViewing = (n: number, hoursAgo: number, overrides: Partial<Viewing>): Viewing => ({
  id: `00000000-0000-4000-8000-0000000003${String(n).padStart(2, '0')}`,
  role: 'seeker',
  status: 'confirmed',
  awaiting: null,
  startsAt: new Date(Date.now() - (hoursAgo + 1) * HOUR).toISOString(),
  endsAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
  proposedTimes: [],
  timeZone: 'Africa/Lagos',
  note: null,
  declineReason: null,
  cancelReason: null,
  cancelledBy: null,
  myOutcome: null,
  otherOutcome: null,
  property: {
    id: `00000000-0000-4000-8000-0000000004${String(n).padStart(2, '0')}`,
    title: `Flat ${n}`,
    address: '1 Allen Avenue',
    city: 'Ikeja',
  },
  withName: 'Ada',
  feeAmount: 500_000,
  feeCurrency: 'NGN',
  feeState: 'held',
  createdAt: new Date(Date.now() - 100 * HOUR).toISOString(),
  ...overrides,
});

const cardOf = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('a seeker’s past viewings with a fee', () => {
  it('says where the fee went when the 48 hours passed without a report, and that a late “No” opens a Support ticket', async () => {
    startSignedIn();
    server.use(
      http.get('*/api/v1/viewings', () =>
        success([
          pastViewing(1, 2, {}),
          pastViewing(2, 60, { feeState: 'released' }),
          pastViewing(3, 60, { status: 'no_show', myOutcome: 'no_show', feeState: 'released' }),
          pastViewing(4, 60, { status: 'held', myOutcome: 'held', feeState: 'released' }),
        ]),
      ),
    );
    renderWithApp(<ViewingList as="seeker" />);
    await screen.findByRole('heading', { name: 'Flat 1' });

    // Inside the 48 hours: the fee is held and the question is asked, with nothing more to say.
    const within48 = cardOf('Flat 1');
    expect(within(within48).getByText('Viewing fee ₦5,000: held by Ile')).toBeTruthy();
    expect(within(within48).getByRole('group', { name: 'Did the viewing happen?' })).toBeTruthy();
    expect(within(within48).queryByText(/no one reported a problem/)).toBeNull();

    // After them, unanswered: the fee is the owner's, and a "No" asks Support to look into it.
    const unanswered = cardOf('Flat 2');
    expect(within(unanswered).getByText('Viewing fee ₦5,000: paid to the owner')).toBeTruthy();
    expect(
      within(unanswered).getByText(/no one reported a problem within 48 hours of the viewing/),
    ).toBeTruthy();
    expect(
      within(unanswered).getByText(/answer “No” and Ile will open a Support ticket for you/),
    ).toBeTruthy();
    expect(within(unanswered).getByRole('group', { name: 'Did the viewing happen?' })).toBeTruthy();

    // Answered "No" too late: the api opened the ticket; the card links to it.
    const answeredLate = cardOf('Flat 3');
    expect(within(answeredLate).getByText('Viewing fee ₦5,000: paid to the owner')).toBeTruthy();
    expect(within(answeredLate).getByText('You said it did not happen.')).toBeTruthy();
    expect(within(answeredLate).getByText(/so Ile opened a Support ticket for you/)).toBeTruthy();
    expect(
      within(answeredLate).getByRole('link', { name: 'see it in your tickets' }).getAttribute('href'),
    ).toBe('/account/ticket');
    expect(within(answeredLate).queryByText(/answer “No”/)).toBeNull();

    // The seeker said it happened: the fee went where they agreed it should.
    expect(within(cardOf('Flat 4')).queryByText(/no one reported a problem/)).toBeNull();
    expect(within(cardOf('Flat 4')).queryByText(/Support ticket/)).toBeNull();
  });
});
