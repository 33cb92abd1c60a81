import type { PaymentProvider, TransactionStatus } from '@ile/shared';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, NullableJson, NullableTimestamp, Numeric, UuidId } from './columns';

/** One payment attempt, identified by our reference; successful only once verified with the provider. */
export interface TransactionsTable {
  id: UuidId;
  reference: string;
  user_id: string | null;
  property_id: string | null;
  provider: PaymentProvider;
  amount: Numeric;
  currency: string;
  subject: string | null;
  description: string | null;
  payer_name: string | null;
  payer_email: string | null;
  status: Generated<TransactionStatus>;
  provider_reference: string | null;
  verified_at: NullableTimestamp;
  /** The provider's verification answer or webhook body, as received. */
  raw: NullableJson<Record<string, unknown>>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type Transaction = Selectable<TransactionsTable>;
export type NewTransaction = Insertable<TransactionsTable>;
export type TransactionUpdate = Updateable<TransactionsTable>;
