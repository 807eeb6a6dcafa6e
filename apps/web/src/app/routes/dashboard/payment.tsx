import { useDocumentTitle } from '../../../hooks/use-document-title';

// TODO(issue 5): load the booking (GET /bookings/:id), show 'Payment for {bike}' and the card form; load Stripe only here.
export default function PaymentRoute() {
  useDocumentTitle('Payment');
  return (
    <section className="stack">
      <header className="page-header">
        <h1 className="page-title">Payment</h1>
        <p className="page-lead">This page is on its way.</p>
      </header>
    </section>
  );
}
