import type { TransactionRecord } from '@ile/shared/contracts/admin/transactions';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleDataProvider, renderInConsole } from '../../test/render';
import { HeldPayment } from './transaction-views';

const HOLD_ID = '00000000-0000-4000-8000-0000000000f1';
const OWNER_ID = '00000000-0000-4000-8000-0000000000b2';

const PAYMENT: TransactionRecord = {
  id: '00000000-0000-4000-8000-0000000000c1',
  reference: 'ILE-1',
  user_id: '00000000-0000-4000-8000-0000000000b1',
  user_name: 'Ada Seeker',
  property_id: null,
  property_title: 'Studio in Yaba',
  provider: 'paystack',
  amount: 500_000,
  currency: 'NGN',
  subject: null,
  description: null,
  payer_name: 'Ada Seeker',
  payer_email: 'ada@example.test',
  status: 'successful',
  provider_reference: null,
  verified_at: null,
  raw: null,
  hold: {
    id: HOLD_ID,
    purpose: 'viewing_fee',
    state: 'released',
    payee_id: OWNER_ID,
    payee_name: 'Olu Owner',
    release_after: '2026-11-26T10:00:00.000Z',
    disputed_at: null,
    settled_at: '2026-11-26T10:05:00.000Z',
    provider_payout_id: 'TRF_1',
    payout_failure: null,
  },
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
};

const users = consoleDataProvider(
  {},
  {
    getMany: async () => ({ data: [{ id: OWNER_ID, full_name: 'Olu Owner' }] as never }),
  },
);

/** The Held payment card of `payment`'s page, as Support sees it. */
const renderFor = (payment: TransactionRecord) =>
  renderInConsole(<HeldPayment />, {
    dataProvider: users,
    role: 'Support',
    resource: 'transactions',
    record: payment,
  });

describe('a payment Ile holds, on its console page', () => {
  it('says what it paid for, where the money went and the payout', async () => {
    renderFor(PAYMENT);
    expect(await screen.findByText('Viewing fee')).toBeTruthy();
    expect(screen.getByText('Released')).toBeTruthy();
    expect(screen.getByText('TRF_1')).toBeTruthy();
    expect(screen.getByText('Never disputed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the dispute' })).toBeNull();
  });

  it('leads to the dispute when there is one', async () => {
    const disputed = {
      ...PAYMENT,
      hold: {
        ...(PAYMENT.hold as NonNullable<TransactionRecord['hold']>),
        state: 'disputed' as const,
        disputed_at: '2026-11-25T10:00:00.000Z',
      },
    };
    renderFor(disputed);
    expect(await screen.findByText('Disputed (open)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the dispute' }).getAttribute('href')).toBe(
      `#/disputes/${HOLD_ID}/show`,
    );
  });
});
