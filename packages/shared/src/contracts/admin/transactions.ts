import { z } from 'zod';
import { HOLD_PURPOSES, HOLD_STATES, PAYMENT_PROVIDERS } from '../../constants/payments';
import { TRANSACTION_STATUSES } from '../../constants/statuses';
import { IdSchema, TimestampSchema } from '../common';
import { NullableTimestamp } from './common';

/** Where a held payment's money is: Ile holds it, it went to the payee, or back to the payer. */
export const TransactionHoldRecord = z.object({
  id: IdSchema,
  purpose: z.enum(HOLD_PURPOSES),
  state: z.enum(HOLD_STATES),
  payee_id: IdSchema.nullable(),
  payee_name: z.string().nullable(),
  release_after: NullableTimestamp.meta({ description: 'When it goes to the payee if nobody disputes it' }),
  disputed_at: NullableTimestamp,
  settled_at: NullableTimestamp.meta({ description: 'When the payout or refund was confirmed' }),
  provider_payout_id: z.string().nullable(),
  payout_failure: z.string().nullable(),
});
export type TransactionHoldRecord = z.infer<typeof TransactionHoldRecord>;

export const TransactionRecord = z.object({
  id: IdSchema,
  reference: z.string(),
  user_id: IdSchema.nullable(),
  user_name: z.string().nullable(),
  property_id: IdSchema.nullable(),
  property_title: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  amount: z.number(),
  currency: z.string(),
  subject: z.string().nullable(),
  description: z.string().nullable(),
  payer_name: z.string().nullable(),
  payer_email: z.string().nullable(),
  status: z.enum(TRANSACTION_STATUSES),
  provider_reference: z.string().nullable(),
  verified_at: NullableTimestamp,
  raw: z
    .record(z.string(), z.unknown())
    .nullable()
    .meta({ description: "The provider's answer, as received" }),
  /** The payment's hold when Ile holds its money (a rent deposit, a reservation, a viewing fee). */
  hold: TransactionHoldRecord.nullable(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type TransactionRecord = z.infer<typeof TransactionRecord>;
