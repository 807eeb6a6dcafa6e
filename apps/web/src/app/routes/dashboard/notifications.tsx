import { NotificationsPage } from '../../../features/notifications/components/notifications-page';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function NotificationsRoute() {
  useDocumentTitle('Notifications');
  return <NotificationsPage />;
}
