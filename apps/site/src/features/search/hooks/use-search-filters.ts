import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, paramsFromFilters, type SearchFilters } from '../utils/search-filters';

/**
 * The filters live in the URL: a search can be shared, reloaded, and Back returns to the previous one.
 * Each change is a new history entry.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the string is the params' identity.
  const filters = useMemo(() => filtersFromParams(params), [key]);

  const update = useCallback(
    (patch: Partial<SearchFilters>) => {
      const next = { ...filters, ...patch };
      // A state belongs to a country: changing the country clears it (spec §5).
      if (patch.country !== undefined && patch.country !== filters.country && patch.state === undefined) {
        next.state = '';
      }
      setParams(paramsFromFilters(next), { preventScrollReset: true });
    },
    [filters, setParams],
  );

  return { filters, update };
}
