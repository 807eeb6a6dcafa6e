import { useDocumentTitle } from '../../../hooks/use-document-title';

// TODO(issue 4): the seller's products table with advertise and delete (GET /bikes?email).
export default function MyProductsRoute() {
  useDocumentTitle('My Products');
  return (
    <section className="stack">
      <header className="page-header">
        <h1 className="page-title">My Products</h1>
        <p className="page-lead">This page is on its way.</p>
      </header>
    </section>
  );
}
