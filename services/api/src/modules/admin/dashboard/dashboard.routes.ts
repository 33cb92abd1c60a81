import {
  countListingsPublishedThisWeek,
  countOpenTickets,
  countOverdueApplications,
  countPendingApplications,
} from '@ile/db/repositories/dashboard.repository';
import { countOpenDisputes } from '@ile/db/repositories/hold-disputes.repository';
import { countUndeliveredOutboxEvents } from '@ile/db/repositories/outbox.repository';
import { Dashboard } from '@ile/shared/contracts/admin/dashboard';
import { reviewSlaCutoff } from '@ile/shared/helpers/business-days';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { queueMonitorOf } from '../queues/queue-monitor';

/** GET /api/admin/dashboard: the console's home page in one call (a bare object, not a list). */
export default async function dashboardRoutes(app: FastifyInstance) {
  const monitor = queueMonitorOf(app);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      config: { permission: ['dashboard', 'read'] },
      schema: {
        summary:
          'Pending applications by kind, open tickets, open disputes, listings published this week, queue depths',
        response: { 200: Dashboard },
      },
    },
    async (): Promise<Dashboard> => {
      const db = app.db;
      const now = new Date();
      const cutoffs = { NG: reviewSlaCutoff(now, 'NG'), SL: reviewSlaCutoff(now, 'SL') };
      const overdue = await Promise.all(
        (
          [
            'listing_applications',
            'agent_applications',
            'agency_applications',
            'student_applications',
            'verifications',
          ] as const
        ).map((table) => countOverdueApplications(db, table, cutoffs)),
      );
      const [listing, agent, agency, student, tickets, published, outbox, queues, disputes] =
        await Promise.all([
          countPendingApplications(db, 'listing_applications'),
          countPendingApplications(db, 'agent_applications'),
          countPendingApplications(db, 'agency_applications'),
          countPendingApplications(db, 'student_applications'),
          countOpenTickets(db),
          countListingsPublishedThisWeek(db),
          countUndeliveredOutboxEvents(db),
          monitor.counts(),
          countOpenDisputes(db),
        ]);
      const { pending, open } = tickets;
      return {
        pending_applications: { listing, agent, agency, student, total: listing + agent + agency + student },
        overdue_applications: {
          listing: overdue[0] ?? 0,
          agent: overdue[1] ?? 0,
          agency: overdue[2] ?? 0,
          student: overdue[3] ?? 0,
          verification: overdue[4] ?? 0,
          total: overdue.reduce((sum, n) => sum + n, 0),
        },
        tickets: {
          pending,
          open,
          open_unassigned: tickets.unassigned,
          total_open: pending + open,
        },
        open_disputes: disputes,
        listings_published_this_week: published,
        outbox_backlog: outbox,
        queues_available: queues !== null,
        queues: queues ?? [],
        generated_at: new Date().toISOString(),
      };
    },
  );
}
