import { AllOrdersList } from '../../../features/orders/components/all-orders-list';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function AllOrdersRoute() {
  useDocumentTitle('All orders');
  return <AllOrdersList />;
}
