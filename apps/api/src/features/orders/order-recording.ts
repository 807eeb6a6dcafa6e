import type { EventBus } from '../../core/events';
import type { BookingsRepository } from './orders.repository';

/**
 * The orders repository whose every timeline write, once stored, publishes `order.recorded`:
 * the order's notifications and the seller's ledger follow from the stored order (their
 * subscribers read it again, so hearing it twice changes nothing).
 */
export function recordingOrders(
  repo: BookingsRepository,
  events: Pick<EventBus, 'publish'>,
): BookingsRepository {
  const recorded = async (orderId: string) => {
    await events.publish('order.recorded', { orderId });
  };
  return {
    ...repo,
    async insert(booking) {
      const id = await repo.insert(booking);
      if (id) await recorded(id);
      return id;
    },
    // A replay writes nothing new but is told again: its ledger entry may be what is missing.
    async markPaid(id, transactionId, at, feePercent) {
      await repo.markPaid(id, transactionId, at, feePercent);
      await recorded(id);
    },
    async markCompleted(id, at, by) {
      const completed = await repo.markCompleted(id, at, by);
      if (completed) await recorded(id);
      return completed;
    },
    async transition(id, t) {
      const moved = await repo.transition(id, t);
      if (moved) await recorded(id);
      return moved;
    },
    async applyEnd(id, end) {
      await repo.applyEnd(id, end);
      await recorded(id);
    },
  };
}
