import { SignUpForm } from '../../features/auth/components/signup-form';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function SignUpRoute() {
  useDocumentTitle('Sign Up');
  return (
    <div className="container page page--auth">
      <SignUpForm />
    </div>
  );
}
