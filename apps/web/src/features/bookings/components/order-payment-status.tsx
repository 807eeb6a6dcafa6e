import { messages, type Booking } from '@reride/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { paths } from '../../../lib/paths';
import { useCancelBooking, useConfirmHandover } from '../api/end-booking';

/** Booking statuses that end it before payment: no Pay, no Cancel, not in the total. */
export const ENDED: ReadonlySet<Booking['status']> = new Set(['cancelled', 'declined', 'expired']);

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

/** Paid: how to reach the seller, and "I received the bike" until the order is completed. */
function PaidActions({ booking }: { booking: Booking }) {
  const handover = useConfirmHandover();
  const [asking, setAsking] = useState(false);
  const contact = booking.sellerContact;
  const completed = booking.status === 'completed';
  return (
    <span className="order-status">
      <Badge tone="success">{completed ? 'Completed' : 'Paid'}</Badge>
      {contact && (
        <span className="order-status__note">
          Seller: {contact.name} · <a href={`tel:${contact.phone}`}>{contact.phone}</a> ·{' '}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </span>
      )}
      {!completed && (
        <>
          <Button
            size="sm"
            variant="outline"
            aria-label={`I received the bike ${booking.bike}`}
            onClick={() => setAsking(true)}
          >
            I received the bike
          </Button>
          <ConfirmModal
            open={asking}
            title="Confirm receipt"
            message={messages.confirm.confirmHandover(booking.bike)}
            tone="primary"
            loading={handover.isPending}
            onConfirm={() => handover.mutate(booking._id, { onSettled: () => setAsking(false) })}
            onCancel={() => setAsking(false)}
          />
        </>
      )}
    </span>
  );
}

/** Pay while the bike can be bought, and Cancel (after a confirmation) while unpaid. */
function OpenActions({ booking }: { booking: Booking }) {
  const cancel = useCancelBooking();
  const [asking, setAsking] = useState(false);
  return (
    <span className="order-status__actions">
      <Link
        to={paths.dashboard.payment.getHref(booking._id)}
        className={buttonClassName('primary', 'sm')}
        aria-label={`Pay for ${booking.bike}`}
      >
        Pay
      </Link>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Cancel the booking of ${booking.bike}`}
        onClick={() => setAsking(true)}
      >
        Cancel
      </Button>
      <ConfirmModal
        open={asking}
        title="Cancel booking"
        message={messages.confirm.cancelBooking(booking.bike)}
        loading={cancel.isPending}
        onConfirm={() => cancel.mutate(booking._id, { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </span>
  );
}

/**
 * The Payment cell of My Orders: Paid with the seller's contact and "I received the bike"
 * (then Completed), Pay and Cancel while the bike can still be bought, how
 * the booking ended (cancelled, declined with the seller's reason, or expired), or why it cannot be
 * bought (sold to another buyer, no longer listed). Words, not colour, carry the state.
 */
export function OrderPaymentStatus({ booking }: { booking: Booking }) {
  if (booking.paid) return <PaidActions booking={booking} />;
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
