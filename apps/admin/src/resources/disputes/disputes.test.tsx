import type { DisputeRecord } from '@ile/shared/contracts/admin/disputes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { consoleDataProvider, renderInConsole } from '../../test/render';
import { FraudulentButton } from '../properties/fraudulent-button';
import { DisputeDecisionButtons } from './dispute-decision-buttons';

const DISPUTE: DisputeRecord = {
  id: '00000000-0000-4000-8000-0000000000e1',
  purpose: 'move_in',
  state: 'disputed',
  amount: 145_000_000,
  currency: 'NGN',
  amount_formatted: '₦1,450,000',
  property_id: '00000000-0000-4000-8000-0000000000d4',
  property_title: 'Flat in Yaba',
  transaction_reference: 'ILE-1',
  payer_id: '00000000-0000-4000-8000-0000000000b1',
  payer_name: 'Ada Tenant',
  payer_email: 'ada@example.test',
  payee_id: '00000000-0000-4000-8000-0000000000b2',
  payee_name: 'Olu Owner',
  payee_email: 'olu@example.test',
  move_in_date: '2026-12-01',
  dispute_reason: 'No keys',
  payee_statement: 'Keys were ready',
  disputed_at: '2026-11-26T10:00:00.000Z',
  decided: false,
  decision_reason: null,
  decided_by: null,
  decided_by_name: null,
  decided_at: null,
  payout_failure: null,
  created_at: '2026-11-25T10:00:00.000Z',
  events: [],
};

describe('DisputeDecisionButtons', () => {
  it('lets Support refund the payer with a required reason', async () => {
    const decideDispute = vi.fn(async () => ({
      data: { ...DISPUTE, state: 'refund_pending' as const, decided: true },
    }));
    const { user } = renderInConsole(<DisputeDecisionButtons />, {
      dataProvider: consoleDataProvider({ decideDispute }),
      role: 'Support',
      resource: 'disputes',
      record: DISPUTE,
    });
    await user.click(await screen.findByRole('button', { name: 'Refund the payer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund ₦1,450,000 to Ada Tenant' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund the payer' }));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    expect(decideDispute).not.toHaveBeenCalled();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'The keys were never handed over',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund the payer' }));
    expect(
      await screen.findByText('Decided: the payer is refunded in full; both parties are told'),
    ).toBeTruthy();
    expect(decideDispute).toHaveBeenCalledWith(DISPUTE.id, 'refund', 'The keys were never handed over');
  });

  it('offers nothing to a Reviewer, nor on a decided dispute', async () => {
    const decideDispute = vi.fn();
    const reviewer = renderInConsole(<DisputeDecisionButtons />, {
      dataProvider: consoleDataProvider({ decideDispute }),
      role: 'Reviewer',
      resource: 'disputes',
      record: DISPUTE,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Refund the payer' })).toBeNull();
    reviewer.unmount();
    renderInConsole(<DisputeDecisionButtons />, {
      dataProvider: consoleDataProvider({ decideDispute }),
      role: 'Admin',
      resource: 'disputes',
      record: { ...DISPUTE, decided: true, state: 'released' },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Release to the payee' })).toBeNull();
  });
});

describe('FraudulentButton', () => {
  const LISTING = { id: '00000000-0000-4000-8000-0000000000d4', title: 'Flat in Yaba', status: 'published' };

  it('lets a Reviewer mark a listing fraudulent with the reason payers are told; not Support', async () => {
    const markPropertyFraudulent = vi.fn(async () => ({
      data: { ...LISTING, status: 'unpublished' } as never,
    }));
    const { user, unmount } = renderInConsole(<FraudulentButton />, {
      dataProvider: consoleDataProvider({ markPropertyFraudulent }),
      role: 'Reviewer',
      resource: 'properties',
      record: LISTING,
    });
    await user.click(await screen.findByRole('button', { name: 'Found fraudulent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Found fraudulent: Flat in Yaba' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Not the owner');
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish and refund' }));
    expect(
      await screen.findByText(
        'Found fraudulent: unpublished, payments refunded, viewings cancelled; payers are told',
      ),
    ).toBeTruthy();
    expect(markPropertyFraudulent).toHaveBeenCalledWith(LISTING.id, 'Not the owner');
    unmount();

    renderInConsole(<FraudulentButton />, {
      dataProvider: consoleDataProvider({ markPropertyFraudulent }),
      role: 'Support',
      resource: 'properties',
      record: LISTING,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Found fraudulent' })).toBeNull();
  });
});
