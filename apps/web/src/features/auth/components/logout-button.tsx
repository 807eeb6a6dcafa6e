import { Button, type ButtonProps } from '../../../components/ui/button';
import { useLogout } from '../hooks/use-logout';

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
