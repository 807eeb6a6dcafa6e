import { AdvertisedSection } from '../../features/bikes/components/advertised-section';
import { CategoryCards } from '../../features/categories/components/category-cards';
import { ExchangePromo } from '../../features/home/components/exchange-promo';
import { Hero } from '../../features/home/components/hero';
import { advertisedBikesQueryOptions } from '../../features/bikes/api/get-advertised-bikes';
import { categoriesQueryOptions } from '../../features/categories/api/get-categories';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { SITE_DESCRIPTION, type RouteHandle } from '../../lib/page-head';
import { loadQueries } from '../../lib/route-loading';
import type { LoaderFunctionArgs } from 'react-router-dom';

/** The advertised bikes and the categories: what the first screen shows. */
export function loader({ context }: LoaderFunctionArgs) {
  return loadQueries(context, (client) => [
    client.prefetchInfiniteQuery(advertisedBikesQueryOptions()),
    client.prefetchQuery(categoriesQueryOptions()),
  ]);
}

export const handle: RouteHandle = {
  head: () => ({ page: 'Home', description: SITE_DESCRIPTION }),
};

export default function HomeRoute() {
  useDocumentTitle('Home');
  return (
    <>
      <Hero />
      <div className="container page-sections">
        <AdvertisedSection />
        <CategoryCards />
        <ExchangePromo />
      </div>
    </>
  );
}
