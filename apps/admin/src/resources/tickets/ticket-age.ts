/** '5 h', '3 d': how long a requester has been waiting, at a glance. */
export function formatAge(hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return '—';
  if (hours < 1) return 'under 1 h';
  if (hours < 48) return `${Math.floor(hours)} h`;
  return `${Math.floor(hours / 24)} d`;
}

/** pending → open/resolved/closed, open → resolved/closed, resolved → open/closed; closed is final. */
export const NEXT_STATUSES: Record<string, readonly ('open' | 'resolved' | 'closed')[]> = {
  pending: ['open', 'resolved', 'closed'],
  open: ['resolved', 'closed'],
  resolved: ['open', 'closed'],
  closed: [],
};
