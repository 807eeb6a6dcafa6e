import { ReportedTable } from '../../../features/reports/components/reported-table';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function ReportedRoute() {
  useDocumentTitle('Reported Items');
  return <ReportedTable />;
}
