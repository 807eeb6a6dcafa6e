import { SellerOrdersTable } from '../../../features/bookings/components/seller-orders-table';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function SellerOrdersRoute() {
  useDocumentTitle('Orders');
  return <SellerOrdersTable />;
}
