import { catalogueMessages } from '@reride/shared';
import type { Clock } from '../../../core/clock';
import type { EventBus } from '../../../core/events';
import type { BookingsRepository } from '../orders.repository';
import type { PaymentProvider } from '../payment/providers';

type SaleElsewhereDeps = {
  bookings: Pick<
    BookingsRepository,
    'findOpenOfBike' | 'claimEnd' | 'applyEnd' | 'findOpenIntents'
  >;
  provider: Pick<PaymentProvider, 'cancelIntent'>;
  events: Pick<EventBus, 'subscribe'>;
  clock: Clock;
};

/**
 * A listing ended as sold elsewhere (`bike.sold_elsewhere`, docs/domain.md#listing-lifecycle):
 * each of its open unpaid bookings is declined by the seller with the reason "sold elsewhere",
 * through the same end claim as a decline, so a payment racing it has exactly one outcome (a
 * payment that comes second is refunded). The decline's `order.recorded` tells the buyer (bell
 * and email). Intents they held are cancelled, best effort. Hearing it twice ends nothing more.
 */
export function endBookingsOnSaleElsewhere(deps: SaleElsewhereDeps): void {
  const { bookings, events } = deps;
  events.subscribe(
    'bike.sold_elsewhere',
    async ({ bikeId }) => {
      const reason = catalogueMessages.bikes.soldElsewhere;
      const intents = await bookings.findOpenIntents(bikeId, '');
      for (const id of await bookings.findOpenOfBike(bikeId)) {
        const claim = await bookings.claimEnd(id, 'declined', deps.clock(), reason);
        if (claim.outcome === 'paid') continue;
        const held = claim.reason === undefined ? {} : { reason: claim.reason };
        await bookings.applyEnd(id, { as: claim.outcome, at: claim.at, ...held });
      }
      await Promise.allSettled(intents.map((id) => deps.provider.cancelIntent(id)));
    },
    { subscriber: 'orders.end-sold-elsewhere' },
  );
}
