import { z } from 'zod';
import { IdSchema, TimestampSchema } from '../common';

/**
 * The staff console's records (`/api/admin`): bare objects (no JSend envelope), snake_case, timestamps as
 * ISO strings. The api validates and documents its answers with these schemas; the console types its records
 * with the inferred types.
 */

export const NullableTimestamp = TimestampSchema.nullable();

/** One id's outcome in a bulk action: done, or refused with the status and message a single call gives. */
export const BulkOutcome = z.object({
  id: IdSchema,
  ok: z.boolean(),
  status: z.string().optional().meta({ description: 'The record status after the action (when ok)' }),
  error: z.object({ code: z.number().int(), message: z.string() }).optional(),
});
export const BulkResult = z.object({
  results: z.array(BulkOutcome),
  succeeded: z.number().int().min(0),
  failed: z.number().int().min(0),
});
export type BulkResult = z.infer<typeof BulkResult>;

/** How long something has waited for staff (every application list shows it): business days, and past the promise. */
export const ReviewWaitFields = {
  waited_business_days: z
    .number()
    .int()
    .min(0)
    .meta({
      description:
        'Business days waited, weekends and public holidays (of its country; Nigeria otherwise) excluded: ' +
        'until the decision, or until now while pending',
    }),
  overdue: z.boolean().meta({ description: 'Still pending after the promised 7 business days' }),
};
