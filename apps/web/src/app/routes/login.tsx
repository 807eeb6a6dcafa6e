import { LoginForm } from '../../features/auth/components/login-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { RouteHandle } from '../../lib/page-head';

export const handle: RouteHandle = {
  head: () => ({ page: 'Login', description: 'Log in to ReRide to book bikes or sell your own.' }),
};

export default function LoginRoute() {
  useDocumentTitle('Login');
  return (
    <div className="container page page--auth">
      <LoginForm />
    </div>
  );
}
