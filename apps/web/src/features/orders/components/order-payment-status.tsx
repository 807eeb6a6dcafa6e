import type { Booking } from '@reride/shared';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { OrderActionButton, type OrderSubject } from './order-action';
import { OrderStatusBadge } from './order-status-badge';

/** Booking statuses that end it before payment: no Pay, no Cancel. */
export const ENDED: ReadonlySet<Booking['status']> = new Set(['cancelled', 'declined', 'expired']);

/** Statuses after a payment: the seller's contact, no Pay. */
const AFTER_PAYMENT: ReadonlySet<Booking['status']> = new Set([
  'paid',
  'completed',
  'disputed',
  'refunded',
]);

/** Not owed in My Orders' total: ended before payment, or paid back in full. */
export const NOT_OWED: ReadonlySet<Booking['status']> = new Set([...ENDED, 'refunded']);

const subject = (booking: Booking): OrderSubject => ({ ...booking, buyerName: booking.name });

function Ended({ booking }: { booking: Booking }) {
  if (booking.status === 'expired') {
    return (
      <span className="order-status">
        <Badge tone="neutral">Expired</Badge>
        <span className="order-status__note">Not paid in time</span>
      </span>
    );
  }
  if (booking.status === 'cancelled') {
    return (
      <span className="order-status">
        <Badge tone="neutral">Cancelled</Badge>
        {booking.refunded && <span className="order-status__note">Your payment was refunded</span>}
      </span>
    );
  }
  return (
    <span className="order-status">
      <Badge tone="warning">Declined by the seller</Badge>
      {booking.declineReason && (
        <span className="order-status__note">Reason: {booking.declineReason}</span>
      )}
    </span>
  );
}

/**
 * Paid (then Completed, Disputed or Refunded): how to reach the seller, and "I received the bike"
 * while the order is paid. The rest of what can be done is on the order's page.
 */
function PaidActions({ booking }: { booking: Booking }) {
  const contact = booking.sellerContact;
  return (
    <span className="order-status">
      <OrderStatusBadge status={booking.status} />
      {contact && (
        <span className="order-status__note">
          Seller: {contact.name} · <a href={`tel:${contact.phone}`}>{contact.phone}</a> ·{' '}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </span>
      )}
      {booking.status === 'paid' && (
        <OrderActionButton
          action="confirm_handover"
          order={subject(booking)}
          aria-label={`I received the bike ${booking.bike}`}
        />
      )}
    </span>
  );
}

/** Pay while the bike can be bought, and Cancel (after a confirmation) while unpaid. */
function OpenActions({ booking }: { booking: Booking }) {
  return (
    <span className="order-status__actions">
      <Link
        to={paths.dashboard.payment.getHref(booking._id)}
        className={buttonClassName('primary', 'sm')}
        aria-label={`Pay for ${booking.bike}`}
      >
        Pay
      </Link>
      <OrderActionButton
        action="cancel"
        order={subject(booking)}
        aria-label={`Cancel the booking of ${booking.bike}`}
      >
        Cancel
      </OrderActionButton>
    </span>
  );
}

/**
 * The Payment cell of My Orders: Paid with the seller's contact and "I received the bike"
 * (then Completed, Disputed or Refunded), Pay and Cancel while the bike can still be bought, how
 * the booking ended (cancelled, declined with the seller's reason, or expired), or why it cannot be
 * bought (sold to another buyer, no longer listed). Words, not colour, carry the state.
 */
export function OrderPaymentStatus({ booking }: { booking: Booking }) {
  if (booking.paid || AFTER_PAYMENT.has(booking.status)) return <PaidActions booking={booking} />;
  if (ENDED.has(booking.status)) return <Ended booking={booking} />;
  if (booking.availability === 'sold') {
    return (
      <span className="order-status">
        <Badge tone="neutral">Sold to another buyer</Badge>
        {booking.refunded && <span className="order-status__note">Your payment was refunded</span>}
      </span>
    );
  }
  if (booking.availability === 'removed') return <Badge tone="warning">No longer available</Badge>;
  return <OpenActions booking={booking} />;
}
