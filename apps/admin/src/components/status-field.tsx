import { Chip, type ChipProps } from '@mui/material';
import { type FieldProps, useRecordContext } from 'react-admin';
import { capitalise } from './choices';

const COLOURS: Record<string, ChipProps['color']> = {
  pending: 'warning',
  successful: 'success',
  unsuccessful: 'error',
  draft: 'info',
  published: 'success',
  unpublished: 'default',
  held: 'warning',
  deleted: 'error',
  expired: 'warning',
  let: 'default',
  sold: 'default',
  open: 'info',
  resolved: 'success',
  closed: 'default',
  failed: 'error',
  abandoned: 'default',
};

export const APPLICATION_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  successful: 'Approved',
  unsuccessful: 'Rejected',
};

interface StatusFieldProps extends Omit<FieldProps, 'source'> {
  source?: string;
  labels?: Record<string, string>;
}

/** A record's state as a coloured chip: the one thing a moderator scans a list for. */
export function StatusField({ source = 'status', labels = {} }: StatusFieldProps) {
  const record = useRecordContext();
  const value = record?.[source];
  if (value === null || value === undefined) return null;
  const text = String(value);
  return (
    <Chip
      size="small"
      label={labels[text] ?? capitalise(text)}
      color={COLOURS[text] ?? 'default'}
      sx={{ width: 'fit-content' }}
    />
  );
}

interface FlagFieldProps extends Omit<FieldProps, 'source'> {
  source: string;
  /** Labels for a truthy and a falsy (or null) value, e.g. ['Published', 'Draft']. */
  labels: readonly [string, string];
  colours?: readonly [ChipProps['color'], ChipProps['color']];
}

/** A yes/no state (published, hidden, suspended) as a chip that says which. */
export function FlagField({ source, labels, colours = ['success', 'default'] }: FlagFieldProps) {
  const record = useRecordContext();
  if (!record) return null;
  const on = Boolean(record[source]);
  return (
    <Chip
      size="small"
      label={on ? labels[0] : labels[1]}
      color={on ? colours[0] : colours[1]}
      sx={{ width: 'fit-content' }}
    />
  );
}
