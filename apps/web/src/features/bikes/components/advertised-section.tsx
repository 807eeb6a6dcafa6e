import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useAdvertisedBikes } from '../api/get-advertised-bikes';
import { BikeCard } from './bike-card';
import { BikeGrid, bikesOf, LoadMore } from './bike-grid';

/**
 * Home's "Advertised items" (SPEC §1, §2). Hidden entirely while loading, when empty or when
 * the list cannot load: it is a bonus, never a reason for an error on Home. Booking happens on
 * the category page, so each card links there.
 */
export function AdvertisedSection() {
  const query = useAdvertisedBikes();
  const bikes = bikesOf(query);
  // No bikes also covers a first page that failed (a failed 'Load more' keeps what was shown).
  if (bikes.length === 0) return null;

  return (
    <section className="section" aria-labelledby="advertised-title">
      <div className="section__header">
        <p className="eyebrow">Featured by our sellers</p>
        <h2 id="advertised-title" className="section__title">
          Advertised items
        </h2>
      </div>
      <BikeGrid>
        {bikes.map((bike) => (
          <li key={bike._id}>
            <BikeCard
              bike={bike}
              action={
                <Link
                  to={paths.category.getHref(bike.categoryId)}
                  className={buttonClassName('primary')}
                  aria-label={`View in ${bike.category}: ${bike.name}`}
                >
                  View in {bike.category}
                </Link>
              }
            />
          </li>
        ))}
      </BikeGrid>
      <LoadMore query={query} noun="item" />
    </section>
  );
}
