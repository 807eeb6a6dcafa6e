import type { Booking } from '@reride/shared';

interface TimelineEvent {
  what: string;
  at: string;
  note?: string | undefined;
}

/** Each change of the order, oldest first, with who made it and when. */
export function orderEvents(booking: Booking): TimelineEvent[] {
  const events: TimelineEvent[] = [{ what: 'You booked the bike', at: booking.createdAt }];
  if (booking.paidAt) events.push({ what: 'You paid', at: booking.paidAt });
  if (booking.endedAt) {
    const what = {
      cancelled: 'You cancelled the booking',
      declined: 'The seller declined the booking',
      expired: 'The booking expired unpaid',
    }[booking.status as 'cancelled' | 'declined' | 'expired'];
    events.push({ what, at: booking.endedAt, note: booking.declineReason });
  }
  if (booking.completedAt)
    events.push({ what: 'The order was completed', at: booking.completedAt });
  return events;
}

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function OrderTimeline({ booking }: { booking: Booking }) {
  return (
    <ol className="order-timeline" aria-label="Timeline">
      {orderEvents(booking).map((event) => (
        <li key={event.what} className="order-timeline__event">
          <span className="order-timeline__what">{event.what}</span>
          <time dateTime={event.at} className="order-timeline__at">
            {when.format(new Date(event.at))}
          </time>
          {event.note && <span className="order-timeline__note">Reason: {event.note}</span>}
        </li>
      ))}
    </ol>
  );
}
