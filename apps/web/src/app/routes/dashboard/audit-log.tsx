import { messages } from '@reride/shared/messages';
import { AuditLog } from '../../../features/backoffice/components/audit-log';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function AuditLogRoute() {
  useDocumentTitle(messages.audit.title);
  return <AuditLog />;
}
