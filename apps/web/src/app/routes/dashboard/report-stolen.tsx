import { messages } from '@reride/shared';
import { ReportStolenForm } from '../../../features/theft/components/report-stolen-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function ReportStolenRoute() {
  useDocumentTitle(messages.theft.reportForm.title);
  return <ReportStolenForm />;
}
