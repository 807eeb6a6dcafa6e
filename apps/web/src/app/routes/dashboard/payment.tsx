import { formatPrice, ObjectIdSchema, type Booking, errorMessages } from '@reride/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { useAuth } from '../../../features/auth/components/auth-context';
import { getBooking } from '../../../features/orders/api/get-booking';
import { bookingsQueryRoot } from '../../../features/orders/api/query-keys';
import { Checkout } from '../../../features/orders/components/checkout';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-client';

interface PaymentLoaderData {
  booking: Booking | null;
}

/**
 * The booking comes from GET /bookings/:id before the page shows (docs/domain.md#screens); a 404 (unknown id,
 * or someone else's booking) is the route's error page. Loaders run before the role guard
 * renders, so a 403 (not a buyer) is left to the guard, which sends the user to /login.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<PaymentLoaderData> {
  const id = ObjectIdSchema.safeParse(params.id);
  if (!id.success) throw new ApiError(404, 'NOT_FOUND', errorMessages.errors.bookingNotFound);
  try {
    return { booking: await getBooking(id.data, request.signal) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { booking: null };
    throw error;
  }
}

export default function PaymentRoute() {
  const { booking } = useLoaderData<PaymentLoaderData>();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  // Once paid, the page stops asking for the money: the header says what was paid.
  const [paid, setPaid] = useState(booking?.paid ?? false);
  useDocumentTitle(booking ? `Payment for ${booking.bike}` : 'Payment');
  // The guard let a buyer through whom the API refused: that refusal is the page's error.
  if (!booking) throw new ApiError(403, 'FORBIDDEN', errorMessages.errors.forbidden);

  return (
    <section className="stack payment-page">
      <header className="page-header">
        <h1 className="page-title">Payment for {booking.bike}</h1>
        <p className="page-lead">Booked on {booking.bookedOn}</p>
        <p className="payment-page__amount">
          {paid ? 'Paid' : 'Please pay'} <strong>{formatPrice(booking.price)}</strong>
        </p>
      </header>
      <Checkout
        booking={booking}
        billing={{ name: user?.displayName ?? booking.name, email: user?.email ?? booking.email }}
        onSettled={(outcome) => {
          setPaid(outcome === 'paid');
          void queryClient.invalidateQueries({ queryKey: bookingsQueryRoot });
        }}
      />
    </section>
  );
}
