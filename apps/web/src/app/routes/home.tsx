import { AdvertisedSection } from '../../features/bikes/components/advertised-section';
import { CategoryCards } from '../../features/categories/components/category-cards';
import { ExchangePromo } from '../../features/home/components/exchange-promo';
import { Hero } from '../../features/home/components/hero';
import { useDocumentTitle } from '../../hooks/use-document-title';

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
