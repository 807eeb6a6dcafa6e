import { type ReceivedBooking, orderMessages } from '@reride/shared';
import { RetryButton } from '../../../components/ui/retry-button';
import { useId } from 'react';
import { ColumnHeads } from '../../../components/ui/table';
import { Spinner } from '../../../components/ui/spinner';
import { useReceivedBookings } from '../api/get-received-bookings';
import { PersonLines } from './order-cells';
import { SellerOrderStatus } from './seller-order-status';

const COLUMNS = ['Buyer', 'Phone', 'Meeting location', 'Booked on', 'Payment'] as const;

function ReceivedRow({ booking }: { booking: ReceivedBooking }) {
  return (
    <tr>
      <th scope="row" data-label="Buyer">
        <PersonLines name={booking.name} email={booking.email} />
      </th>
      <td data-label="Phone">
        {booking.phone ? (
          <a href={`tel:${booking.phone}`}>{booking.phone}</a>
        ) : (
          <span className="received-bookings__none">
            {orderMessages.orders.buyerContactPrivate}
          </span>
        )}
      </td>
      <td data-label="Meeting location">
        {booking.location || <span className="received-bookings__none">Not given</span>}
      </td>
      <td data-label="Booked on">{booking.bookedOn}</td>
      <td data-label="Payment">
        <SellerOrderStatus booking={booking} />
      </td>
    </tr>
  );
}

/**
 * Who booked one of the seller's bikes (the spec gives sellers no way to learn it): buyer,
 * phone to call once paid, meeting location, date and whether they paid. Fed by one query for all bikes.
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
    <section className="received-bookings stack" aria-labelledby={titleId}>
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
