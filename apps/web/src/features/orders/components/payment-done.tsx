import {
  formatDateText,
  formatPrice,
  type Booking,
  commonMessages,
  dealMessages,
} from '@reride/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { getBooking } from '../api/get-booking';
import { bookingsQueryRoot } from '../api/query-keys';

const words = dealMessages.paymentDone;

/** The seller's name, phone and email: the buyer's now that the order is paid. */
function SellerContact({ contact }: { contact: NonNullable<Booking['sellerContact']> }) {
  return (
    <section className="payment-done__part" aria-labelledby="payment-seller">
      <h2 id="payment-seller" className="payment-done__title">
        {words.contactTitle}
      </h2>
      <p>{words.contactLead}</p>
      <p>
        <strong>{contact.name}</strong>
        <br />
        <a href={`tel:${contact.phone}`}>{contact.phone}</a>
        <br />
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
    </section>
  );
}

/** The three steps after paying (docs/domain.md#orders), the dispute window dated when known. */
function NextSteps({ booking }: { booking: Booking }) {
  const until = booking.completesBy ? formatDateText(new Date(booking.completesBy)) : null;
  const steps: [string, string][] = [
    [words.meet, words.meetText],
    [words.check, words.checkText],
    [words.problem, until ? words.problemText(until) : words.problemTextUndated],
  ];
  return (
    <section className="payment-done__part" aria-labelledby="payment-next">
      <h2 id="payment-next" className="payment-done__title">
        {words.nextTitle}
      </h2>
      <ol className="payment-done__steps">
        {steps.map(([title, text]) => (
          <li key={title}>
            <strong>{title}.</strong> {text}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * After a successful payment: the congratulation, what the buyer paid for, the seller's contact
 * and what happens next (the order is read again for them), the transaction id, and the order.
 */
export function PaymentDone({
  bookingId,
  transactionId,
}: {
  bookingId: string;
  transactionId: string;
}) {
  const paid = useQuery({
    queryKey: [...bookingsQueryRoot, 'paid', bookingId],
    queryFn: ({ signal }) => getBooking(bookingId, signal),
  });
  const booking = paid.data;
  return (
    <div className="notice notice--success payment-outcome">
      <p className="payment-outcome__title" role="status">
        {commonMessages.inline.paymentCongrats}
      </p>
      {booking ? (
        <>
          <p>{words.lead(booking.bike, formatPrice(booking.price))}</p>
          {booking.sellerContact && <SellerContact contact={booking.sellerContact} />}
          <NextSteps booking={booking} />
        </>
      ) : (
        <p>{words.loading}</p>
      )}
      <p className="text-subtle">
        Your transaction id: <code className="payment-outcome__id">{transactionId}</code>
      </p>
      <p className="cluster">
        <Link to={paths.dashboard.order.getHref(bookingId)} className={buttonClassName('primary')}>
          {words.toOrder}
        </Link>
        <Link to={paths.dashboard.orders.getHref()} className={buttonClassName('outline')}>
          Back to My Orders
        </Link>
      </p>
    </div>
  );
}
