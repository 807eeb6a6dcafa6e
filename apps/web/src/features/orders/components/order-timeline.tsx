import type { Order } from '@reride/shared';
import { eventWords, formatNote, formatWhen } from '../lib/order-text';

/** Each step of the order, oldest first: what happened, who did it, the money, and when. */
export function OrderTimeline({ order }: { order: Pick<Order, 'events' | 'viewer' | 'price'> }) {
  const events = order.events.toSorted((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <ol className="order-timeline" aria-label="Timeline">
      {events.map((event, index) => {
        const words = eventWords(event, order.viewer, order.price);
        return (
          <li key={`${event.kind}-${event.at}-${index}`} className="order-timeline__event">
            <span className="order-timeline__what">{words.text}</span>
            <time dateTime={event.at} className="text-subtle">
              {formatWhen(event.at)}
            </time>
            {words.note && (
              <span className="text-subtle">
                {words.note.label}: {formatNote(words.note.text)}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
