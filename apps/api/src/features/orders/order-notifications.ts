import { NOTIFICATION_NOTE_MAX } from '@reride/shared';
import type { Clock } from '../../core/clock';
import type { Notifier } from '../notifications/notifier';
import type { BookingRecord, BookingsRepository } from './orders.repository';

/** Events older than this when an order is next written are history, not news. */
const NEWS_WINDOW_MS = 24 * 60 * 60 * 1000;

type Party = 'buyer' | 'seller';

/** Who hears of an event: the other party when a party acted, both when anyone else did. */
function recipients(by: string): Party[] {
  if (by === 'buyer') return ['seller'];
  if (by === 'seller') return ['buyer'];
  return ['buyer', 'seller'];
}

export interface OrderNotificationsDeps {
  bookings: Pick<BookingsRepository, 'findById'>;
  notifier: Pick<Notifier, 'publish' | 'publishToAdmins'>;
  clock: Clock;
}

/**
 * Tells the buyer and the seller of each new event on their order's timeline, and the
 * administrators of a new dispute (docs/domain.md#notifications). The timeline is the source: an
 * event's position in it names the notification, so telling again after a retry writes nothing new.
 */
export function createOrderNotifications(deps: OrderNotificationsDeps) {
  const { bookings, notifier, clock } = deps;

  async function tell(order: BookingRecord): Promise<void> {
    const since = clock().getTime() - NEWS_WINDOW_MS;
    const events = order.events ?? [];
    for (const [index, event] of events.entries()) {
      if (event.at.getTime() < since) continue;
      if (event.kind === 'dispute_opened') {
        await notifier.publishToAdmins(`moderation:order:${order.id}:${index}`, {
          topic: 'moderation',
          event: 'dispute_opened',
          orderId: order.id,
          bikeName: order.bike,
        });
      }
      for (const role of recipients(event.by)) {
        await notifier.publish(
          role === 'buyer' ? order.buyerId : order.sellerId,
          `order:${order.id}:${index}`,
          {
            topic: 'order',
            orderId: order.id,
            event: event.kind,
            role,
            bikeName: order.bike,
            // The step's facts, so the bell and the email word it as the order page does.
            by: event.by,
            price: order.price,
            ...(event.note ? { note: event.note.slice(0, NOTIFICATION_NOTE_MAX) } : {}),
            ...(event.decision ? { decision: event.decision } : {}),
          },
        );
      }
    }
  }

  return {
    /** Tells the order's new events: the `order.recorded` subscriber (orders.feature.ts). */
    async sync(orderId: string): Promise<void> {
      const order = await bookings.findById(orderId);
      if (order) await tell(order);
    },
  };
}
