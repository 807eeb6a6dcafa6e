import { useContext } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { useLogout } from '../hooks/use-logout';
import { AuthContext } from './auth-context';

/** Signs out, clears the stored access token and goes to /login. */
export function LogoutButton({
  variant = 'outline',
  size = 'sm',
  label = 'Log Out',
}: Pick<ButtonProps, 'variant' | 'size'> & { label?: string }) {
  const { logout, pending } = useLogout();
  return (
    <Button variant={variant} size={size} loading={pending} onClick={() => void logout()}>
      {label}
    </Button>
  );
}

/**
 * The error pages' Log out, for someone signed in only: a visitor has nothing to log out of.
 * Reads the context without requiring it, as a route error may render outside the providers.
 */
export function LogoutIfSignedIn(props: Parameters<typeof LogoutButton>[0]) {
  const user = useContext(AuthContext)?.user;
  return user ? <LogoutButton {...props} /> : null;
}
