import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button';
import { ListShell } from '../../../components/ui/list-shell';
import { paths } from '../../../lib/paths';
import { useCategoryBikes } from '../api/get-category-bikes';
import { BikeCards, FIRST_ROW, type BikeCardActions } from './bike-cards';
import { BikeGridSkeleton, bikesOf, LoadMore } from './bike-grid';

export type CategoryBikesProps = BikeCardActions & { categoryId: string };

/** The bike grid of /category/:id with its loading, empty and error states and 'Load more'. */
export function CategoryBikes({ categoryId, ...actions }: CategoryBikesProps) {
  const query = useCategoryBikes(categoryId);

  return (
    <ListShell
      query={query}
      items={bikesOf(query)}
      loading={<BikeGridSkeleton count={FIRST_ROW * 2} label="Loading bikes" />}
      errorTitle="We couldn't load the bikes"
      empty={{
        title: 'No bikes in this category yet',
        description:
          'Sellers list new bikes every day. Have a look at the other categories meanwhile.',
        action: (
          <Link to={paths.home.getHref()} className={buttonClassName('outline')}>
            Back to Home
          </Link>
        ),
      }}
    >
      {(bikes) => (
        <div className="bike-list">
          <BikeCards bikes={bikes} {...actions} />
          <LoadMore query={query} noun="bike" />
        </div>
      )}
    </ListShell>
  );
}
