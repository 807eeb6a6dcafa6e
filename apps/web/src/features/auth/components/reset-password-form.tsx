import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordFormSchema, type NewPasswordForm, accountMessages } from '@reride/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ScriptForm } from '../../../components/ui/script-form';
import { buttonClassName, Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useBoundForm } from '../../../lib/form-fields';
import { paths } from '../../../lib/paths';
import { authErrorMessage } from '../lib/auth-errors';
import { readResetLink, resetPassword } from '../lib/password-reset';
import { usePasswordStep } from '../hooks/use-password-step';
import { AuthFormError } from './auth-form-error';
import { NewPasswordField } from './new-password-field';

const words = accountMessages.passwordReset;

/** A card with a sentence and one way on (a used link, or the password changed). */
function ResetOutcome({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <div className="auth-card">
      <h1 className="auth-card__title">{words.newTitle}</h1>
      <p className="auth-card__lead" role="status">
        {text}
      </p>
      <Link to={to} className={buttonClassName('primary', 'md', 'btn--block')}>
        {label}
      </Link>
    </div>
  );
}

/**
 * Where a reset link lands: checks the link with Firebase (the page is drawn on the server
 * without it, so the check runs in the browser), then sets the new password.
 */
export function ResetPasswordForm({ oobCode }: { oobCode: string | null }) {
  const link = useQuery({
    queryKey: ['password-reset', oobCode],
    queryFn: () => readResetLink(oobCode ?? ''),
    enabled: oobCode !== null,
    retry: false,
    gcTime: 0,
  });
  const { done, error, run } = usePasswordStep();
  const { handleSubmit, isSubmitting, field } = useBoundForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '' },
  });

  if (oobCode === null || link.isError) {
    const text = link.isError ? authErrorMessage(link.error) : words.linkInvalid;
    const again = paths.forgotPassword.getHref();
    return <ResetOutcome text={text} to={again} label={words.submit} />;
  }
  if (done) {
    return <ResetOutcome text={words.done} to={paths.login.getHref()} label="Log in" />;
  }
  if (link.isPending) return <PageSpinner label="Checking your link" />;

  const onSubmit = ({ password }: NewPasswordForm) => run(() => resetPassword(oobCode, password));

  return (
    <div className="auth-card">
      <h1 className="auth-card__title">{words.newTitle}</h1>
      <p className="auth-card__lead">For {link.data}</p>
      <ScriptForm className="form" onSubmit={handleSubmit(onSubmit)}>
        <NewPasswordField label="New password" {...field('password')} />
        <Button type="submit" block loading={isSubmitting} disabled={isSubmitting}>
          {words.newSubmit}
        </Button>
        <AuthFormError message={error} />
      </ScriptForm>
    </div>
  );
}
