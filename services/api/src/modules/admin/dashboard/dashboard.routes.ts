import type { Db } from '@ile/db';
import { countUndeliveredOutboxEvents } from '@ile/db/repositories/outbox.repository';
import { QUEUE_NAMES } from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
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

async function pendingCount(
  db: Db,
  table: 'listing_applications' | 'agent_applications' | 'agency_applications' | 'student_applications',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<string>`count(*)`.as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

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
        pendingCount(db, 'listing_applications'),
        pendingCount(db, 'agent_applications'),
        pendingCount(db, 'agency_applications'),
        pendingCount(db, 'student_applications'),
        db
          .selectFrom('tickets')
          .select([
            sql<string>`count(*) filter (where status = 'pending')`.as('pending'),
            sql<string>`count(*) filter (where status = 'open')`.as('open'),
            sql<string>`count(*) filter (where status in ('pending', 'open') and assigned_to is null)`.as(
              'unassigned',
            ),
          ])
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('properties')
          .select(sql<string>`count(*)`.as('n'))
          .where('status', '=', 'published')
          .where('published_at', '>=', sql<Date>`now() - interval '7 days'`)
          .executeTakeFirstOrThrow(),
        countUndeliveredOutboxEvents(db),
        monitor.counts(),
      ]);
      const pending = Number(tickets.pending);
      const open = Number(tickets.open);
      return {
        pending_applications: { listing, agent, agency, student, total: listing + agent + agency + student },
        tickets: {
          pending,
          open,
          open_unassigned: Number(tickets.unassigned),
          total_open: pending + open,
        },
        listings_published_this_week: Number(published.n),
        outbox_backlog: outbox,
        queues_available: queues !== null,
        queues: queues ?? [],
        generated_at: new Date().toISOString(),
      };
    },
  );
}
