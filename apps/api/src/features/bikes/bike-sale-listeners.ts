import type { Logger } from 'pino';
import type { BikeStatesRepository } from './bike-states.repository';

/** Runs after a bike's sale is stored (the payments feature's once-only claim decided it). */
export type SaleListener = (sale: { bikeId: string; bookingId: string }) => Promise<void>;

/**
 * The bike states whose `markSold` then tells each listener: open offers end, those who saved
 * the bike hear of it. The sale is already stored when they run, so a listener's failure is
 * logged rather than failing the payment; each one also catches up later on its own (offers end
 * when next read or swept).
 */
export function withSaleListeners(
  states: BikeStatesRepository,
  listeners: SaleListener[],
  logger?: Pick<Logger, 'error'>,
): BikeStatesRepository {
  return {
    ...states,
    async markSold(bikeId, bookingId, at) {
      await states.markSold(bikeId, bookingId, at);
      for (const listener of listeners) {
        try {
          await listener({ bikeId, bookingId });
        } catch (error) {
          logger?.error({ err: error, bikeId }, 'a listener of a bike sale failed');
        }
      }
    },
  };
}
