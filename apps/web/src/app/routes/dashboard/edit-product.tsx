import { catalogueMessages } from '@reride/shared';
import { useParams } from 'react-router-dom';
import { BackButton } from '../../../components/ui/back-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSection } from '../../../components/ui/page-section';
import { RecordShell } from '../../../components/ui/record-shell';
import { useBike } from '../../../features/bikes/api/get-bike';
import { AddProductForm } from '../../../features/bikes/components/add-product-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { paths } from '../../../lib/paths';

function BackToProducts() {
  return <BackButton to={paths.dashboard.myProducts.getHref()}>Back to My Products</BackButton>;
}

/**
 * Edit a listing (docs/domain.md#editing): the Add a Product form filled with the bike as stored.
 * A sold bike is not offered the form; the API refuses another seller's bike when it is sent.
 */
export default function EditProductRoute() {
  const { id = '' } = useParams();
  const query = useBike(id);
  useDocumentTitle(query.data ? `Edit ${query.data.name}` : 'Edit a Product');

  return (
    <PageSection title="Edit a Product" lead="Change what buyers read about your bike.">
      <RecordShell
        query={query}
        loadingLabel="Loading your product"
        notFound={catalogueMessages.bikes.notListed}
        errorTitle="We couldn't load this product"
        back={<BackToProducts />}
      >
        {(bike) =>
          bike.status === 'unsold' ? (
            <AddProductForm bike={bike} />
          ) : (
            <EmptyState
              tone="error"
              title={catalogueMessages.bikes.editSold}
              action={<BackToProducts />}
            />
          )
        }
      </RecordShell>
    </PageSection>
  );
}
