import { PRICE_DROP_ALERT_PERCENT, toCents } from '@reride/shared';
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

/** Whether `price` is at least PRICE_DROP_ALERT_PERCENT below `lowest`, in whole cents. */
export function isPriceDrop(price: number, lowest: number): boolean {
  return toCents(price) * 100 <= toCents(lowest) * (100 - PRICE_DROP_ALERT_PERCENT);
}

/**
 * A saved bike's price drop, told to everyone who saved it (docs/domain.md#prices): only when the
 * new price is at least 5% below the lowest of the last 14 days, so a raise then a cut back tells
 * nobody. Once per price change (its history entry names the key), however often it is heard.
 */
export function wishlistPriceDropNotice(
  deps: Pick<WishlistSaleNoticeDeps, 'wishlist' | 'notifier'>,
) {
  const { wishlist, notifier } = deps;
  return async (change: DomainEvents['bike.price_changed']): Promise<void> => {
    const { bikeId, editId, bikeName, newPrice, lowestRecent } = change;
    if (!isPriceDrop(newPrice, lowestRecent)) return;
    for (const userId of await wishlist.savedBy(bikeId)) {
      await notifier.publish(userId, `wishlist:${bikeId}:price:${editId}`, {
        topic: 'wishlist',
        event: 'price_reduced',
        bikeId,
        bikeName,
        price: newPrice,
      });
    }
  };
}
