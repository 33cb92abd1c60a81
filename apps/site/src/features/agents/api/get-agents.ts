import type { AgentsListResponse } from '@ile/shared/contracts/agent';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, toQueryString } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';
import { DIRECTORY_PAGE_SIZE, nextPage } from './paging';

export function getAgents(page: number, signal?: AbortSignal): Promise<AgentsListResponse> {
  return api.get<AgentsListResponse>(`/agent/agents${toQueryString({ page, size: DIRECTORY_PAGE_SIZE })}`, {
    signal,
  });
}

export const agentsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...agentKeys.all, 'list'],
    queryFn: ({ pageParam, signal }) => getAgents(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useAgents(enabled = true) {
  return useInfiniteQuery({ ...agentsQueryOptions(), enabled });
}
