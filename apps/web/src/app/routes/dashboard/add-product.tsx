import { useDocumentTitle } from '../../../hooks/use-document-title';

// TODO(issue 4): the Add a Product form (image upload, POST /bikes).
export default function AddProductRoute() {
  useDocumentTitle('Add a Product');
  return (
    <section className="stack">
      <header className="page-header">
        <h1 className="page-title">Add a Product</h1>
        <p className="page-lead">This page is on its way.</p>
      </header>
    </section>
  );
}
