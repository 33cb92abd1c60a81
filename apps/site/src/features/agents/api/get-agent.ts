import type { SingleAgentResponse } from '@ile/shared/contracts/agent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';

/** One agent's profile by their account id (the directory links by `userId`). */
export const agentQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: agentKeys.detail(userId),
    queryFn: ({ signal }) =>
      api.get<SingleAgentResponse>(`/agent/single-agent/${encodeURIComponent(userId)}`, { signal }),
  });

export function useAgent(userId: string) {
  return useQuery(agentQueryOptions(userId));
}
