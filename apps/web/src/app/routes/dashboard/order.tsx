import { type Order, orderMessages } from '@reride/shared';
import { useParams } from 'react-router-dom';
import { BackButton } from '../../../components/ui/back-button';
import { PageSection } from '../../../components/ui/page-section';
import { RecordShell } from '../../../components/ui/record-shell';
import { useOrder } from '../../../features/orders/api/get-order';
import { OrderView } from '../../../features/orders/components/order-view';
import { OrderReviews } from '../../../features/reviews/components/order-reviews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
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
  return <BackButton to={back.href}>{back.label}</BackButton>;
}

/**
 * One order (docs/domain.md#orders) for its buyer, its seller or an administrator. Anyone else
 * gets the API's 404, shown by the route's error page like any unknown address; other failures
 * offer Try again (RecordShell).
 */
export default function OrderRoute() {
  const { id = '' } = useParams();
  const query = useOrder(id);
  const order = query.data;
  useDocumentTitle(order ? `Order: ${order.bike}` : 'Order');

  return (
    <RecordShell
      query={query}
      loadingLabel="Loading the order"
      notFound={orderMessages.orders.notFound}
      errorTitle="We couldn't load this order"
      back={<BackLink />}
    >
      {(loaded) => (
        <PageSection title={`Order: ${loaded.bike}`} lead={`Booked on ${loaded.bookedOn}`}>
          <OrderView order={loaded} />
          {loaded.viewer !== 'admin' && loaded.status === 'completed' && (
            <OrderReviews orderId={id} />
          )}
          <p>
            <BackLink order={loaded} />
          </p>
        </PageSection>
      )}
    </RecordShell>
  );
}
