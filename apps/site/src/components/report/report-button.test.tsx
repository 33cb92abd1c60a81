import type { CreateReportBody, Report } from '@ile/shared/contracts/report';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, http, server, success } from '../../testing/api-server';
import { renderWithApp } from '../../testing/render';
import { clearSessionHint, startSignedIn } from '../../testing/signed-in';
import { ReportButton } from './report-button';
import { REPORT_SENT } from './report-dialog';

vi.setConfig({ testTimeout: 30_000 });

const LISTING = '00000000-0000-4000-8000-0000000000d4';
const OWNER = '00000000-0000-4000-8000-0000000000b2';

function answer(handler: (body: CreateReportBody) => Response | Promise<Response>) {
  const bodies: CreateReportBody[] = [];
  server.use(
    http.post('*/api/v1/reports', async ({ request }) => {
      const body = (await request.json()) as CreateReportBody;
      bodies.push(body);
      return handler(body);
    }),
  );
  return bodies;
}

const created = (body: CreateReportBody): Report => ({
  id: '00000000-0000-4000-8000-0000000000e5',
  targetType: body.targetType,
  targetId: body.targetId,
  reason: body.reason,
  details: body.details ?? null,
  status: 'open',
  createdAt: '2026-11-26T10:00:00.000Z',
});

const listingButton = () => (
  <ReportButton
    targetType="property"
    targetId={LISTING}
    ownerId={OWNER}
    subject="this listing"
    label="Report this listing"
  />
);

describe('report button and dialog', () => {
  it('sends the reason and details, then shows a confirmation', async () => {
    startSignedIn();
    const bodies = answer((body) => success(created(body), 'Thank you'));
    renderWithApp(listingButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Asks for money before viewing' }));
    await userEvent.type(within(dialog).getByLabelText(/Details/), 'Wanted ₦20,000 to view');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByRole('dialog', { name: 'Report sent' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(REPORT_SENT);
    expect(bodies).toEqual([
      {
        targetType: 'property',
        targetId: LISTING,
        reason: 'asks_for_money',
        details: 'Wanted ₦20,000 to view',
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a reason, and for details with "Other", before sending anything', async () => {
    startSignedIn();
    const bodies = answer((body) => success(created(body)));
    renderWithApp(listingButton());
    await userEvent.click(await screen.findByRole('button', { name: /Report this listing/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose what is wrong')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Tell us what is wrong')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('says clearly when it was already reported (409)', async () => {
    startSignedIn();
    answer(() => fail(409, 'You have already reported this; our team is looking at it'));
    renderWithApp(listingButton());
    await userEvent.click(await screen.findByRole('button', { name: /Report this listing/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Duplicate' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You have already reported this; our team is looking at it',
    );
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeTruthy();
  });

  it('is not offered on one’s own thing, and visitors are asked to sign in', async () => {
    const me = startSignedIn();
    const { unmount } = renderWithApp(
      <>
        <ReportButton targetType="property" targetId={LISTING} ownerId={me.id} subject="my listing" />
        <ReportButton targetType="user" targetId={OWNER} ownerId={OWNER} subject="Chidi Amadi" />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Report Chidi Amadi' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report my listing' })).toBeNull();
    unmount();

    clearSessionHint();
    renderWithApp(listingButton());
    expect(await screen.findByRole('button', { name: 'Sign in to report' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Report this listing/ })).toBeNull();
  });
});
