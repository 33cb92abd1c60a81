import type { Db } from '@ile/db';
import { countUndeliveredOutboxEvents } from '@ile/db/repositories/outbox.repository';
import { Dashboard } from '@ile/shared/contracts/admin/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { queueMonitorOf } from '../queues/queue-monitor';

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
