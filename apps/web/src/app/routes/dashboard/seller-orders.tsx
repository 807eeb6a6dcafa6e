import { SellerOrdersTable } from '../../../features/orders/components/seller-orders-table';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function SellerOrdersRoute() {
  useDocumentTitle('Orders');
  return <SellerOrdersTable />;
}
