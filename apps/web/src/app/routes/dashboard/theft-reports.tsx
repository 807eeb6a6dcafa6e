import { theftMessages } from '@reride/shared';
import { SharedSerialsList } from '../../../features/theft/components/shared-serials-list';
import { TheftReportsList } from '../../../features/theft/components/theft-reports-list';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function TheftReportsRoute() {
  useDocumentTitle(theftMessages.admin.title);
  return (
    <div className="stack">
      <TheftReportsList />
      <SharedSerialsList />
    </div>
  );
}
