import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useRoles } from '../api/get-roles';
import { useAuth } from './auth-context';
import { NoAccess } from './no-access';

/**
 * "Sell your bike" (/sell), honouring who follows it: a visitor signs up with Seller chosen, a
 * seller goes straight to Add a product, and anyone else signed in is told the page is for
 * sellers (docs/domain.md#screens) instead of meeting the sign-up form while signed in.
 */
export function SellEntry() {
  const { status, user } = useAuth();
  const { roles, isLoading } = useRoles();
  if (status === 'loading' || (user && isLoading))
    return <PageSpinner label="Checking your session" />;
  if (!user || !roles) return <Navigate to={paths.signup.getHref('Seller')} replace />;
  if (roles.isSeller) return <Navigate to={paths.dashboard.addProduct.getHref()} replace />;
  return <NoAccess page="Seller" held={roles.user.userType} />;
}
