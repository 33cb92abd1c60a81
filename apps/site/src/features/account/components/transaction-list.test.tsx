import type { Transaction } from '@ile/shared/contracts/payment';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { startSignedIn } from '../../../testing/signed-in';
import { transactionFixture } from '../../../testing/transaction-fixtures';
import { TransactionList } from './transaction-list';

const payment = (n: number, overrides: Partial<Transaction>): Transaction =>
  transactionFixture({
    id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    reference: `ILE-REF-${n}`,
    ...overrides,
  });

describe('the list of payments', () => {
  it('says a refunded payment was refunded, not that it succeeded', async () => {
    startSignedIn();
    server.use(
      http.get('*/api/v1/user/transactions', () =>
        success({
          transactions: [
            payment(1, { subject: 'Move-in, refunded', refund: 'refunded' }),
            payment(2, { subject: 'Move-in, refund on its way', refund: 'pending' }),
            payment(3, { subject: 'Move-in, held' }),
            payment(4, { subject: 'Abandoned checkout', status: 'abandoned', verified_at: null }),
          ],
          totalItems: 4,
          totalPages: 1,
        }),
      ),
    );
    renderWithApp(<TransactionList />);
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const statusOf = (subject: string) => {
      const item = within(list).getByText(subject).closest('li') as HTMLElement;
      return within(item).getByText(/^(Refunded|Being refunded|Successful|Abandoned)$/).textContent;
    };
    expect(statusOf('Move-in, refunded')).toBe('Refunded');
    expect(statusOf('Move-in, refund on its way')).toBe('Being refunded');
    expect(statusOf('Move-in, held')).toBe('Successful');
    expect(statusOf('Abandoned checkout')).toBe('Abandoned');
  });
});
