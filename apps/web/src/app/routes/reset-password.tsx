import { useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { RouteHandle } from '../../lib/page-head';

// The link carries a one-time code: search engines have nothing to keep here.
export const handle: RouteHandle = {
  head: () => ({
    page: 'Reset password',
    description: 'Choose a new password for your ReRide account.',
    noIndex: true,
  }),
};

export default function ResetPasswordRoute() {
  useDocumentTitle('Reset password');
  const [search] = useSearchParams();
  return (
    <div className="container page page--auth">
      <ResetPasswordForm oobCode={search.get('oobCode')} />
    </div>
  );
}
