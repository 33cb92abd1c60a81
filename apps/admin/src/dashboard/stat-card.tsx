import { formatNumber } from '@ile/shared/helpers/locale-format';
import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-admin';

export interface Stat {
  label: string;
  value: number;
  /** The console route that lists what the number counts, e.g. '/tickets' with a filter. */
  to?: { pathname: string; search?: string };
  warn?: boolean;
}

export const filtered = (pathname: string, filter: Record<string, unknown>) => ({
  pathname,
  search: `filter=${encodeURIComponent(JSON.stringify(filter))}`,
});

/** A titled card of numbers, each a link to the list it counts. */
export function StatCard({
  title,
  icon,
  stats,
  children,
}: {
  title: string;
  icon?: ReactNode;
  stats: Stat[];
  children?: ReactNode;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader avatar={icon} title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, m: 0 }}>
          {stats.map((stat) => (
            <Box key={stat.label} sx={{ display: 'contents' }}>
              <Typography component="dt">
                {stat.to ? <Link to={stat.to}>{stat.label}</Link> : stat.label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontWeight: 600, color: stat.warn && stat.value > 0 ? 'error.main' : undefined }}
              >
                {formatNumber(stat.value)}
              </Typography>
            </Box>
          ))}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
