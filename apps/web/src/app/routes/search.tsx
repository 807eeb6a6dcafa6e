import { FilterPanel } from '../../features/bikes/components/filter-panel';
import { SearchResults, SortSelect } from '../../features/bikes/components/search-results';
import { useUrlFilters } from '../../features/bikes/hooks/use-url-filters';
import { searchBikesQueryOptions } from '../../features/bikes/api/search-bikes';
import { filtersFromParams, hasCentre } from '../../features/bikes/lib/search-filters';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { SITE_DESCRIPTION, type RouteHandle } from '../../lib/page-head';
import { loadQueries } from '../../lib/route-loading';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';

/**
 * The filters are checked here and the page reads the answer from the loader, as the category
 * page does: the check brings zod with the API's schema, so it is loaded on demand, and a page
 * rendered on the server hydrates with the server's answer without loading it at all.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const values = filtersFromParams(new URL(request.url).searchParams);
  const { toSearchRequest } = await import('../../features/bikes/lib/search-request');
  const search = toSearchRequest(values);
  // The first page of results starts loading with the route's code.
  await loadQueries(context, (client) =>
    search.ok ? [client.prefetchInfiniteQuery(searchBikesQueryOptions(search.query))] : [],
  );
  return { search };
}

export const handle: RouteHandle = {
  head: ({ url }) => {
    const q = filtersFromParams(url.searchParams).q;
    return { page: q ? `Search: ${q}` : 'Search', description: SITE_DESCRIPTION };
  },
};
import { ListMapLayout } from '../../features/maps/components/list-map-layout';
import { SearchResultsMap } from '../catalogue/results-maps';
import { useBikeActions } from '../catalogue/use-bike-actions';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
import { useSearchSaver } from '../catalogue/use-search-saver';

/** /search?q=…&…: every listed bike matching the filters in the URL (shareable, Back works). */
export default function SearchRoute() {
  const { bookingModal, reportDialog, ...actions } = useBikeActions();
  const filters = useUrlFilters();
  const { values } = filters;
  const { search: request } = useLoaderData<typeof loader>();
  const saver = useSearchSaver();
  useDocumentTitle(values.q ? `Search: ${values.q}` : 'Search');

  return (
    <div className="container page stack">
      <header className="page-header">
        <p className="eyebrow">Find a bike</p>
        <h1 className="page-title">{values.q ? `Results for “${values.q}”` : 'All bikes'}</h1>
        {request.ok && <SaveSearchButton filters={values} viewer={saver} />}
      </header>
      <div className="catalogue-layout split">
        <FilterPanel
          values={values}
          errors={request.ok ? undefined : request.errors}
          onApply={filters.apply}
          onClear={filters.clear}
        />
        <div className="catalogue-layout__results stack">
          <SortSelect
            value={values.sort}
            withDistance={hasCentre(values)}
            onChange={(sort) => filters.apply({ sort })}
          />
          <ListMapLayout
            list={<SearchResults request={request} onClearFilters={filters.clear} {...actions} />}
            map={<SearchResultsMap query={request.ok ? request.query : null} />}
          />
        </div>
      </div>
      {bookingModal}
      {reportDialog}
    </div>
  );
}
