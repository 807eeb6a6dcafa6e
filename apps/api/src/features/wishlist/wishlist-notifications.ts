import type { DomainEvents } from '../../core/domain-events';
import type { BikeStatesRepository } from '../bikes/bike-states.repository';
import type { Notifier } from '../notifications/notifier';
import type { WishlistRepository } from './wishlist.repository';

export interface WishlistSaleNoticeDeps {
  wishlist: Pick<WishlistRepository, 'savedBy'>;
  bikes: Pick<BikeStatesRepository, 'findState'>;
  notifier: Pick<Notifier, 'publish'>;
  /** The buyer of an order (the orders feature). */
  buyerOf: (bookingId: string) => Promise<string | null>;
}

/**
 * A bike's sale, told to everyone who saved it except its buyer (docs/domain.md#notifications);
 * only while the bike is still sold to that order, so a replay after a refund tells nobody.
 */
export function wishlistSaleNotice(deps: WishlistSaleNoticeDeps) {
  const { wishlist, bikes, notifier, buyerOf } = deps;
  return async ({ bikeId, bookingId }: DomainEvents['bike.sold']): Promise<void> => {
    const bike = await bikes.findState(bikeId);
    if (bike?.status !== 'Sold' || bike.soldBookingId !== bookingId) return;
    const buyerId = await buyerOf(bookingId);
    for (const userId of await wishlist.savedBy(bikeId)) {
      if (userId === buyerId) continue;
      await notifier.publish(userId, `wishlist:${bikeId}:sold:${bookingId}`, {
        topic: 'wishlist',
        event: 'sold',
        bikeId,
        bikeName: bike.name,
        price: bike.resalePrice,
      });
    }
  };
}
