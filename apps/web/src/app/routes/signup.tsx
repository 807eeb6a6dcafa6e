import { SignUpForm } from '../../features/auth/components/signup-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { RouteHandle } from '../../lib/page-head';

export const handle: RouteHandle = {
  head: () => ({
    page: 'Sign Up',
    description: 'Join ReRide as a buyer or a seller of used bicycles.',
  }),
};

export default function SignUpRoute() {
  useDocumentTitle('Sign Up');
  return (
    <div className="container page page--auth">
      <SignUpForm />
    </div>
  );
}
