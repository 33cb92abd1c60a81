import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../../constants/payments';
import { TRANSACTION_STATUSES } from '../../constants/statuses';
import { IdSchema, TimestampSchema } from '../common';
import { NullableTimestamp } from './common';

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
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type TransactionRecord = z.infer<typeof TransactionRecord>;
