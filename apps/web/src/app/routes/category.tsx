import { APP_NAME, canonicalCategoryId, isObjectId, errorMessages } from '@reride/shared';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
import { useSearchSaver } from '../catalogue/use-search-saver';
import { useQuery } from '@tanstack/react-query';
import {
  data,
  redirect,
  useLoaderData,
  useParams,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { categoryBikesQueryOptions } from '../../features/bikes/api/get-category-bikes';
import { CategoryBikes } from '../../features/bikes/components/category-bikes';
import { FilterPanel } from '../../features/bikes/components/filter-panel';
import { SearchResults, SortSelect } from '../../features/bikes/components/search-results';
import { useUrlFilters } from '../../features/bikes/hooks/use-url-filters';
import {
  filtersFromParams,
  hasActiveFilters,
  type FilterValues,
  hasCentre,
} from '../../features/bikes/lib/search-filters';
import { categoryQueryOptions } from '../../features/categories/api/get-category';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { paths } from '../../lib/paths';
import { cachedRecord, SITE_DESCRIPTION, type RouteHandle } from '../../lib/page-head';
import { loaderQueryClient, loadQueries, requiredData } from '../../lib/route-loading';
import { ListMapLayout } from '../../features/maps/components/list-map-layout';
import { CategoryResultsMap, SearchResultsMap } from '../catalogue/results-maps';
import { useBikeActions } from '../catalogue/use-bike-actions';

function categoryId(params: LoaderFunctionArgs['params']): string {
  const { id } = params;
  if (!isObjectId(id)) {
    throw data(
      { message: errorMessages.errors.categoryNotFound, code: 'NOT_FOUND' },
      { status: 404 },
    );
  }
  return id;
}

/** The category is the page's own: a categoryId in the URL is ignored. */
function pageFilters(values: FilterValues, id: string): FilterValues {
  return { ...values, categoryId: id };
}

/** Filters, or an order other than newest first, make the page a search within the category. */
function isSearch(values: FilterValues): boolean {
  return (
    hasActiveFilters(values, ['categoryId']) || (values.sort !== '' && values.sort !== 'newest')
  );
}

/** With no filter in the URL the page is the spec's: GET /bikes/category/:id, newest first. */
function isFiltered(request: URL): boolean {
  return [...request.searchParams.values()].some((value) => value.trim() !== '');
}

/**
 * The title comes from GET /category-titles/:id before the page shows (docs/domain.md#screens); 404 → error page.
 * A link of the original catalogue (its category ids) moves permanently to ours (docs/domain.md#aliases).
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = categoryId(params);
  const ours = canonicalCategoryId(id);
  if (ours !== id) return redirect(paths.category.getHref(ours) + new URL(request.url).search, 301);
  // The search's check brings zod with the API's schema: loaded only when the URL holds
  // filters, and the page reads its answer here, so a plain category page hydrates without it.
  const values = pageFilters(filtersFromParams(new URL(request.url).searchParams), id);
  const search = isSearch(values)
    ? import('../../features/bikes/lib/search-request').then((m) => m.toSearchRequest(values))
    : null;
  // The first bikes start loading alongside the title instead of after it.
  const bikes = loadQueries(context, (client) =>
    isFiltered(new URL(request.url))
      ? []
      : [client.prefetchInfiniteQuery(categoryBikesQueryOptions(id))],
  );
  await requiredData(loaderQueryClient(context).ensureQueryData(categoryQueryOptions(id)));
  await bikes;
  return { search: await search };
}

export const handle: RouteHandle = {
  head: (args) => {
    const category = cachedRecord(args, categoryQueryOptions);
    if (!category) return { page: null, description: SITE_DESCRIPTION };
    return {
      page: category.title,
      description: category.text || `Used ${category.title} bikes for sale on ${APP_NAME}.`,
    };
  },
};

export default function CategoryRoute() {
  const params = useParams();
  const id = categoryId(params);
  const { data: category } = useQuery(categoryQueryOptions(id));
  const { bookingModal, reportDialog, ...actions } = useBikeActions();
  const filters = useUrlFilters();
  // Null unless the page is a search within the category (see the loader).
  const { search } = useLoaderData<typeof loader>();
  const saver = useSearchSaver();
  useDocumentTitle(category?.title);

  const values = pageFilters(filters.values, id);

  return (
    <div className="container page stack">
      <header className="page-header">
        <p className="eyebrow">Category</p>
        <h1 className="page-title">{category?.title}</h1>
        {category?.text && <p className="page-lead">{category.text}</p>}
        {(!search || search.ok) && (
          <SaveSearchButton filters={{ ...values, categoryId: id }} viewer={saver} />
        )}
      </header>
      <div className="catalogue-layout split">
        <FilterPanel
          values={values}
          errors={search && !search.ok ? search.errors : undefined}
          onApply={(next) => filters.apply({ ...next, categoryId: '' })}
          onClear={filters.clear}
          hideCategory
        />
        <div className="catalogue-layout__results stack">
          <SortSelect
            value={values.sort}
            withDistance={hasCentre(values)}
            onChange={(sort) => filters.apply({ sort })}
          />
          <ListMapLayout
            list={
              search ? (
                <SearchResults request={search} onClearFilters={filters.clear} {...actions} />
              ) : (
                <CategoryBikes categoryId={id} {...actions} />
              )
            }
            map={
              search ? (
                <SearchResultsMap query={search.ok ? search.query : null} />
              ) : (
                <CategoryResultsMap categoryId={id} />
              )
            }
          />
        </div>
      </div>
      {bookingModal}
      {reportDialog}
    </div>
  );
}
