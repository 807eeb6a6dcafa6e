import { paths } from '../../../lib/paths';
import { useRoles, type Roles } from '../api/get-roles';

export interface DashboardLink {
  label: string;
  href: string;
}

export function dashboardLinksFor(roles: Roles): DashboardLink[] {
  const links: DashboardLink[] = [];
  if (roles.isBuyer) {
    links.push(
      { label: 'My Orders', href: paths.dashboard.orders.getHref() },
      { label: 'My Wishlist', href: paths.dashboard.wishlist.getHref() },
    );
  }
  if (roles.isSeller) {
    links.push(
      { label: 'Add a product', href: paths.dashboard.addProduct.getHref() },
      { label: 'My Products', href: paths.dashboard.myProducts.getHref() },
    );
  }
  if (roles.isAdmin) {
    links.push(
      { label: 'All Sellers', href: paths.dashboard.sellers.getHref() },
      { label: 'All Buyers', href: paths.dashboard.buyers.getHref() },
      { label: 'Reported Items', href: paths.dashboard.reported.getHref() },
    );
  }
  return links;
}

/** The role's dashboard links; empty and `isLoading` while roles are unknown (docs/domain.md#states). */
export function useDashboardLinks() {
  const { roles, isLoading, error } = useRoles();
  return { links: roles ? dashboardLinksFor(roles) : [], isLoading, error };
}
