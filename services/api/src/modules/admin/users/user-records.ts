import type { User } from '@ile/db';
import { STAFF_ROLES, USER_ROLES } from '@ile/shared';
import type { UserRecord } from '@ile/shared/contracts/admin/users';
import { z } from 'zod';
import { mediaUrl } from '../../../lib/media-url';
import { fullName, iso, isoOrNull } from '../schemas';
import { DateBound, filterSchema, oneOrMany } from '../simple-rest';

export const userListSpec = {
  sortFields: [
    'id',
    'created_at',
    'updated_at',
    'email',
    'first_name',
    'last_name',
    'role',
    'staff_role',
    'suspended_at',
    'country',
  ],
  defaultSort: { field: 'created_at', order: 'desc' as const },
  filter: filterSchema({
    role: oneOrMany(z.enum(USER_ROLES)).optional(),
    staff_role: oneOrMany(z.enum(STAFF_ROLES)).optional(),
    is_staff: z
      .boolean()
      .optional()
      .meta({ description: 'true: staff members only (e.g. to assign a ticket)' }),
    suspended: z.boolean().optional(),
    deleted: z.boolean().optional(),
    email_verified: z.boolean().optional(),
    is_verified_student: z.boolean().optional(),
    country: oneOrMany(z.string().trim().length(2)).optional(),
    created_at_gte: DateBound.optional(),
    created_at_lte: DateBound.optional(),
  }),
};
export type UserFilter = z.output<typeof userListSpec.filter>;

/** PUT /users/:id: react-admin sends the whole record; only the role and the staff role change. */
export const UpdateUserBody = z.object({
  role: z.enum(USER_ROLES).optional(),
  staff_role: z.enum(STAFF_ROLES).nullable().optional().meta({ description: 'null removes the staff role' }),
});

export const SuspendBody = z
  .object({
    reason: z.string().trim().min(1).max(1000).optional().meta({ description: 'Kept in the audit log' }),
  })
  .nullish();

type UserRow = User & {
  listings_count: string;
  listing_applications_count: string;
  agent_applications_count: string;
  agency_applications_count: string;
  student_applications_count: string;
  tickets_count: string;
  transactions_count: string;
};

export function toUserRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: fullName(row.first_name, row.last_name) ?? '',
    phone: row.phone,
    gender: row.gender,
    address: row.address,
    state: row.state,
    country: row.country,
    profile_image: mediaUrl(row.profile_image),
    role: row.role,
    staff_role: row.staff_role,
    email_verified_at: isoOrNull(row.email_verified_at),
    is_verified_student: row.is_verified_student,
    suspended_at: isoOrNull(row.suspended_at),
    deleted_at: isoOrNull(row.deleted_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    listings_count: Number(row.listings_count),
    listing_applications_count: Number(row.listing_applications_count),
    agent_applications_count: Number(row.agent_applications_count),
    agency_applications_count: Number(row.agency_applications_count),
    student_applications_count: Number(row.student_applications_count),
    tickets_count: Number(row.tickets_count),
    transactions_count: Number(row.transactions_count),
  };
}
