import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useCategoryBikes } from '../api/get-category-bikes';
import type { BikeCardActions } from './bike-cards';
import { BikeListShell } from './bike-list-shell';

export type CategoryBikesProps = BikeCardActions & { categoryId: string };

/** The bike grid of /category/:id with its loading, empty and error states and 'Load more'. */
export function CategoryBikes({ categoryId, ...actions }: CategoryBikesProps) {
  const query = useCategoryBikes(categoryId);

  return (
    <BikeListShell
      query={query}
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
      {...actions}
    />
  );
}
