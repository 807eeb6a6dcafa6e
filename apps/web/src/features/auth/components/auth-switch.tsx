import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import type { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { GoogleButton } from './google-button';

const SWITCH = {
  signup: { prompt: 'New to ReRide?', to: paths.signup.getHref(), text: 'Create an account' },
  login: { prompt: 'Already have an account?', to: paths.login.getHref(), text: 'Log in' },
};

interface AuthSwitchProps {
  /** The other form. */
  to: keyof typeof SWITCH;
  google: ReturnType<typeof useGoogleSignIn>;
  disabled: boolean;
}

/**
 * Below the login and sign-up forms: the way to the other form (keeping where the visitor was
 * going) and, after "or", Google sign-in.
 */
export function AuthSwitch({ to, google, disabled }: AuthSwitchProps) {
  const location = useLocation();
  const other = SWITCH[to];
  return (
    <>
      <p className="auth-card__switch">
        {other.prompt}{' '}
        <Link to={other.to} state={location.state as unknown}>
          {other.text}
        </Link>
      </p>
      <div className="divider">
        <span>or</span>
      </div>
      <GoogleButton google={google} disabled={disabled} />
    </>
  );
}
