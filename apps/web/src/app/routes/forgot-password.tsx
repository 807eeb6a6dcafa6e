import { accountMessages } from '@reride/shared';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { RouteHandle } from '../../lib/page-head';

export const handle: RouteHandle = {
  head: () => ({ page: 'Forgot password', description: accountMessages.passwordReset.lead }),
};

export default function ForgotPasswordRoute() {
  useDocumentTitle('Forgot password');
  return (
    <div className="container page page--auth">
      <ForgotPasswordForm />
    </div>
  );
}
