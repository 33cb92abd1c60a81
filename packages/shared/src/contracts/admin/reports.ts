import { z } from 'zod';
import {
  REPORT_OUTCOMES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from '../../constants/reports';
import { PROPERTY_STATUSES } from '../../constants/statuses';
import { IdSchema, TimestampSchema } from '../common';
import { NullableTimestamp } from './common';

/** One report as the console shows it under its target. */
export const ReportEntry = z.object({
  id: IdSchema,
  reporter_id: IdSchema.nullable(),
  reporter_name: z.string().meta({
    description: "'Ile (automatic)' for Ile's own reports, 'Deleted account' once a reporter is erased",
  }),
  automatic: z
    .boolean()
    .meta({ description: 'Made by Ile: the person sent 3 messages with scam warnings within 24 hours' }),
  reporter_verified: z.boolean().meta({ description: 'The reporter had their identity verified' }),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
  decided_by: IdSchema.nullable(),
  decided_at: NullableTimestamp,
  created_at: TimestampSchema,
});
export type ReportEntry = z.infer<typeof ReportEntry>;

/**
 * The Reports queue: one record per reported target (its id is the target's id), with the target's context
 * and every report on it, newest first.
 */
export const ReportTargetRecord = z.object({
  id: IdSchema.meta({ description: "The reported target's id" }),
  target_type: z.enum(REPORT_TARGET_TYPES),
  title: z.string().meta({ description: "Listing title, person's name, or who wrote the review or message" }),
  excerpt: z.string().nullable().meta({ description: 'The review or message text, or the listing’s place' }),
  owner_id: IdSchema.nullable().meta({
    description: 'Whose it is: the listing owner, the person, the review author, the message sender',
  }),
  owner_name: z.string().nullable(),
  owner_suspended: z.boolean(),
  listing_status: z.enum(PROPERTY_STATUSES).nullable(),
  review_hidden: z.boolean().nullable(),
  site_link: z.string().nullable().meta({ description: 'Where the target is on the site' }),
  status: z.enum(['open', 'closed']).meta({ description: 'open while any report on it is open' }),
  open_count: z.number().int().min(0),
  report_count: z.number().int().min(0),
  reasons: z
    .array(z.enum(REPORT_REASONS))
    .meta({ description: 'The reasons of its open reports (all when none is open)' }),
  newest_report_at: TimestampSchema,
  reports: z.array(ReportEntry),
});
export type ReportTargetRecord = z.infer<typeof ReportTargetRecord>;

/** The decision buttons send an optional note for the audit log. */
export const ReportDecisionBody = z.object({
  note: z.string().trim().max(500).optional().meta({ description: 'Kept in the audit log' }),
});
export type ReportDecisionBody = z.infer<typeof ReportDecisionBody>;
