import { z } from 'zod';
import { GENDERS } from '../../constants/auth';
import { LISTING_COUNTRIES } from '../../constants/countries';
import { APPLICATION_STATUSES } from '../../constants/statuses';
import { STUDENT_PROOF_TYPES } from '../../constants/uploads';
import { IdSchema, TimestampSchema } from '../common';
import { NullableTimestamp, ReviewWaitFields } from './common';
import { ListingFlagItem } from './listing-flags';
import { LISTING_RECORD_FIELDS } from './listing-record-fields';

/** What staff see of an application, whatever its kind: status, decision, applicant. */
const applicationCommon = {
  id: IdSchema,
  status: z.enum(APPLICATION_STATUSES),
  user_id: IdSchema.meta({ description: 'The applicant (a `users` record)' }),
  applicant_name: z.string(),
  applicant_email: z.string(),
  decided_by: IdSchema.nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: NullableTimestamp,
  rejection_reason: z.string().nullable().meta({ description: 'Shown to the applicant' }),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  ...ReviewWaitFields,
};

/** A private original, fetched with the staff token from `url` (GET /api/admin/files/...). */
export const PrivateImage = z.object({
  id: IdSchema,
  position: z.number().int(),
  url: z.string(),
  content_type: z.string(),
  bytes: z.number().int(),
});
export type PrivateImage = z.infer<typeof PrivateImage>;

const text = z.string().nullable();

export const ListingApplicationRecord = z.object({
  ...applicationCommon,
  ...LISTING_RECORD_FIELDS,
  amenities: z.array(z.string()),
  property_id: IdSchema.nullable().meta({ description: 'The published property, once approved' }),
  images: z.array(PrivateImage),
  flag_count: z.number().int().meta({
    description:
      'How many possible duplicates were found (photo and listing flags); approving needs a reason when > 0',
  }),
  flags: z
    .array(ListingFlagItem)
    .meta({ description: 'Each possible duplicate, photo flags first, closest first' }),
});
export type ListingApplicationRecord = z.infer<typeof ListingApplicationRecord>;

export const AgentApplicationRecord = z.object({
  ...applicationCommon,
  first_name: z.string(),
  last_name: z.string(),
  image_url: text.meta({ description: 'Profile picture (private original)' }),
  description: text,
  position: z.string(),
  agency_id: IdSchema.nullable(),
  agency_name: text,
  work_email: z.string(),
  gender: z.enum(GENDERS),
  linkedin: text,
  address: z.string(),
  mobile_phone: text,
  office_phone: z.string(),
});
export type AgentApplicationRecord = z.infer<typeof AgentApplicationRecord>;

export const AgencyApplicationRecord = z.object({
  ...applicationCommon,
  agency_name: z.string(),
  image_url: text.meta({ description: 'Profile picture (private original)' }),
  document_url: text.meta({ description: 'Registration document (private original)' }),
  description: text,
  position: text,
  work_email: z.string(),
  gender: z.enum(GENDERS).nullable(),
  linkedin: text,
  address: z.string(),
  mobile_phone: text,
  office_phone: z.string(),
  website: text,
  fax: text,
  history: text,
  corporate_values: text,
  license_number: text,
  postal_code: text,
  country: z.enum(LISTING_COUNTRIES),
  region: text,
});
export type AgencyApplicationRecord = z.infer<typeof AgencyApplicationRecord>;

export const StudentApplicationRecord = z.object({
  ...applicationCommon,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  university: z.string(),
  university_email: z.string(),
  request_location: text.meta({ description: '"lat,lng" as the browser reported it' }),
  proof_type: z.enum(STUDENT_PROOF_TYPES).nullable(),
  document_url: text.meta({ description: 'Proof of studentship (private original)' }),
});
export type StudentApplicationRecord = z.infer<typeof StudentApplicationRecord>;

export type ApplicationRecord =
  | ListingApplicationRecord
  | AgentApplicationRecord
  | AgencyApplicationRecord
  | StudentApplicationRecord;
