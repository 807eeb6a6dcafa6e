import { formatPrice } from '@reride/shared';
import { Link, useParams } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSection } from '../../../components/ui/page-section';
import { Spinner } from '../../../components/ui/spinner';
import { useBooking } from '../../../features/bookings/api/get-booking';
import { OrderPaymentStatus } from '../../../features/bookings/components/order-payment-status';
import { OrderTimeline } from '../../../features/bookings/components/order-timeline';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { cardImageUrl } from '../../../lib/image-url';
import { paths } from '../../../lib/paths';

const backToOrders = (
  <Link to={paths.dashboard.orders.getHref()} className={buttonClassName('outline', 'sm')}>
    Back to My Orders
  </Link>
);

/** One order: the bike, where it stands with its actions and the seller's contact, its timeline. */
export default function OrderRoute() {
  const { id = '' } = useParams();
  const query = useBooking(id);
  const booking = query.data;
  useDocumentTitle(booking ? `Order: ${booking.bike}` : 'Order');

  if (query.isPending) return <Spinner label="Loading the order" />;
  if (!booking) {
    return (
      <EmptyState
        tone="error"
        title="We couldn't load this order"
        description={query.error?.message}
        action={backToOrders}
      />
    );
  }
  return (
    <PageSection title={`Order: ${booking.bike}`} lead={`Booked on ${booking.bookedOn}`}>
      <div className="order-page">
        <img
          className="order-page__photo"
          src={cardImageUrl(booking.img)}
          alt=""
          width={250}
          height={146}
        />
        <dl className="order-page__facts">
          <dt>Price</dt>
          <dd>{formatPrice(booking.price)}</dd>
          <dt>Meeting place</dt>
          <dd>{booking.location || 'Not given'}</dd>
          <dt>Status</dt>
          <dd>
            <OrderPaymentStatus booking={booking} />
          </dd>
        </dl>
      </div>
      <h2 className="order-page__subtitle">Timeline</h2>
      <OrderTimeline booking={booking} />
      <p>{backToOrders}</p>
    </PageSection>
  );
}
