import { formatPrice, type Bike } from '@reride/shared';

/** The resale and original prices as a description list, styled by the card or the bike page. */
export function BikePrices({ bike, block }: { bike: Bike; block: 'bike-card' | 'bike-details' }) {
  return (
    <dl className={`${block}__prices`}>
      <div className={`${block}__price`}>
        <dt>Resale price</dt>
        <dd>{formatPrice(bike.resalePrice)}</dd>
      </div>
      <div className={`${block}__price ${block}__price--original`}>
        <dt>Original price</dt>
        <dd>{formatPrice(bike.originalPrice)}</dd>
      </div>
    </dl>
  );
}
