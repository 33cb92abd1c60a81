import { z } from 'zod';
import { IdSchema, TimestampSchema } from '../common';

/** A message the local mail catcher kept instead of sending (no SMTP server configured). */
export const CaughtMailRecord = z.object({
  id: IdSchema,
  to_address: z.string(),
  subject: z.string(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  created_at: TimestampSchema,
});
export type CaughtMailRecord = z.infer<typeof CaughtMailRecord>;
