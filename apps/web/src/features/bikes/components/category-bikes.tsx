import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../lib/paths';
import { useCategoryBikes } from '../api/get-category-bikes';
import { BikeCards, FIRST_ROW, type BikeCardActions } from './bike-cards';
import { BikeGridSkeleton, bikesOf, LoadMore } from './bike-grid';

export type CategoryBikesProps = BikeCardActions & { categoryId: string };

/** The bike grid of /category/:id with its loading, empty and error states and 'Load more'. */
export function CategoryBikes({ categoryId, ...actions }: CategoryBikesProps) {
  const query = useCategoryBikes(categoryId);

  if (query.isPending) return <BikeGridSkeleton count={FIRST_ROW * 2} label="Loading bikes" />;

  if (query.isError) {
    return (
      <EmptyState
        tone="error"
        title="We couldn't load the bikes"
        description={query.error.message}
        action={
          <Button variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  const bikes = bikesOf(query);
  if (bikes.length === 0) {
    return (
      <EmptyState
        title="No bikes in this category yet"
        description="Sellers list new bikes every day. Have a look at the other categories meanwhile."
        action={
          <Link to={paths.home.getHref()} className={buttonClassName('outline')}>
            Back to Home
          </Link>
        }
      />
    );
  }

  return (
    <div className="bike-list">
      <BikeCards bikes={bikes} {...actions} />
      <LoadMore query={query} noun="bike" />
    </div>
  );
}
