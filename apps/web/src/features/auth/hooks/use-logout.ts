import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useAuth } from '../components/auth-context';

/** Log Out everywhere in the app: sign out, clear the access token, go to /login. */
export function useLogout() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    try {
      await signOut();
    } catch (error) {
      // The local token is gone either way; a Firebase hiccup must not trap the user.
      console.error('Sign-out failed', error);
    } finally {
      setPending(false);
      await navigate(paths.login.getHref());
    }
  }, [signOut, navigate]);

  return { logout, pending };
}
