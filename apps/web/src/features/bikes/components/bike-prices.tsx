import { formatPrice, type Bike, type BikeDetail, bikeCardMessages } from '@reride/shared';

/**
 * The resale and original prices as a description list, styled by the card or the bike page. The
 * bike page shows a recent cut as "was $X" beside the price (docs/domain.md#prices).
 */
export function BikePrices({
  bike,
  block,
}: {
  bike: Bike & Pick<Partial<BikeDetail>, 'wasPrice'>;
  block: 'bike-card' | 'bike-details';
}) {
  return (
    <dl className={`${block}__prices`}>
      <div className={`${block}__price`}>
        <dt>Resale price</dt>
        <dd>
          {formatPrice(bike.resalePrice)}
          {bike.wasPrice !== undefined && (
            <>
              {' '}
              <s className={`${block}__was-price`}>
                {bikeCardMessages.wasPrice(formatPrice(bike.wasPrice))}
              </s>
            </>
          )}
        </dd>
      </div>
      <div className={`${block}__price ${block}__price--original`}>
        <dt>Original price</dt>
        <dd>{formatPrice(bike.originalPrice)}</dd>
      </div>
    </dl>
  );
}
