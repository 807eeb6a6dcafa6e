import type { EventBus } from '../../core/events';
import type { BikeStatesRepository } from './bike-states.repository';

/**
 * The bike states the orders feature is handed: `markSold` stores the sale (decided by the
 * order's once-only claim), then publishes `bike.sold`, whose subscribers end the bike's open
 * offers and tell those who saved it. Their failures are logged by the event bus, never thrown:
 * the sale is stored, and each of them also catches up on its own (offers end when next read
 * or by the `offers.lapse` job).
 */
export function sellingBikeStates(
  states: BikeStatesRepository,
  events: Pick<EventBus, 'publish'>,
): BikeStatesRepository {
  return {
    ...states,
    async markSold(bikeId, bookingId, at) {
      await states.markSold(bikeId, bookingId, at);
      await events.publish('bike.sold', { bikeId, bookingId });
    },
  };
}
