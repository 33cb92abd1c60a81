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

export const APPLICATION_KINDS = ['listing', 'agent', 'agency', 'student'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

/** One of the caller's applications as its status page shows it. */
export const MyApplicationSchema = z.object({
  id: IdSchema,
  kind: z.enum(APPLICATION_KINDS),
  /** The listing's title, the agency's name, the university, or the agent's position. */
  title: z.string(),
  status: ApplicationStatusSchema,
  rejection_reason: z.string().nullable(),
  created_at: TimestampSchema,
  decided_at: TimestampSchema.nullable(),
});
export type MyApplication = z.infer<typeof MyApplicationSchema>;

/** data of GET /api/v1/applications/mine: every application of the caller, newest first. */
export const MyApplicationsResponse = z.object({ applications: z.array(MyApplicationSchema) });
export type MyApplicationsResponse = z.infer<typeof MyApplicationsResponse>;

/** data of POST /api/v1/applications/{agent,agency,student}. */
export const CreateApplicationResponse = z.object({ id: IdSchema, status: ApplicationStatusSchema });
export type CreateApplicationResponse = z.infer<typeof CreateApplicationResponse>;
