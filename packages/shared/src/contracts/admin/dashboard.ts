import { z } from 'zod';
import { QUEUE_NAMES } from '../../jobs/queues';
import { TimestampSchema } from '../common';

const count = z.number().int().min(0);

export const QueueCounts = z.object({
  name: z.enum(QUEUE_NAMES),
  waiting: count,
  active: count,
  delayed: count,
  failed: count,
  completed: count,
  paused: count,
  prioritized: count,
});
export type QueueCounts = z.infer<typeof QueueCounts>;

export const Dashboard = z.object({
  pending_applications: z.object({
    listing: count,
    agent: count,
    agency: count,
    student: count,
    total: count,
  }),
  overdue_applications: z
    .object({
      listing: count,
      agent: count,
      agency: count,
      student: count,
      verification: count,
      total: count,
    })
    .meta({
      description: 'Pending past the promised 7 business days (weekends and public holidays excluded)',
    }),
  tickets: z.object({
    pending: count.meta({ description: 'New, nobody has answered yet' }),
    open: count,
    open_unassigned: count,
    total_open: count.meta({ description: 'pending + open' }),
  }),
  open_disputes: count.meta({ description: 'Held payments disputed and waiting for Support' }),
  listings_published_this_week: count.meta({
    description: 'Published in the last 7 days and still published',
  }),
  outbox_backlog: count.meta({ description: 'Events not yet handed to the worker queues' }),
  queues_available: z.boolean().meta({ description: 'false when Redis did not answer in time' }),
  queues: z
    .array(QueueCounts)
    .meta({ description: 'Depth and failures per worker queue (empty when unavailable)' }),
  generated_at: TimestampSchema,
});
export type Dashboard = z.infer<typeof Dashboard>;

/** POST /api/admin/queues/session: where the queue monitor is, once its cookie is set. */
export const BoardSession = z.object({
  url: z.string().meta({ description: 'Open this page (same origin) to watch the queues' }),
  expires_at: TimestampSchema,
});
export type BoardSession = z.infer<typeof BoardSession>;
