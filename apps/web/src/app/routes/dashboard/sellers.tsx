import { SellersTable } from '../../../features/users/components/sellers-table';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function SellersRoute() {
  useDocumentTitle('All Sellers');
  return <SellersTable />;
}
