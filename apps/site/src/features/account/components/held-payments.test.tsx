import type { Hold } from '@ile/shared/contracts/payment';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { startSignedIn } from '../../../testing/signed-in';
import { HeldPayments } from './held-payments';

const at = '2026-11-21T10:00:00.000Z';
const hold = (n: number, overrides: Partial<Hold>): Hold => ({
  id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  purpose: 'move_in',
  state: 'held',
  role: 'payer',
  amount: 250_000_00,
  currency: 'NGN',
  property_id: `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`,
  property_title: `Listing ${n}`,
  transaction_reference: `ILE-HOLD-${n}`,
  move_in_date: null,
  release_after: null,
  lapses_at: null,
  dispute_reason: null,
  payee_statement: null,
  decision_reason: null,
  viewing_starts_at: null,
  created_at: at,
  events: [],
  ...overrides,
});

const released = (role: Hold['role'], purpose: Hold['purpose']) => ({
  role,
  purpose,
  state: 'released' as const,
  events: [
    { from: null, to: 'held' as const, actor: 'system' as const, reason: null, at },
    { from: 'held' as const, to: 'release_pending' as const, actor: 'payee' as const, reason: null, at },
    { from: 'release_pending' as const, to: 'released' as const, actor: 'system' as const, reason: null, at },
  ],
});

describe('money Ile holds, in the reader’s own terms', () => {
  it('tells the payer and the payee where the money went, each from their side', async () => {
    startSignedIn();
    server.use(
      http.get('*/api/v1/payments/holds', () =>
        success({
          holds: [
            hold(1, { property_title: 'Sale, buyer', ...released('payer', 'sale_reservation') }),
            hold(2, {
              property_title: 'Sale, seller',
              ...released('payee', 'sale_reservation'),
              events: [
                { from: null, to: 'held', actor: 'system', reason: null, at },
                {
                  from: 'held',
                  to: 'held',
                  actor: 'payee',
                  reason: 'The seller marked the sale completed',
                  at,
                },
                ...released('payee', 'sale_reservation').events.slice(1),
              ],
            }),
            hold(3, {
              property_title: 'Rent, being released, owner',
              role: 'payee',
              state: 'release_pending',
            }),
            hold(4, { property_title: 'Rent, being released, tenant', state: 'release_pending' }),
            hold(5, { property_title: 'Rent, being refunded, tenant', state: 'refund_pending' }),
            hold(6, {
              property_title: 'Rent, being refunded, owner',
              role: 'payee',
              state: 'refund_pending',
            }),
          ],
        }),
      ),
    );
    renderWithApp(<HeldPayments />);
    const list = await screen.findByRole('list', { name: 'Held payments' });
    const item = (title: string) => within(within(list).getByText(title).closest('li') as HTMLElement);

    item('Sale, buyer').getByText('₦250,000 was paid to the seller.');
    item('Sale, buyer').getByText(/Released to the seller$/);
    item('Sale, seller').getByText('₦250,000 was paid to your payout account.');
    item('Sale, seller').getByText(/Released to you$/);
    item('Rent, being released, owner').getByText('Ile is paying ₦250,000 to your payout account.');
    item('Rent, being released, tenant').getByText('Ile is paying ₦250,000 to the owner’s payout account.');
    item('Rent, being refunded, tenant').getByText('Ile is refunding ₦250,000 to you.');
    item('Rent, being refunded, owner').getByText('Ile is refunding ₦250,000 to the payer.');
    expect(within(list).queryByText(/Released to the owner/)).toBeNull();
    // The seller's completion reads once, not followed by its recorded reason in other words.
    expect(item('Sale, seller').getByText(/Marked completed by the seller$/)).toBeTruthy();
  });
});
