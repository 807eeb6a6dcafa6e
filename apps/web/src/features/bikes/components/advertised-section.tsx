import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useAdvertisedBikes } from '../api/get-advertised-bikes';
import { BikeCard } from './bike-card';
import { EAGER_CARDS } from './bike-cards';
import { BikeGrid, BikeGridSkeleton, bikesOf, LoadMore } from './bike-grid';

/**
 * Home's "Advertised items" (docs/domain.md#product, docs/domain.md#screens). Hidden when empty or when the list cannot load: it
 * is a bonus, never a reason for an error on Home. While loading it holds its place with
 * skeleton cards, so the categories below do not jump down when the bikes arrive (Lighthouse
 * counted that shift as CLS 0.15). Booking happens on the category page, so each card links
 * there.
 */
export function AdvertisedSection() {
  const query = useAdvertisedBikes();
  const bikes = bikesOf(query);
  if (query.isPending) {
    return (
      <AdvertisedFrame>
        <BikeGridSkeleton label="Loading advertised items" />
      </AdvertisedFrame>
    );
  }
  // No bikes also covers a first page that failed (a failed 'Load more' keeps what was shown).
  if (bikes.length === 0) return null;

  return (
    <AdvertisedFrame>
      <BikeGrid>
        {bikes.map((bike, index) => (
          <li key={bike._id}>
            <BikeCard
              bike={bike}
              eager={index < EAGER_CARDS}
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
    </AdvertisedFrame>
  );
}

function AdvertisedFrame({ children }: { children: ReactNode }) {
  return (
    <section className="section" aria-labelledby="advertised-title">
      <div className="section__header">
        <p className="eyebrow">Featured by our sellers</p>
        <h2 id="advertised-title" className="section__title">
          Advertised items
        </h2>
      </div>
      {children}
    </section>
  );
}
