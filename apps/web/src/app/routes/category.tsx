import { APP_NAME, messages, ObjectIdSchema } from '@reride/shared';
import { useQuery } from '@tanstack/react-query';
import { data, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { categoryBikesQueryOptions } from '../../features/bikes/api/get-category-bikes';
import { CategoryBikes } from '../../features/bikes/components/category-bikes';
import { FilterPanel } from '../../features/bikes/components/filter-panel';
import { SearchResults, SortSelect } from '../../features/bikes/components/search-results';
import { useUrlFilters } from '../../features/bikes/hooks/use-url-filters';
import { hasActiveFilters, toSearchRequest } from '../../features/bikes/lib/search-filters';
import { categoryQueryOptions } from '../../features/categories/api/get-category';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { SITE_DESCRIPTION, type RouteHandle } from '../../lib/page-head';
import { loaderQueryClient, loadQueries, requiredData } from '../../lib/route-loading';
import { useBikeActions } from '../catalogue/use-bike-actions';

function categoryId(params: LoaderFunctionArgs['params']): string {
  const parsed = ObjectIdSchema.safeParse(params.id);
  if (!parsed.success) {
    throw data({ message: messages.errors.categoryNotFound, code: 'NOT_FOUND' }, { status: 404 });
  }
  return parsed.data;
}

/** With no filter in the URL the page is the spec's: GET /bikes/category/:id, newest first. */
function isFiltered(request: URL): boolean {
  return [...request.searchParams.values()].some((value) => value.trim() !== '');
}

/** The title comes from GET /category-titles/:id before the page shows (docs/domain.md#screens); 404 → error page. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = categoryId(params);
  // The first bikes start loading alongside the title instead of after it.
  const bikes = loadQueries(context, (client) =>
    isFiltered(new URL(request.url))
      ? []
      : [client.prefetchInfiniteQuery(categoryBikesQueryOptions(id))],
  );
  await requiredData(loaderQueryClient(context).ensureQueryData(categoryQueryOptions(id)));
  await bikes;
  return null;
}

export const handle: RouteHandle = {
  head: ({ params, queryClient }) => {
    const parsed = ObjectIdSchema.safeParse(params.id);
    const category = parsed.success
      ? queryClient.getQueryData(categoryQueryOptions(parsed.data).queryKey)
      : undefined;
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
  const { bookingModal, ...actions } = useBikeActions();
  const filters = useUrlFilters();
  useDocumentTitle(category?.title);

  // The category is the page's own: a categoryId in the URL is ignored.
  const values = { ...filters.values, categoryId: id };
  const request = toSearchRequest(values);
  const filtered =
    hasActiveFilters(values, ['categoryId']) || (values.sort !== '' && values.sort !== 'newest');

  return (
    <div className="container page stack">
      <header className="page-header">
        <p className="eyebrow">Category</p>
        <h1 className="page-title">{category?.title}</h1>
        {category?.text && <p className="page-lead">{category.text}</p>}
      </header>
      <div className="catalogue-layout">
        <FilterPanel
          values={values}
          errors={filtered && !request.ok ? request.errors : undefined}
          onApply={(next) => filters.apply({ ...next, categoryId: '' })}
          onClear={filters.clear}
          hideCategory
        />
        <div className="catalogue-layout__results stack">
          <SortSelect value={values.sort} onChange={(sort) => filters.apply({ sort })} />
          {filtered ? (
            <SearchResults request={request} onClearFilters={filters.clear} {...actions} />
          ) : (
            <CategoryBikes categoryId={id} {...actions} />
          )}
        </div>
      </div>
      {bookingModal}
    </div>
  );
}
