import type { ReceivedBooking } from '@reride/shared';
import { OrderStatusBadge } from './order-status-badge';
import { OrderActionButton } from './order-action';

/** A received booking's state for its seller: Not paid with Decline while open, else its status. */
export function SellerOrderStatus({ booking }: { booking: ReceivedBooking }) {
  if (booking.status === 'cancelled') {
    return <OrderStatusBadge status="cancelled" label="Cancelled by the buyer" />;
  }
  if (booking.status !== 'booked') return <OrderStatusBadge status={booking.status} />;
  return (
    <span className="order-status__actions">
      <OrderStatusBadge status="booked" />
      <OrderActionButton
        action="decline"
        order={{ ...booking, buyerName: booking.name }}
        aria-label={`Decline ${booking.name}'s booking`}
      >
        Decline
      </OrderActionButton>
    </span>
  );
}
