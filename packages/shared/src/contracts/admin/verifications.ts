import { z } from 'zod';
import { LISTING_COUNTRIES } from '../../constants/countries';
import {
  VERIFICATION_DOCUMENT_TYPES,
  VERIFICATION_KINDS,
  VERIFICATION_STATUSES,
} from '../../constants/verification';
import { IdSchema, TimestampSchema } from '../common';
import { NullableTimestamp, ReviewWaitFields } from './common';

/** A verification as staff see it: the person, what they sent, the private files while they exist. */
export const VerificationRecord = z.object({
  id: IdSchema,
  user_id: IdSchema,
  user_name: z.string(),
  user_email: z.string(),
  agency_name: z.string().nullable().meta({ description: "The account's agency (business verifications)" }),
  kind: z.enum(VERIFICATION_KINDS),
  status: z.enum(VERIFICATION_STATUSES),
  country: z.enum(LISTING_COUNTRIES),
  document_type: z.enum(VERIFICATION_DOCUMENT_TYPES),
  document_label: z.string().meta({ description: 'The document type as people call it' }),
  document_number: z.string(),
  licence_number: z.string().nullable(),
  document_url: z
    .string()
    .nullable()
    .meta({ description: 'The ID picture or certificate (GET /api/admin/files/...); null once deleted' }),
  selfie_url: z.string().nullable().meta({ description: 'The selfie holding the ID; null once deleted' }),
  checked_note: z.string().nullable().meta({ description: 'What staff checked' }),
  reviewer_id: IdSchema.nullable(),
  reviewer_name: z.string().nullable(),
  decided_at: NullableTimestamp,
  rejection_reason: z.string().nullable(),
  files_deleted_at: NullableTimestamp.meta({ description: 'When the files were deleted (30 days after)' }),
  files_delete_after: NullableTimestamp.meta({ description: 'When the files will be deleted' }),
  ...ReviewWaitFields,
  createdAt: TimestampSchema.meta({ description: 'When the person asked (same as created_at)' }),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type VerificationRecord = z.infer<typeof VerificationRecord>;
