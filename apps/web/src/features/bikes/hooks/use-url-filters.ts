import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  emptyFilters,
  filtersFromParams,
  paramsFromFilters,
  type FilterValues,
} from '../lib/search-filters';

/**
 * The search filters live in the URL: a search can be shared, and Back undoes a change. Each
 * change is a new history entry; the panel and results read from here only. The same URL gives
 * the same values and functions, so the filters' island (lib/island.tsx) is not drawn again.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => filtersFromParams(params), [params]);
  const apply = useCallback(
    (next: Partial<FilterValues>) => setParams(paramsFromFilters({ ...values, ...next })),
    [setParams, values],
  );
  const clear = useCallback(() => setParams(paramsFromFilters(emptyFilters())), [setParams]);
  return { values, apply, clear };
}
