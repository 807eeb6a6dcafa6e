import { DashboardWelcome } from '../../../features/auth/components/dashboard-welcome';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function DashboardIndexRoute() {
  useDocumentTitle('Dashboard');
  return <DashboardWelcome />;
}
