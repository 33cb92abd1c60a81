import type { ListingFigure, ManagedListingSort } from '@ile/shared/contracts/management';

/** What each figure is called in the table, the chart and the dashboard. */
export const FIGURE_LABELS: Record<ListingFigure, string> = {
  views: 'Views',
  saves: 'Saves',
  reveals: 'Phone reveals',
  enquiries: 'Enquiries',
};

/** The sort menu's words. */
export const SORT_LABELS: Record<ManagedListingSort, string> = {
  newest: 'Newest first',
  views: 'Most views (30 days)',
  saves: 'Most saves (30 days)',
  reveals: 'Most phone reveals (30 days)',
  enquiries: 'Most enquiries (30 days)',
};
