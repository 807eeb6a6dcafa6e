import type { Bike } from '@reride/shared';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useSimilarBikes } from '../api/get-similar-bikes';
import { BikeCard } from './bike-card';
import { BikeGrid, BikeGridSkeleton } from './bike-grid';

/**
 * "Similar bikes" under a bike's page: other listed bikes of its category at a nearby price. An
 * extra for the shopper, so a failed or empty answer shows nothing rather than an error panel. The
 * bike page's loader starts them, so the server draws them and hydration fetches nothing; without
 * an answer, the server's page (read without scripts too) never shows a skeleton that nothing
 * would fill.
 */
export function SimilarBikes({ bike }: { bike: Bike }) {
  const hydrated = useHydrated();
  const query = useSimilarBikes(bike);
  if (query.isError || query.data?.length === 0 || (!query.data && !hydrated)) return null;
  return (
    <section className="similar-bikes stack" aria-labelledby="similar-bikes-title">
      <h2 id="similar-bikes-title" className="section-title">
        Similar bikes
      </h2>
      {query.data ? (
        <BikeGrid>
          {query.data.map((other) => (
            <li key={other._id}>
              <BikeCard bike={other} headingLevel={3} />
            </li>
          ))}
        </BikeGrid>
      ) : (
        <BikeGridSkeleton count={3} label="Loading similar bikes" />
      )}
    </section>
  );
}
