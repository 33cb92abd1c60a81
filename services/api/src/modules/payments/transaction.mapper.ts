import type { PayoutAccount as PayoutAccountRow, Transaction as TransactionRow } from '@ile/db';
import type { ListingCurrency, PayoutAccount, Transaction, TransactionRefund } from '@ile/shared';

/**
 * A transaction as the api answers it; the spec calls the payer "sender". `refund` comes with the user's list
 * (listUserTransactions reads it from the hold); a payment just started has none.
 */
export function toTransaction(row: TransactionRow & { refund?: TransactionRefund | null }): Transaction {
  return {
    id: row.id,
    reference: row.reference,
    user_id: row.user_id,
    property_id: row.property_id,
    amount: row.amount,
    currency: row.currency as ListingCurrency,
    subject: row.subject,
    description: row.description,
    sender_name: row.payer_name,
    sender_email: row.payer_email,
    status: row.status,
    provider: row.provider,
    created_at: row.created_at.toISOString(),
    verified_at: row.verified_at?.toISOString() ?? null,
    refund: row.refund ?? null,
  };
}

/** The account number never leaves the server whole: only its last four digits. */
export function toPayoutAccount(row: PayoutAccountRow): PayoutAccount {
  return {
    id: row.id,
    user_id: row.user_id,
    provider: row.provider,
    bank_code: row.bank_code,
    bank_name: row.bank_name,
    account_name: row.account_name,
    account_number_last4: row.account_number.slice(-4),
    verified_at: row.verified_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}
