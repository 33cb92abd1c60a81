import { z } from 'zod';
import { GENDERS, STAFF_ROLES, USER_ROLES } from '../../constants/auth';
import { IdSchema, TimestampSchema } from '../common';
import { NullableTimestamp } from './common';

export const UserRecord = z.object({
  id: IdSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  phone: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  address: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  profile_image: z.string().nullable().meta({ description: 'Public URL of the profile picture' }),
  role: z.enum(USER_ROLES),
  staff_role: z.enum(STAFF_ROLES).nullable(),
  email_verified_at: NullableTimestamp,
  is_verified_student: z.boolean(),
  suspended_at: NullableTimestamp,
  deleted_at: NullableTimestamp.meta({ description: 'Set when the account was erased (anonymised)' }),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  listings_count: z
    .number()
    .int()
    .meta({ description: 'Properties owned (not deleted): `properties` by owner_id' }),
  listing_applications_count: z.number().int(),
  agent_applications_count: z.number().int(),
  agency_applications_count: z.number().int(),
  student_applications_count: z.number().int(),
  tickets_count: z.number().int(),
  transactions_count: z.number().int(),
});
export type UserRecord = z.infer<typeof UserRecord>;
