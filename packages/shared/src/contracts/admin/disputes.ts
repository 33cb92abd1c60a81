import { z } from 'zod';
import { HOLD_ACTORS, HOLD_PURPOSES, HOLD_STATES } from '../../constants/payments';
import { IdSchema, requiredText, TimestampSchema } from '../common';
import { NullableTimestamp } from './common';

/** What Support may decide about a disputed held payment. */
export const DISPUTE_DECISIONS = ['release', 'refund'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

/** One change of the disputed hold's state, with who made it (a staff member's name for Support). */
export const DisputeEventRecord = z.object({
  from: z.enum(HOLD_STATES).nullable(),
  to: z.enum(HOLD_STATES),
  actor: z.enum(HOLD_ACTORS),
  actor_name: z.string().nullable(),
  reason: z.string().nullable(),
  at: TimestampSchema,
});

/**
 * A held payment that was disputed (docs/payments.md, "Held payments"): the listing, what it paid for, the
 * amount in minor units and formatted, the payer's reason and the payee's statement, the decision once made,
 * and the timeline. The id is the hold's.
 */
export const DisputeRecord = z.object({
  id: IdSchema,
  purpose: z.enum(HOLD_PURPOSES),
  state: z.enum(HOLD_STATES),
  /** Minor units (kobo, cents). */
  amount: z.number().int(),
  currency: z.string(),
  amount_formatted: z.string().meta({ description: 'The amount as people read it, e.g. ₦1,450,000' }),
  property_id: IdSchema.nullable(),
  property_title: z.string().nullable(),
  transaction_reference: z.string(),
  payer_id: IdSchema.nullable(),
  payer_name: z.string().nullable(),
  payer_email: z.string().nullable(),
  payee_id: IdSchema.nullable(),
  payee_name: z.string().nullable(),
  payee_email: z.string().nullable(),
  move_in_date: z.string().nullable(),
  dispute_reason: z.string().nullable(),
  payee_statement: z.string().nullable(),
  disputed_at: NullableTimestamp,
  /** Whether Support has decided it (state no longer `disputed`). */
  decided: z.boolean(),
  decision_reason: z.string().nullable(),
  decided_by: IdSchema.nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: NullableTimestamp,
  payout_failure: z.string().nullable(),
  created_at: TimestampSchema,
  events: z.array(DisputeEventRecord),
});
export type DisputeRecord = z.infer<typeof DisputeRecord>;

/** Support's decision: release the money to the payee or refund the payer, with the reason both are told. */
export const DecideDisputeBody = z.object({
  decision: z.enum(DISPUTE_DECISIONS),
  reason: requiredText(1000),
});
export type DecideDisputeBody = z.infer<typeof DecideDisputeBody>;

/** Staff found a listing fraudulent: why (the payers are told). */
export const FraudulentListingBody = z.object({ reason: requiredText(1000) });
export type FraudulentListingBody = z.infer<typeof FraudulentListingBody>;
