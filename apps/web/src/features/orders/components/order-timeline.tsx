import type { Order } from '@reride/shared';
import { eventSentence, formatNote, formatWhen, noteLabel } from '../lib/order-text';

/** Each step of the order, oldest first: what happened, who did it and when. */
export function OrderTimeline({ order }: { order: Pick<Order, 'events' | 'viewer'> }) {
  const events = order.events.toSorted((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <ol className="order-timeline" aria-label="Timeline">
      {events.map((event, index) => (
        <li key={`${event.kind}-${event.at}-${index}`} className="order-timeline__event">
          <span className="order-timeline__what">{eventSentence(event, order.viewer)}</span>
          <time dateTime={event.at} className="order-timeline__at">
            {formatWhen(event.at)}
          </time>
          {event.note && (
            <span className="order-timeline__note">
              {noteLabel(event.kind)}: {formatNote(event.note)}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
