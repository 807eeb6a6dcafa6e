import type { Role } from '@reride/shared';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { hasRole, useRoles } from '../api/get-roles';
import { useAuth } from './auth-context';
import { NoAccess } from './no-access';

interface GuardProps {
  /** Rendered when allowed; a route element guard renders its child routes instead. */
  children?: ReactNode;
}

function ToLogin() {
  const location = useLocation();
  return <Navigate to={paths.login.getHref()} replace state={{ from: location }} />;
}

/** Any signed-in user; visitors go to /login and come back afterwards. */
export function RequireAuth({ children }: GuardProps) {
  const { status, user } = useAuth();
  if (status === 'loading') return <PageSpinner label="Checking your session" />;
  if (!user) return <ToLogin />;
  return children ?? <Outlet />;
}

/**
 * Only users holding the `allow` role (docs/domain.md#screens guards; the prop is not called `role`, which
 * jsx-a11y reads as an ARIA role): a spinner while the session or roles load, visitors go to
 * /login with `state.from`, and a signed-in user of another role sees the no-access page.
 */
export function RequireRole({ allow, children }: GuardProps & { allow: Role }) {
  const { status, user } = useAuth();
  const { roles, isLoading, error } = useRoles();
  if (status === 'loading' || (user && isLoading)) {
    return <PageSpinner label="Checking your access" />;
  }
  // An unreachable API is not a reason to log someone out: the route error page says so.
  // (A 401 has already sent the user to /login through the API client.)
  if (error && !(error instanceof ApiError && error.status === 401)) throw error;
  if (!user || !roles) return <ToLogin />;
  if (!hasRole(roles, allow)) return <NoAccess page={allow} held={roles.user.userType} />;
  return children ?? <Outlet />;
}
