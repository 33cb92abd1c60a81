import type { PaymentProvider } from '@ile/shared';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, UuidId } from './columns';

/** The bank account an owner or agent is paid into (one per user). */
export interface PayoutAccountsTable {
  id: UuidId;
  user_id: string;
  provider: PaymentProvider;
  bank_code: string;
  bank_name: string;
  account_number: string;
  /** As resolved by the provider. */
  account_name: string | null;
  verified_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type PayoutAccount = Selectable<PayoutAccountsTable>;
export type NewPayoutAccount = Insertable<PayoutAccountsTable>;
export type PayoutAccountUpdate = Updateable<PayoutAccountsTable>;
