import type { Transaction } from '@ile/shared/contracts/payment';

/** A successful move-in payment as GET /user/transactions answers it; `overrides` change any field. */
export function transactionFixture(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    reference: 'ILE-0123456789ABCDEF01234567',
    user_id: '00000000-0000-4000-8000-0000000000a1',
    property_id: null,
    amount: 4_500_000,
    currency: 'NGN',
    subject: 'Three-bedroom terrace in Lekki',
    description: null,
    sender_name: 'Tobi Ade',
    sender_email: 'tobi@example.com',
    status: 'successful',
    provider: 'sandbox',
    created_at: '2026-11-21T10:00:00.000Z',
    verified_at: '2026-11-21T10:01:00.000Z',
    refund: null,
    ...overrides,
  };
}
