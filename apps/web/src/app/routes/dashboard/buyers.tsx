import { BuyersTable } from '../../../features/users/components/buyers-table';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function BuyersRoute() {
  useDocumentTitle('All Buyers');
  return <BuyersTable />;
}
