import { FilterPanel } from '../../features/bikes/components/filter-panel';
import { SearchResults, SortSelect } from '../../features/bikes/components/search-results';
import { useUrlFilters } from '../../features/bikes/hooks/use-url-filters';
import { searchBikesQueryOptions } from '../../features/bikes/api/search-bikes';
import { filtersFromParams } from '../../features/bikes/lib/search-filters';
import { toSearchRequest } from '../../features/bikes/lib/search-request';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { SITE_DESCRIPTION, type RouteHandle } from '../../lib/page-head';
import { loadQueries } from '../../lib/route-loading';
import type { LoaderFunctionArgs } from 'react-router-dom';

/** The first page of results starts loading with the route's code. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const search = toSearchRequest(filtersFromParams(new URL(request.url).searchParams));
  return loadQueries(context, (client) =>
    search.ok ? [client.prefetchInfiniteQuery(searchBikesQueryOptions(search.query))] : [],
  );
}

export const handle: RouteHandle = {
  head: ({ url }) => {
    const q = filtersFromParams(url.searchParams).q;
    return { page: q ? `Search: ${q}` : 'Search', description: SITE_DESCRIPTION };
  },
};
import { useBikeActions } from '../catalogue/use-bike-actions';

/** /search?q=…&…: every listed bike matching the filters in the URL (shareable, Back works). */
export default function SearchRoute() {
  const { bookingModal, ...actions } = useBikeActions();
  const filters = useUrlFilters();
  const { values } = filters;
  const request = toSearchRequest(values);
  useDocumentTitle(values.q ? `Search: ${values.q}` : 'Search');

  return (
    <div className="container page stack">
      <header className="page-header">
        <p className="eyebrow">Find a bike</p>
        <h1 className="page-title">{values.q ? `Results for “${values.q}”` : 'All bikes'}</h1>
      </header>
      <div className="catalogue-layout">
        <FilterPanel
          values={values}
          errors={request.ok ? undefined : request.errors}
          onApply={filters.apply}
          onClear={filters.clear}
        />
        <div className="catalogue-layout__results stack">
          <SortSelect value={values.sort} onChange={(sort) => filters.apply({ sort })} />
          <SearchResults request={request} onClearFilters={filters.clear} {...actions} />
        </div>
      </div>
      {bookingModal}
    </div>
  );
}
