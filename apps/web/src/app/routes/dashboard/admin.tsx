import { metricsMessages } from '@reride/shared/messages';
import { AdminDashboard } from '../../../features/backoffice/components/admin-dashboard';
import { TodoList } from '../../../features/overview/components/todo-list';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** The administrators' home: their to-dos, then the marketplace's figures and charts. */
export default function AdminDashboardRoute() {
  useDocumentTitle(metricsMessages.metrics.title);
  return (
    <AdminDashboard>
      <TodoList />
    </AdminDashboard>
  );
}
