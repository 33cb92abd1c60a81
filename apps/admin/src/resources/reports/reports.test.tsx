import type { ReportTargetRecord } from '@ile/shared/contracts/admin/reports';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { consoleDataProvider, renderInConsole } from '../../test/render';
import { ReportDecisionButtons } from './report-decision-buttons';

const LISTING: ReportTargetRecord = {
  id: '00000000-0000-4000-8000-0000000000d4',
  target_type: 'property',
  title: 'Suspicious duplex in Ikoyi',
  excerpt: 'Ikoyi, Lagos',
  owner_id: '00000000-0000-4000-8000-0000000000b2',
  owner_name: 'Emeka Owner',
  owner_suspended: false,
  listing_status: 'held',
  review_hidden: null,
  site_link: '/property/00000000-0000-4000-8000-0000000000d4',
  status: 'open',
  open_count: 3,
  report_count: 3,
  reasons: ['asks_for_money'],
  newest_report_at: '2026-11-26T10:00:00.000Z',
  reports: [],
};

const decided = (record: ReportTargetRecord) =>
  vi.fn(async () => ({ data: { ...record, status: 'closed' as const, open_count: 0 } }));

describe('ReportDecisionButtons', () => {
  it('lets a Reviewer dismiss or unpublish a reported listing, but not suspend its owner', async () => {
    const decideReport = decided(LISTING);
    const { user } = renderInConsole(<ReportDecisionButtons />, {
      dataProvider: consoleDataProvider({ decideReport }),
      role: 'Reviewer',
      resource: 'reports',
      record: LISTING,
    });
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Reports dismissed; the reporters are told')).toBeTruthy();
    expect(decideReport).toHaveBeenCalledWith(LISTING.id, 'dismiss', undefined);
    expect(screen.getByRole('button', { name: 'Unpublish listing' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend user' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide review' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Unpublish listing' }));
    expect(await screen.findByText('Listing unpublished; the owner and the reporters are told')).toBeTruthy();
    expect(decideReport).toHaveBeenLastCalledWith(LISTING.id, 'unpublish', undefined);
  });

  it('lets an Admin suspend the person behind it, with a note for the audit log', async () => {
    const decideReport = decided(LISTING);
    const { user } = renderInConsole(<ReportDecisionButtons />, {
      dataProvider: consoleDataProvider({ decideReport }),
      role: 'Admin',
      resource: 'reports',
      record: LISTING,
    });
    await user.click(await screen.findByRole('button', { name: 'Suspend user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Emeka Owner' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Asked three people for deposits',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await screen.findByText('Account suspended; the reporters are told')).toBeTruthy();
    expect(decideReport).toHaveBeenCalledWith(LISTING.id, 'suspend-user', 'Asked three people for deposits');
  });

  it('offers "Hide review" for a review, and nothing to Support or on a closed target', async () => {
    const review: ReportTargetRecord = {
      ...LISTING,
      target_type: 'review',
      listing_status: null,
      review_hidden: false,
    };
    const decideReport = decided(review);
    const { user, unmount } = renderInConsole(<ReportDecisionButtons />, {
      dataProvider: consoleDataProvider({ decideReport }),
      role: 'Reviewer',
      resource: 'reports',
      record: review,
    });
    await user.click(await screen.findByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('Review hidden; the reporters are told')).toBeTruthy();
    expect(decideReport).toHaveBeenCalledWith(review.id, 'hide-review', undefined);
    expect(screen.queryByRole('button', { name: 'Unpublish listing' })).toBeNull();
    unmount();

    const support = renderInConsole(<ReportDecisionButtons />, {
      dataProvider: consoleDataProvider({ decideReport }),
      role: 'Support',
      resource: 'reports',
      record: LISTING,
    });
    // Support reads the queue but decides nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    support.unmount();

    renderInConsole(<ReportDecisionButtons />, {
      dataProvider: consoleDataProvider({ decideReport }),
      role: 'Admin',
      resource: 'reports',
      record: { ...LISTING, status: 'closed', open_count: 0 },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });
});
