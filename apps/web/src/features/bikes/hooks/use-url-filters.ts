import { useSearchParams } from 'react-router-dom';
import {
  emptyFilters,
  filtersFromParams,
  paramsFromFilters,
  type FilterValues,
} from '../lib/search-filters';

/**
 * The search filters live in the URL: a search can be shared, and Back undoes a change. Each
 * change is a new history entry; the panel and results read from here only.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const values = filtersFromParams(params);
  const apply = (next: Partial<FilterValues>) =>
    setParams(paramsFromFilters({ ...values, ...next }));
  const clear = () => setParams(paramsFromFilters(emptyFilters()));
  return { values, apply, clear };
}
