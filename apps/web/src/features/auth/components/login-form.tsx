import { zodResolver } from '@hookform/resolvers/zod';
import { bindFields } from '../../../lib/form-fields';
import { LoginFormSchema, messages, type LoginForm as LoginValues } from '@reride/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { reloadAt } from '../../../lib/navigation';
import { paths, returnPathFrom } from '../../../lib/paths';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { authErrorMessage } from '../lib/auth-errors';
import { signInWithEmail } from '../lib/session';
import { AuthFormError } from './auth-form-error';
import { GoogleButton } from './google-button';

export function LoginForm() {
  const location = useLocation();
  const returnTo = returnPathFrom(location.state);
  const cameFromGuard = returnTo !== paths.home.getHref();
  const [authError, setAuthError] = useState<string | null>(null);
  // Stays true while the page reloads after a success, so nobody submits twice.
  const [done, setDone] = useState(false);
  const google = useGoogleSignIn(returnTo);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const field = bindFields(register, errors);

  const onSubmit = async ({ email, password }: LoginValues) => {
    setAuthError(null);
    try {
      await signInWithEmail(email, password);
      setDone(true);
      reloadAt(returnTo);
    } catch (error) {
      setAuthError(authErrorMessage(error));
    }
  };

  const busy = isSubmitting || done || google.pending;

  return (
    <div className="auth-card">
      <h1 className="auth-card__title">Login</h1>
      <p className="auth-card__lead">
        {cameFromGuard ? messages.errors.unauthenticated : 'Welcome back! Log in to your account.'}
      </p>
      <form className="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <Button type="submit" block loading={isSubmitting || done} disabled={busy}>
          Login
        </Button>
        <AuthFormError message={authError ?? google.error} />
      </form>
      <p className="auth-card__switch">
        New to ReRide?{' '}
        <Link to={paths.signup.getHref()} state={location.state as unknown}>
          Create an account
        </Link>
      </p>
      <div className="divider">
        <span>or</span>
      </div>
      <GoogleButton google={google} disabled={busy} />
    </div>
  );
}
