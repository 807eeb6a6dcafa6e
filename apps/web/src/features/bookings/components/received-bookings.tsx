import { DECLINE_REASON_MAX, messages, type ReceivedBooking } from '@reride/shared';
import { RetryButton } from '../../../components/ui/retry-button';
import { useId, useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ColumnHeads } from '../../../components/ui/table';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { useDeclineBooking } from '../api/end-booking';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useReceivedBookings } from '../api/get-received-bookings';

const COLUMNS = ['Buyer', 'Phone', 'Meeting location', 'Booked on', 'Payment'] as const;

/** Decline after a confirmation that also takes the optional reason the buyer will read. */
function DeclineAction({ booking }: { booking: ReceivedBooking }) {
  const decline = useDeclineBooking();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Decline ${booking.name}'s booking`}
        onClick={() => setAsking(true)}
      >
        Decline
      </Button>
      <ConfirmModal
        open={asking}
        title="Decline booking"
        message={
          <>
            <p>{messages.confirm.declineBooking(booking.name, booking.bike)}</p>
            <TextAreaField
              label="Reason (optional, shown to the buyer)"
              rows={3}
              maxLength={DECLINE_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </>
        }
        confirmLabel="Decline booking"
        loading={decline.isPending}
        onConfirm={() =>
          decline.mutate({ id: booking._id, reason }, { onSettled: () => setAsking(false) })
        }
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

function PaymentCell({ booking }: { booking: ReceivedBooking }) {
  if (booking.status === 'paid') return <Badge tone="success">Paid</Badge>;
  if (booking.status === 'completed') return <Badge tone="success">Completed</Badge>;
  if (booking.status === 'cancelled') return <Badge tone="neutral">Cancelled by the buyer</Badge>;
  if (booking.status === 'declined') return <Badge tone="warning">Declined</Badge>;
  if (booking.status === 'expired') return <Badge tone="neutral">Expired</Badge>;
  return (
    <span className="order-status__actions">
      <Badge tone="neutral">Not paid</Badge>
      <DeclineAction booking={booking} />
    </span>
  );
}

function ReceivedRow({ booking }: { booking: ReceivedBooking }) {
  return (
    <tr>
      <th scope="row" data-label="Buyer">
        <span className="table__name">{booking.name}</span>
        <span className="received-bookings__email">{booking.email}</span>
      </th>
      <td data-label="Phone">
        <a href={`tel:${booking.phone}`}>{booking.phone}</a>
      </td>
      <td data-label="Meeting location">
        {booking.location || <span className="received-bookings__none">Not given</span>}
      </td>
      <td data-label="Booked on">{booking.bookedOn}</td>
      <td data-label="Payment">
        <PaymentCell booking={booking} />
      </td>
    </tr>
  );
}

/**
 * Who booked one of the seller's bikes (the spec gives sellers no way to learn it): buyer,
 * phone to call, meeting location, date and whether they paid. Fed by one query for all bikes.
 */
export function ReceivedBookings({ bikeId, bikeName }: { bikeId: string; bikeName: string }) {
  const titleId = useId();
  const query = useReceivedBookings(bikeId);

  if (query.isPending) return <Spinner size="sm" label={`Loading the bookings of ${bikeName}`} />;
  if (query.isError) {
    return (
      <p className="received-bookings__error" role="alert">
        We couldn&apos;t load the bookings: {query.error.message}{' '}
        <RetryButton query={query} size="sm" />
      </p>
    );
  }

  const bookings = query.data;
  const count = `${bookings.length} ${bookings.length === 1 ? 'booking' : 'bookings'}`;
  return (
    <section className="received-bookings" aria-labelledby={titleId}>
      <h2 id={titleId} className="received-bookings__title">
        {count} for {bikeName}
      </h2>
      {bookings.length === 0 ? (
        <p className="received-bookings__none">Nobody has booked this bike yet.</p>
      ) : (
        <table className="table received-bookings__table">
          <ColumnHeads columns={COLUMNS} />
          <tbody>
            {bookings.map((booking) => (
              <ReceivedRow key={booking._id} booking={booking} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
