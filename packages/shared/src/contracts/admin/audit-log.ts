import { z } from 'zod';
import { STAFF_ROLES } from '../../constants/auth';
import { IdSchema, TimestampSchema } from '../common';

export const AuditLogRecord = z.object({
  id: z.number().int(),
  actor_id: IdSchema.nullable(),
  actor_name: z.string().nullable(),
  actor_role: z
    .string()
    .nullable()
    .meta({ description: `${STAFF_ROLES.join(', ')}, 'staff' or 'cli'` }),
  action: z.string().meta({ description: "e.g. 'listing_application.approve', 'user.suspend'" }),
  resource: z.string().meta({ description: "The console resource, e.g. 'listing-applications'" }),
  resource_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
  created_at: TimestampSchema,
});
export type AuditLogRecord = z.infer<typeof AuditLogRecord>;
