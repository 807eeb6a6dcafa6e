import { messages, type Order } from '@reride/shared';
import { Link, useParams } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSection } from '../../../components/ui/page-section';
import { RetryButton } from '../../../components/ui/retry-button';
import { Spinner } from '../../../components/ui/spinner';
import { useOrder } from '../../../features/bookings/api/get-order';
import { OrderView } from '../../../features/bookings/components/order-view';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** Back to the list the viewer came from: My Orders, the seller's Orders, Disputes or All orders. */
function backTo(order: Order | undefined): { label: string; href: string } {
  const dash = paths.dashboard;
  if (!order) return { label: 'Back to the dashboard', href: dash.root.getHref() };
  if (order.viewer === 'buyer') return { label: 'Back to My Orders', href: dash.orders.getHref() };
  if (order.viewer === 'seller')
    return { label: 'Back to Orders', href: dash.sellerOrders.getHref() };
  return order.dispute
    ? { label: 'Back to Disputes', href: dash.disputes.getHref() }
    : { label: 'Back to All orders', href: dash.allOrders.getHref() };
}

function BackLink({ order }: { order?: Order }) {
  const back = backTo(order);
  return (
    <Link to={back.href} className={buttonClassName('outline', 'sm')}>
      {back.label}
    </Link>
  );
}

/**
 * One order (docs/domain.md#orders) for its buyer, its seller or an administrator. Anyone else
 * gets the API's 404, shown by the route's error page like any unknown address; other failures
 * offer Try again.
 */
export default function OrderRoute() {
  const { id = '' } = useParams();
  const query = useOrder(id);
  const order = query.data;
  useDocumentTitle(order ? `Order: ${order.bike}` : 'Order');

  if (query.isPending) return <Spinner label="Loading the order" />;
  if (!order) {
    // Not one of the viewer's orders (or no order at all): the route's error page says Not Found.
    if (query.error instanceof ApiError && [400, 404].includes(query.error.status)) {
      throw new ApiError(404, 'NOT_FOUND', messages.orders.notFound);
    }
    return (
      <EmptyState
        tone="error"
        title="We couldn't load this order"
        description={query.error?.message}
        action={
          <>
            <RetryButton query={query} />
            <BackLink />
          </>
        }
      />
    );
  }
  return (
    <PageSection title={`Order: ${order.bike}`} lead={`Booked on ${order.bookedOn}`}>
      <OrderView order={order} />
      <p>
        <BackLink order={order} />
      </p>
    </PageSection>
  );
}
