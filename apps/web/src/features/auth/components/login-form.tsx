import { lazyResolver, useBoundForm } from '../../../lib/form-fields';
import { type LoginForm as LoginValues, accountMessages, errorMessages } from '@reride/shared';
import { Link, useLocation } from 'react-router-dom';
import { ScriptForm } from '../../../components/ui/script-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useHydrated } from '../../../hooks/use-hydrated';
import { paths, returnPathFrom } from '../../../lib/paths';
import { useAuthAttempt } from '../hooks/use-auth-attempt';
import { signInWithEmail } from '../lib/session';
import { AuthFormError } from './auth-form-error';
import { AuthSwitch } from './auth-switch';

const resolver = lazyResolver(() => import('../lib/login-resolver').then((m) => m.loginResolver));

export function LoginForm() {
  const location = useLocation();
  const returnTo = returnPathFrom(location.state);
  // The return path lives in history state, which the server cannot see.
  const cameFromGuard = useHydrated() && returnTo !== paths.home.getHref();
  const { attempt, done, google, error } = useAuthAttempt(returnTo);
  const { handleSubmit, watch, isSubmitting, field } = useBoundForm<LoginValues>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = ({ email, password }: LoginValues) =>
    attempt(() => signInWithEmail(email, password));

  const busy = isSubmitting || done || google.pending;

  return (
    <div className="auth-card">
      <h1 className="auth-card__title">Login</h1>
      <p className="auth-card__lead">
        {cameFromGuard
          ? errorMessages.errors.unauthenticated
          : 'Welcome back! Log in to your account.'}
      </p>
      <ScriptForm className="form" onSubmit={handleSubmit(onSubmit)}>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <p className="auth-card__forgot">
          {/* The typed email goes along, so nobody types it twice. */}
          <Link to={paths.forgotPassword.getHref()} state={{ email: watch('email') }}>
            {accountMessages.passwordReset.link}
          </Link>
        </p>
        <Button type="submit" block loading={isSubmitting || done} disabled={busy}>
          Login
        </Button>
        <AuthFormError message={error} />
      </ScriptForm>
      <AuthSwitch to="signup" google={google} disabled={busy} />
    </div>
  );
}
