import { z } from 'zod';
import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from '../constants/reports';
import { IdSchema, TimestampSchema } from './common';

export const ReportTargetTypeSchema = z.enum(REPORT_TARGET_TYPES);
export const ReportReasonSchema = z.enum(REPORT_REASONS);

/** POST /api/v1/reports: the reporter comes from the token. "Other" needs a few words of details. */
export const CreateReportBody = z
  .object({
    targetType: ReportTargetTypeSchema,
    targetId: IdSchema,
    reason: ReportReasonSchema,
    details: z.string().trim().max(REPORT_DETAILS_MAX_LENGTH).optional(),
  })
  .refine((body) => body.reason !== 'other' || (body.details ?? '').length > 0, {
    message: 'Tell us what is wrong',
    path: ['details'],
  });
export type CreateReportBody = z.infer<typeof CreateReportBody>;

/** The reporter's own view of a report they sent. */
export const ReportSchema = z.object({
  id: IdSchema,
  targetType: ReportTargetTypeSchema,
  targetId: IdSchema,
  reason: ReportReasonSchema,
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: TimestampSchema,
});
export type Report = z.infer<typeof ReportSchema>;
