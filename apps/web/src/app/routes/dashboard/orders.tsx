import { useDocumentTitle } from '../../../hooks/use-document-title';

// TODO(issue 5): the buyer's orders table with a total row, Pay links and 'Paid' labels (GET /bookings?email).
export default function OrdersRoute() {
  useDocumentTitle('My Orders');
  return (
    <section className="stack">
      <header className="page-header">
        <h1 className="page-title">My Orders</h1>
        <p className="page-lead">This page is on its way.</p>
      </header>
    </section>
  );
}
