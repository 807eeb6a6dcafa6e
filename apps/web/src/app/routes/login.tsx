import { LoginForm } from '../../features/auth/components/login-form';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function LoginRoute() {
  useDocumentTitle('Login');
  return (
    <div className="container page page--auth">
      <LoginForm />
    </div>
  );
}
