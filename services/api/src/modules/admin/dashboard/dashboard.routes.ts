import {
  countListingsPublishedThisWeek,
  countOpenTickets,
  countPendingApplications,
} from '@ile/db/repositories/dashboard.repository';
import { countUndeliveredOutboxEvents } from '@ile/db/repositories/outbox.repository';
import { QUEUE_NAMES } from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queueMonitorOf } from '../queues/queue-monitor';
import { Timestamp } from '../schemas';

const count = z.number().int().min(0);

const QueueCounts = z.object({
  name: z.enum(QUEUE_NAMES),
  waiting: count,
  active: count,
  delayed: count,
  failed: count,
  completed: count,
  paused: count,
  prioritized: count,
});

export const Dashboard = z.object({
  pending_applications: z.object({
    listing: count,
    agent: count,
    agency: count,
    student: count,
    total: count,
  }),
  tickets: z.object({
    pending: count.meta({ description: 'New, nobody has answered yet' }),
    open: count,
    open_unassigned: count,
    total_open: count.meta({ description: 'pending + open' }),
  }),
  listings_published_this_week: count.meta({
    description: 'Published in the last 7 days and still published',
  }),
  outbox_backlog: count.meta({ description: 'Events not yet handed to the worker queues' }),
  queues_available: z.boolean().meta({ description: 'false when Redis did not answer in time' }),
  queues: z
    .array(QueueCounts)
    .meta({ description: 'Depth and failures per worker queue (empty when unavailable)' }),
  generated_at: Timestamp,
});
type Dashboard = z.infer<typeof Dashboard>;

/** GET /api/admin/dashboard: the console's home page in one call (a bare object, not a list). */
export default async function dashboardRoutes(app: FastifyInstance) {
  const monitor = queueMonitorOf(app);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      config: { permission: ['dashboard', 'read'] },
      schema: {
        summary: 'Pending applications by kind, open tickets, listings published this week, queue depths',
        response: { 200: Dashboard },
      },
    },
    async (): Promise<Dashboard> => {
      const db = app.db;
      const [listing, agent, agency, student, tickets, published, outbox, queues] = await Promise.all([
        countPendingApplications(db, 'listing_applications'),
        countPendingApplications(db, 'agent_applications'),
        countPendingApplications(db, 'agency_applications'),
        countPendingApplications(db, 'student_applications'),
        countOpenTickets(db),
        countListingsPublishedThisWeek(db),
        countUndeliveredOutboxEvents(db),
        monitor.counts(),
      ]);
      const { pending, open } = tickets;
      return {
        pending_applications: { listing, agent, agency, student, total: listing + agent + agency + student },
        tickets: {
          pending,
          open,
          open_unassigned: tickets.unassigned,
          total_open: pending + open,
        },
        listings_published_this_week: published,
        outbox_backlog: outbox,
        queues_available: queues !== null,
        queues: queues ?? [],
        generated_at: new Date().toISOString(),
      };
    },
  );
}
