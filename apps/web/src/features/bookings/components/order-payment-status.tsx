import type { Booking } from '@reride/shared';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/**
 * The Payment cell of My Orders: Paid, a Pay link while the bike can still be bought, or why
 * it cannot (sold to another buyer, no longer listed). Words, not colour, carry the state.
 */
export function OrderPaymentStatus({ booking }: { booking: Booking }) {
  if (booking.paid) return <Badge tone="success">Paid</Badge>;
  if (booking.availability === 'sold') {
    return (
      <span className="order-status">
        <Badge tone="neutral">Sold to another buyer</Badge>
        {booking.refunded && <span className="order-status__note">Your payment was refunded</span>}
      </span>
    );
  }
  if (booking.availability === 'removed') return <Badge tone="warning">No longer available</Badge>;
  return (
    <Link
      to={paths.dashboard.payment.getHref(booking._id)}
      className={buttonClassName('primary', 'sm')}
      aria-label={`Pay for ${booking.bike}`}
    >
      Pay
    </Link>
  );
}
