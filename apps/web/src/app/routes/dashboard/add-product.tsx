import { AddProductForm } from '../../../features/bikes/components/add-product-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function AddProductRoute() {
  useDocumentTitle('Add a Product');
  return (
    <section className="stack">
      <header className="page-header">
        <h1 className="page-title">Add a Product</h1>
        <p className="page-lead">
          List a bike for sale. Buyers see it in its category as soon as you add it.
        </p>
      </header>
      <AddProductForm />
    </section>
  );
}
