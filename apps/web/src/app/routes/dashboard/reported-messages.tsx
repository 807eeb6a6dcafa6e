import { ReportedMessagesList } from '../../../features/reports/components/reported-messages-list';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function ReportedMessagesRoute() {
  useDocumentTitle('Reported Messages');
  return <ReportedMessagesList />;
}
