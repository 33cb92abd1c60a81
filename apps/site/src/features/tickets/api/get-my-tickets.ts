import type { TicketsResponse } from '@ile/shared/contracts/ticket';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQueryString } from '../../../lib/api-client';

export const myTicketsKey = ['tickets', 'mine'] as const;
export const TICKETS_PAGE_SIZE = 10;

export const myTicketsQuery = (page: number) =>
  queryOptions({
    queryKey: [...myTicketsKey, page],
    queryFn: ({ signal }) =>
      api.get<TicketsResponse>(`/ticket/mine${toQueryString({ page, size: TICKETS_PAGE_SIZE })}`, { signal }),
  });

/** The caller's tickets with staff replies; refetched on focus so a reply shows up when the user returns. */
export function useMyTickets(page: number) {
  return useQuery({ ...myTicketsQuery(page), refetchOnWindowFocus: true });
}
