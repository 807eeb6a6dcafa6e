import { FilterPanel } from '../../features/bikes/components/filter-panel';
import { SearchResults, SortSelect } from '../../features/bikes/components/search-results';
import { useUrlFilters } from '../../features/bikes/hooks/use-url-filters';
import { toSearchRequest } from '../../features/bikes/lib/search-filters';
import { useDocumentTitle } from '../../hooks/use-document-title';
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
