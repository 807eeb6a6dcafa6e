import { useAuth } from '../../../features/auth/components/auth-context';
import { MyProductsTable } from '../../../features/bikes/components/my-products-table';
import { PhotoOrderEditor } from '../../../features/bikes/components/photo-order-editor';
import { ReceivedBookings } from '../../../features/orders/components/received-bookings';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function MyProductsRoute() {
  useDocumentTitle('My Products');
  const { user } = useAuth();
  return (
    <MyProductsTable
      sellerEmail={user?.email ?? null}
      renderBikeDetails={(bike) => (
        <div className="stack">
          <ReceivedBookings bikeId={bike._id} bikeName={bike.name} />
          <PhotoOrderEditor bike={bike} />
        </div>
      )}
    />
  );
}
