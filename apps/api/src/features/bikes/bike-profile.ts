import type { Bike, ListQuery } from '@reride/shared';
import type { Page } from '../../core/keyset-page';
import { readBikePage, toBike } from './bike-pages';
import type { BikeCatalogue } from './bikes.repository';

/**
 * A person's listed bikes for their public profile (docs/domain.md#public-profiles): only what a
 * category page would list (unsold, live, seller not removed), newest first, never the contact.
 */
export function listedBikesOf(
  catalogue: Pick<BikeCatalogue, 'listPage' | 'findSellerVerification'>,
) {
  return (sellerId: string, query: ListQuery): Promise<Page<Bike>> =>
    readBikePage(catalogue, { kind: 'listed-by', sellerId }, query, {
      reader: null,
      toItem: toBike,
    });
}
