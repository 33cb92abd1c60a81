import type { PropertyCard } from '@ile/shared/contracts/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /property/cards?ids=: the card of the pin the visitor chose (published listings only). */
export const mapCardOptions = (id: string) =>
  queryOptions({
    queryKey: ['map-card', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get<PropertyCard[]>(`/property/cards?${new URLSearchParams({ ids: id })}`, { signal }))[0] ??
      null,
    staleTime: 60_000,
  });

export function useMapCard(id: string | null) {
  return useQuery({ ...mapCardOptions(id ?? ''), enabled: id !== null });
}
