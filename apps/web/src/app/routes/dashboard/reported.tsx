import { useDocumentTitle } from '../../../hooks/use-document-title';

// TODO(issue 4): the reported items table with Delete Item and Unreport (GET /reported).
export default function ReportedRoute() {
  useDocumentTitle('Reported Items');
  return (
    <section className="stack">
      <header className="page-header">
        <h1 className="page-title">Reported Items</h1>
        <p className="page-lead">This page is on its way.</p>
      </header>
    </section>
  );
}
