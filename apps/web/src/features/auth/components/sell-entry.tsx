import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useRoles } from '../api/get-roles';
import { useAuth } from './auth-context';
import { BecomeSeller } from './become-seller';
import { NoAccess } from './no-access';

/**
 * "Sell your bike" (/sell), honouring who follows it: a visitor signs up with Seller chosen, a
 * seller goes straight to Add a product, a buyer may become a seller with the same account
 * (docs/domain.md#accounts), and an administrator is told the page is for sellers.
 */
export function SellEntry() {
  const { status, user } = useAuth();
  const { roles, isLoading } = useRoles();
  if (status === 'loading' || (user && isLoading))
    return <PageSpinner label="Checking your session" />;
  if (!user || !roles) return <Navigate to={paths.signup.getHref('Seller')} replace />;
  if (roles.isSeller) return <Navigate to={paths.dashboard.addProduct.getHref()} replace />;
  if (roles.isBuyer) {
    return (
      <div className="container page page--auth">
        <BecomeSeller heading="h1" />
      </div>
    );
  }
  return <NoAccess page="Seller" held={roles.user.userType} />;
}
