import { z } from 'zod';
import { APPLICATION_STATUSES } from '../constants/statuses';
import { IdSchema, requiredText, TimestampSchema } from './common';

/** Shared by listing, agent, agency and student applications. */
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** Applications are created pending; the old client says so explicitly, which is accepted and changes nothing. */
export const PendingStatusInput = z.literal('pending').optional();

/** What every application record carries besides its own fields. */
export const applicationRecordFields = {
  id: IdSchema,
  user_id: IdSchema,
  status: ApplicationStatusSchema,
  /** Set when staff reject the application. */
  rejection_reason: z.string().nullable(),
  decided_by: IdSchema.nullable(),
  decided_at: TimestampSchema.nullable(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
};

/** `/:applicationId` path parameters (DELETE single-property-applications/{applicationId}). */
export const ApplicationIdParams = z.object({ applicationId: IdSchema });
export type ApplicationIdParams = z.infer<typeof ApplicationIdParams>;

/** Staff console: POST /api/admin/<kind>-applications/<id>/reject. */
export const RejectApplicationBody = z.object({ reason: requiredText(1000) });
export type RejectApplicationBody = z.infer<typeof RejectApplicationBody>;
