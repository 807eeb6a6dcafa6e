import type { Bike } from '@reride/shared';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../lib/paths';
import { useCategoryBikes } from '../api/get-category-bikes';
import { BikeCard } from './bike-card';
import { BikeGrid, BikeGridSkeleton, bikesOf, LoadMore } from './bike-grid';

/** Images of the first row (up to three columns) load eagerly, the rest lazily. */
const FIRST_ROW = 3;

export interface CategoryBikesProps {
  categoryId: string;
  /** Book on a card: the route decides (login toast, or select the bike for the booking modal). */
  onBook: (bike: Bike) => void;
  /** Report on a card; leave it out for visitors and the button is not shown. */
  onReport?: (bike: Bike) => void;
  /** The bike whose report is on its way (its button shows a spinner). */
  reportingBikeId?: string | null;
  /** The signed-in viewer's email: their own listings offer no Book or Report. */
  viewerEmail?: string | null | undefined;
}

/** The bike grid of /category/:id with its loading, empty and error states and 'Load more'. */
export function CategoryBikes({
  categoryId,
  onBook,
  onReport,
  reportingBikeId,
  viewerEmail,
}: CategoryBikesProps) {
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
      <BikeGrid>
        {bikes.map((bike, index) => (
          <li key={bike._id}>
            <BikeCard
              headingLevel={2}
              bike={bike}
              eager={index < FIRST_ROW}
              onBook={onBook}
              onReport={onReport}
              reporting={reportingBikeId === bike._id}
              ownListing={Boolean(viewerEmail) && bike.sellerEmail === viewerEmail}
            />
          </li>
        ))}
      </BikeGrid>
      <LoadMore query={query} noun="bike" />
    </div>
  );
}
