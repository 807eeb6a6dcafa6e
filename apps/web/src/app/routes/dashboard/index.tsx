import { Navigate } from 'react-router-dom';
import { DashboardWelcome } from '../../../features/auth/components/dashboard-welcome';
import { useRoles } from '../../../features/auth/api/get-roles';
import { TodoList } from '../../../features/overview/components/todo-list';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { paths } from '../../../lib/paths';

/** The dashboard's home; an administrator's is the marketplace's figures (`/dashboard/admin`). */
export default function DashboardIndexRoute() {
  useDocumentTitle('Dashboard');
  const { roles } = useRoles();
  if (roles?.user.roles.includes('Admin')) {
    return <Navigate to={paths.dashboard.admin.getHref()} replace />;
  }
  return <DashboardWelcome todos={<TodoList />} />;
}
