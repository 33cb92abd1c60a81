import { REVIEW_SLA_BUSINESS_DAYS } from '@ile/shared/constants/public-holidays';
import { Alert, Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, usePermissions } from 'react-admin';
import { DisputeIcon, ListingApplicationIcon, PropertyIcon, TicketIcon } from '../components/icons';
import { useConsoleDataProvider } from '../components/use-console-action';
import { can } from '../providers/permissions';
import { QueuesCard } from './queues-card';
import { filtered, StatCard } from './stat-card';

const PENDING = { status: 'pending' };
const OVERDUE_KEYS = {
  'listing-applications': 'listing',
  'agent-applications': 'agent',
  'agency-applications': 'agency',
  'student-applications': 'student',
  verifications: 'verification',
} as const;
const weekAgo = () => new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** What needs doing now, for the signed-in role: waiting applications, open tickets, the week's listings, the queues. */
export function Dashboard() {
  const dataProvider = useConsoleDataProvider();
  const { permissions: role } = usePermissions();
  const { data, error, isPending } = useQuery({
    queryKey: ['console-dashboard'],
    queryFn: () => dataProvider.getDashboard(),
    refetchInterval: 30_000,
  });

  if (isPending) return <CircularProgress sx={{ m: 4 }} aria-label="Loading the dashboard" />;
  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {error.message}
      </Alert>
    );

  const applications = data.pending_applications;
  const overdue = data.overdue_applications;
  const link = (resource: string, to: { pathname: string; search?: string }) =>
    can(role, resource, 'read') ? to : undefined;
  const kinds = [
    ['listing-applications', 'Listings', applications.listing],
    ['agent-applications', 'Agents', applications.agent],
    ['agency-applications', 'Agencies', applications.agency],
    ['student-applications', 'Students', applications.student],
  ] as const;

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      <Title title="Dashboard" />
      <StatCard
        title={`Applications waiting (${applications.total})`}
        icon={<ListingApplicationIcon />}
        stats={kinds.map(([resource, label, value]) => ({
          label,
          value,
          to: link(resource, filtered(`/${resource}`, PENDING)),
        }))}
      />
      <StatCard
        title={`Past the ${REVIEW_SLA_BUSINESS_DAYS}-business-day promise (${overdue.total})`}
        icon={<ListingApplicationIcon />}
        stats={[...kinds, ['verifications', 'Verifications', 0] as const].map(([resource, label]) => ({
          label,
          value: overdue[OVERDUE_KEYS[resource]],
          warn: true,
          to: link(resource, filtered(`/${resource}`, PENDING)),
        }))}
      />
      <StatCard
        title={`Open tickets (${data.tickets.total_open})`}
        icon={<TicketIcon />}
        stats={[
          {
            label: 'Waiting for a first answer',
            value: data.tickets.pending,
            to: link('tickets', filtered('/tickets', PENDING)),
          },
          {
            label: 'Open',
            value: data.tickets.open,
            to: link('tickets', filtered('/tickets', { status: ['open'] })),
          },
          {
            label: 'Open and unassigned',
            value: data.tickets.open_unassigned,
            warn: true,
            to: link('tickets', filtered('/tickets', { status: ['pending', 'open'], unassigned: true })),
          },
        ]}
      />
      <StatCard
        title={`Open disputes (${data.open_disputes})`}
        icon={<DisputeIcon />}
        stats={[
          {
            label: 'Held payments waiting for Support',
            value: data.open_disputes,
            warn: true,
            to: link('disputes', filtered('/disputes', { status: 'open' })),
          },
        ]}
      />
      <StatCard
        title="Listings"
        icon={<PropertyIcon />}
        stats={[
          {
            label: 'Published this week',
            value: data.listings_published_this_week,
            to: link(
              'properties',
              filtered('/properties', { status: 'published', published_at_gte: weekAgo() }),
            ),
          },
        ]}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <QueuesCard data={data} />
      </Box>
    </Box>
  );
}
