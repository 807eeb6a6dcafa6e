import { backofficeMessages } from '@reride/shared/messages';
import { AuditLog } from '../../../features/backoffice/components/audit-log';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function AuditLogRoute() {
  useDocumentTitle(backofficeMessages.audit.title);
  return <AuditLog />;
}
