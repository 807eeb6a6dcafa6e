import { type Booking, orderMessages } from '@reride/shared';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

function BackToOrders() {
  return (
    <Link to={paths.dashboard.orders.getHref()} className={buttonClassName('outline')}>
      Back to My Orders
    </Link>
  );
}

/** A booking paid earlier: no card form, just its state. */
export function AlreadyPaid({ booking }: { booking: Booking }) {
  return (
    <div className="notice notice--success payment-outcome">
      <p className="payment-outcome__title">
        <Badge tone="success">Paid</Badge> {orderMessages.bookings.alreadyPaid}
      </p>
      {booking.transactionId && (
        <p>
          Your transaction id: <code className="payment-outcome__id">{booking.transactionId}</code>
        </p>
      )}
      <BackToOrders />
    </div>
  );
}

/** Why this booking can no longer be paid, from the booking itself or a 409 of the API. */
export function CannotPay({ message }: { message: string }) {
  return (
    <div className="notice notice--error payment-outcome" role="alert">
      <p className="payment-outcome__title">{message}</p>
      <BackToOrders />
    </div>
  );
}

export function unavailableMessage(booking: Booking): string | null {
  if (booking.refunded) return orderMessages.bookings.soldToAnotherRefunded;
  if (booking.availability === 'sold') return orderMessages.bookings.bikeSold;
  if (booking.availability === 'removed') return orderMessages.bookings.bikeUnavailable;
  return null;
}
