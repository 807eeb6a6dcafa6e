import { PageSection } from '../../../components/ui/page-section';
import { formatPrice, type Booking, commonMessages } from '@reride/shared';

import { DataTable, ThumbCell } from '../../../components/ui/table';
import { PagedList } from '../../../components/ui/paged-list';
import { useMyBookings } from '../api/get-my-bookings';
import { OrderBikeCell } from './order-cells';
import { NOT_OWED, OrderPaymentStatus } from './order-payment-status';

const COLUMNS = ['Picture', 'Bike', 'Price', 'Booked on', 'Payment'] as const;

function OrderRow({ booking }: { booking: Booking }) {
  return (
    <tr>
      <ThumbCell src={booking.img} />
      <OrderBikeCell id={booking._id} bike={booking.bike} />
      <td data-label="Price">{formatPrice(booking.price)}</td>
      <td data-label="Booked on">{booking.bookedOn}</td>
      <td className="table__action" data-label="Payment">
        <OrderPaymentStatus booking={booking} />
      </td>
    </tr>
  );
}

function OrdersList({ bookings, partial }: { bookings: Booking[]; partial: boolean }) {
  // Bookings that ended before payment, or were refunded in full, stay listed but are not owed.
  const total = bookings
    .filter((booking) => !NOT_OWED.has(booking.status))
    .reduce((sum, booking) => sum + booking.price, 0);
  return (
    <DataTable
      label="My orders"
      columns={COLUMNS}
      footer={
        <tr className="table__total">
          <th scope="row" colSpan={2}>
            Total{partial && ' (orders shown)'}
          </th>
          <td colSpan={COLUMNS.length - 2}>{formatPrice(total)}</td>
        </tr>
      }
    >
      {bookings.map((booking) => (
        <OrderRow key={booking._id} booking={booking} />
      ))}
    </DataTable>
  );
}

/** My Orders (docs/domain.md#screens): the buyer's bookings, a Pay link or their state, and a total row. */
export function OrdersTable({ email }: { email: string | null }) {
  const query = useMyBookings(email);
  return (
    <PageSection title="My Orders">
      <PagedList
        query={query}
        loadingLabel="Loading your orders"
        errorTitle="We couldn't load your orders"
        empty={{ title: commonMessages.empty.orders }}
      >
        {(items) => <OrdersList bookings={items} partial={query.hasNextPage} />}
      </PagedList>
    </PageSection>
  );
}
