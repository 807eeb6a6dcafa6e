import { DashboardWelcome } from '../../../features/auth/components/dashboard-welcome';
import { TodoList } from '../../../features/overview/components/todo-list';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function DashboardIndexRoute() {
  useDocumentTitle('Dashboard');
  return <DashboardWelcome todos={<TodoList />} />;
}
