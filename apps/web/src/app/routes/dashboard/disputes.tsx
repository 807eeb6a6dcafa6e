import { DisputesList } from '../../../features/orders/components/disputes-list';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function DisputesRoute() {
  useDocumentTitle('Disputes');
  return <DisputesList />;
}
