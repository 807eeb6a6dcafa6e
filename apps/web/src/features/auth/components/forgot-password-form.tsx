import { zodResolver } from '@hookform/resolvers/zod';
import {
  ForgotPasswordFormSchema,
  type ForgotPasswordForm as ForgotValues,
  accountMessages,
} from '@reride/shared';
import { Link, useLocation } from 'react-router-dom';
import { ScriptForm } from '../../../components/ui/script-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useBoundForm } from '../../../lib/form-fields';
import { paths } from '../../../lib/paths';
import { usePasswordStep } from '../hooks/use-password-step';
import { sendPasswordReset } from '../lib/password-reset';
import { AuthFormError } from './auth-form-error';

const words = accountMessages.passwordReset;

/** The email the login form had, handed over in history state so nobody types it twice. */
function emailFrom(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * "Forgot password?": Firebase emails a reset link. Whatever the email, the page says the same
 * neutral sentence afterwards, so it never tells whether an account exists.
 */
export function ForgotPasswordForm() {
  const location = useLocation();
  const { done: sent, error, run } = usePasswordStep();
  const { handleSubmit, isSubmitting, field } = useBoundForm<ForgotValues>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: emailFrom(location.state) },
  });

  const onSubmit = ({ email }: ForgotValues) => run(() => sendPasswordReset(email));

  return (
    <div className="auth-card">
      <h1 className="auth-card__title">{words.title}</h1>
      {/* One live region for both sentences, so screen readers hear the change. */}
      <p className="auth-card__lead" role="status">
        {sent ? words.sent : words.lead}
      </p>
      {sent ? null : (
        <>
          <ScriptForm className="form" onSubmit={handleSubmit(onSubmit)}>
            <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
            <Button type="submit" block loading={isSubmitting} disabled={isSubmitting}>
              {words.submit}
            </Button>
            <AuthFormError message={error} />
          </ScriptForm>
        </>
      )}
      <p className="auth-card__switch">
        <Link to={paths.login.getHref()}>{words.backToLogin}</Link>
      </p>
    </div>
  );
}
