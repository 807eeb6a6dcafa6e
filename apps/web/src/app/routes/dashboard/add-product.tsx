import { PageSection } from '../../../components/ui/page-section';
import { AddProductForm } from '../../../features/bikes/components/add-product-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function AddProductRoute() {
  useDocumentTitle('Add a Product');
  return (
    <PageSection
      title="Add a Product"
      lead="List a bike for sale. Buyers see it in its category as soon as you add it."
    >
      <AddProductForm />
    </PageSection>
  );
}
