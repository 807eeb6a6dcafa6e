import { theftMessages } from '@reride/shared';
import { ReportStolenForm } from '../../../features/theft/components/report-stolen-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function ReportStolenRoute() {
  useDocumentTitle(theftMessages.reportForm.title);
  return <ReportStolenForm />;
}
