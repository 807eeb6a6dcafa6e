import { formatPrice, messages, type Booking } from '@reride/shared';

import { Button } from '../../../components/ui/button';
import { ListShell } from '../../../components/ui/list-shell';
import { TableContainer } from '../../../components/ui/table';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { cardImageUrl } from '../../../lib/image-url';
import { useMyBookings } from '../api/get-my-bookings';
import { OrderPaymentStatus } from './order-payment-status';

const COLUMNS = ['Picture', 'Bike', 'Price', 'Booked on', 'Payment'] as const;

function OrderRow({ booking }: { booking: Booking }) {
  return (
    <tr>
      <td data-label="Picture">
        <img
          className="table__thumb"
          src={cardImageUrl(booking.img)}
          alt=""
          width={100}
          height={58}
          loading="lazy"
          decoding="async"
        />
      </td>
      <th scope="row" className="table__name" data-label="Bike">
        {booking.bike}
      </th>
      <td data-label="Price">{formatPrice(booking.price)}</td>
      <td data-label="Booked on">{booking.bookedOn}</td>
      <td className="table__action" data-label="Payment">
        <OrderPaymentStatus booking={booking} />
      </td>
    </tr>
  );
}

function OrdersList({ bookings, partial }: { bookings: Booking[]; partial: boolean }) {
  const total = bookings.reduce((sum, booking) => sum + booking.price, 0);
  return (
    <TableContainer label="My orders">
      <table className="table">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <OrderRow key={booking._id} booking={booking} />
          ))}
        </tbody>
        <tfoot>
          <tr className="table__total">
            <th scope="row" colSpan={2}>
              Total{partial && ' (orders shown)'}
            </th>
            <td colSpan={COLUMNS.length - 2}>{formatPrice(total)}</td>
          </tr>
        </tfoot>
      </table>
    </TableContainer>
  );
}

/** My Orders (docs/domain.md#screens): the buyer's bookings, a Pay link or their state, and a total row. */
export function OrdersTable({ email }: { email: string | null }) {
  const query = useMyBookings(email);
  const bookings = query.data?.pages.flatMap((page) => page.items) ?? [];

  const body = (
    <ListShell
      query={query}
      items={bookings}
      loading={<TableSkeleton label="Loading your orders" />}
      errorTitle="We couldn't load your orders"
      empty={{ title: messages.empty.orders }}
    >
      {(items) => <OrdersList bookings={items} partial={query.hasNextPage} />}
    </ListShell>
  );

  return (
    <section className="stack">
      <header className="page-header">
        <h1 className="page-title">My Orders</h1>
      </header>
      {body}
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="load-more__button"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </section>
  );
}
