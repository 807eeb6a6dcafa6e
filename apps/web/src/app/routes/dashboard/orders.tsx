import { useAuth } from '../../../features/auth/components/auth-context';
import { OrdersTable } from '../../../features/orders/components/orders-table';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function OrdersRoute() {
  useDocumentTitle('My Orders');
  const { user } = useAuth();
  return <OrdersTable email={user?.email ?? null} />;
}
