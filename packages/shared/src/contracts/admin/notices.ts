import { z } from 'zod';
import { NOTICE_AUDIENCES } from '../../constants/notices';
import { IdSchema, TimestampSchema } from '../common';
import { NullableTimestamp } from './common';

export const NoticeRecord = z.object({
  id: IdSchema,
  heading: z.string(),
  description: z.string(),
  audience: z
    .enum(NOTICE_AUDIENCES)
    .meta({ description: 'end_users, agents, agencies, students or everyone' }),
  published: z.boolean(),
  published_at: NullableTimestamp,
  created_by: IdSchema.nullable(),
  created_by_name: z.string().nullable(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type NoticeRecord = z.infer<typeof NoticeRecord>;
