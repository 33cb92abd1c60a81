import { APPLICATION_STATUSES } from '@ile/shared/constants/statuses';
import type { ReactElement } from 'react';
import { DateInput, SearchInput, SelectInput } from 'react-admin';
import { choicesOf } from '../../components/choices';
import { APPLICATION_STATUS_LABELS } from '../../components/status-field';

export const APPLICATION_STATUS_CHOICES = choicesOf(APPLICATION_STATUSES, APPLICATION_STATUS_LABELS);

/** Search, status and submission dates (every kind), then the kind's own filters. */
export function applicationFilters(...extra: ReactElement[]): ReactElement[] {
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search" />,
    <SelectInput
      key="status"
      source="status"
      choices={APPLICATION_STATUS_CHOICES}
      alwaysOn
      emptyText="Any status"
    />,
    ...extra,
    <DateInput key="created_at_gte" source="created_at_gte" label="Submitted from" />,
    <DateInput key="created_at_lte" source="created_at_lte" label="Submitted until" />,
  ];
}

/** Every queue opens on what still needs deciding, newest first. */
export const QUEUE_DEFAULTS = {
  filterDefaultValues: { status: 'pending' },
  sort: { field: 'created_at', order: 'DESC' as const },
};
