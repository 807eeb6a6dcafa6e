import { formatPrice, type ReceivedBooking } from '@reride/shared';
import { ListShell } from '../../../components/ui/list-shell';
import { PageSection } from '../../../components/ui/page-section';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { useAllReceivedBookings } from '../api/get-received-bookings';
import { BuyerCell, OrderBikeCell } from './order-cells';
import { SellerOrderStatus } from './seller-order-status';

const COLUMNS = ['Bike', 'Buyer', 'Price', 'Booked on', 'Status'] as const;

function SellerOrderRow({ booking }: { booking: ReceivedBooking }) {
  return (
    <tr>
      <OrderBikeCell id={booking._id} bike={booking.bike} />
      <BuyerCell name={booking.name} email={booking.email} />
      <td data-label="Price">{formatPrice(booking.price)}</td>
      <td data-label="Booked on">{booking.bookedOn}</td>
      <td data-label="Status">
        <SellerOrderStatus booking={booking} />
      </td>
    </tr>
  );
}

/**
 * Orders (seller): every booking of the seller's bikes, newest first. The bike's name opens the
 * order's page, where everything after payment is done; an open booking can be declined here.
 */
export function SellerOrdersTable() {
  const query = useAllReceivedBookings();
  const bookings = query.data;
  return (
    <PageSection
      title="Orders"
      count={bookings?.length}
      lead="Everyone who booked one of your bikes. Open an order to set the meeting time, answer a request or a dispute."
    >
      <ListShell
        query={query}
        items={bookings}
        loading={<TableSkeleton label="Loading your orders" />}
        errorTitle="We couldn't load your orders"
        empty={{
          title: 'Nobody has booked your bikes yet',
          description: 'Bookings of your bikes appear here.',
        }}
        table={{ label: 'Orders received', columns: COLUMNS }}
      >
        {(items) => items.map((booking) => <SellerOrderRow key={booking._id} booking={booking} />)}
      </ListShell>
    </PageSection>
  );
}
