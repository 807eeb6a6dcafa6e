import type { Logger } from 'pino';
import type { BikeStatesRepository } from '../bikes/bike-states.repository';
import type { Notifier } from '../notifications/notifier';
import type { WishlistRepository } from './wishlist.repository';

export interface WishlistNotificationsDeps {
  wishlist: Pick<WishlistRepository, 'savedBy'>;
  bikes: Pick<BikeStatesRepository, 'findState'>;
  notifier: Pick<Notifier, 'publish'>;
  /** The buyer of an order (the bookings feature). */
  buyerOf: (bookingId: string) => Promise<string | null>;
  logger?: Pick<Logger, 'error'> | undefined;
}

/**
 * The bike states whose sale also tells everyone who saved the bike, except its buyer
 * (docs/domain.md#notifications). The sale is already stored when they are told, so a failure is
 * logged rather than failing the payment.
 */
export function withWishlistNotifications(
  states: BikeStatesRepository,
  deps: WishlistNotificationsDeps,
): BikeStatesRepository {
  const { wishlist, bikes, notifier, buyerOf, logger } = deps;
  return {
    ...states,
    async markSold(bikeId, bookingId, at) {
      await states.markSold(bikeId, bookingId, at);
      try {
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
      } catch (error) {
        logger?.error({ err: error, bikeId }, 'wishlist notification failed');
      }
    },
  };
}
