import type { Dashboard } from '@ile/shared/contracts/admin/dashboard';
import { formatNumber } from '@ile/shared/helpers/locale-format';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { QueueIcon } from '../components/icons';
import { QueueMonitorButton } from './queue-monitor-button';

const COLUMNS = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/** Queue depths and failed jobs of every worker queue, and the outbox events not yet handed over. */
export function QueuesCard({ data }: { data: Dashboard }) {
  return (
    <Card>
      <CardHeader
        avatar={<QueueIcon />}
        title="Background work"
        action={<QueueMonitorButton />}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {!data.queues_available && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Redis did not answer in time: queue counts are unavailable.
          </Alert>
        )}
        <Box sx={{ mb: 1 }}>
          Outbox events waiting for the worker: <strong>{data.outbox_backlog}</strong>
        </Box>
        <Table size="small" aria-label="Queues">
          <TableHead>
            <TableRow>
              <TableCell>Queue</TableCell>
              {COLUMNS.map((column) => (
                <TableCell key={column} align="right" sx={{ textTransform: 'capitalize' }}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.queues.map((queue) => (
              <TableRow key={queue.name}>
                <TableCell component="th" scope="row">
                  {queue.name}
                  {queue.paused > 0 ? ' (paused)' : ''}
                </TableCell>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column}
                    align="right"
                    sx={
                      column === 'failed' && queue.failed > 0
                        ? { color: 'error.main', fontWeight: 600 }
                        : undefined
                    }
                  >
                    {formatNumber(queue[column])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
