import type { Clock } from '../../../core/clock';
import type { EventBus } from '../../../core/events';
import type { PaymentProvider } from '../payment/providers';
import type { BookingPricesRepository } from './booking-prices.repository';

/**
 * A buyer never pays more than the bike's page asks (docs/domain.md#prices): on
 * `bike.price_changed` to a lower price, the bike's open unpaid bookings above it, an accepted
 * offer's order included, are lowered to it, and the intents they held for the old amount are
 * cancelled (best effort: the next POST /create-payment-intent makes one for the new amount). A
 * higher price changes no booking. Hearing the event twice lowers nothing more.
 */
export function followLowerPrices(deps: {
  prices: BookingPricesRepository;
  events: Pick<EventBus, 'subscribe'>;
  clock: Clock;
  provider: Pick<PaymentProvider, 'cancelIntent'>;
}): void {
  const { prices } = deps;
  deps.events.subscribe(
    'bike.price_changed',
    async ({ bikeId, oldPrice, newPrice }) => {
      if (newPrice >= oldPrice) return;
      const intents = await prices.lowerOpen(bikeId, newPrice, deps.clock());
      await Promise.allSettled(intents.map((id) => deps.provider.cancelIntent(id)));
    },
    { subscriber: 'orders.follow-lower-price' },
  );
}
