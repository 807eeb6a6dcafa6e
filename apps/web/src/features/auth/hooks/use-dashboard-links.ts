import {
  type Role,
  accountMessages,
  backofficeMessages,
  emailMessages,
  metricsMessages,
  moderationMessages,
  reviewMessages,
  savedSearchMessages,
  theftMessages,
} from '@reride/shared';
import { paths } from '../../../lib/paths';
import { useRoles, type Roles } from '../api/get-roles';

export interface DashboardLink {
  label: string;
  href: string;
}

const dash = paths.dashboard;

/** Each role's dashboard pages, in menu order (the dashboard's overview lists them too). */
export const ROLE_LINKS: Record<Role, readonly DashboardLink[]> = {
  Buyer: [
    { label: 'My Orders', href: dash.orders.getHref() },
    { label: 'My Wishlist', href: dash.wishlist.getHref() },
    { label: 'Inbox', href: dash.inbox.getHref() },
  ],
  Seller: [
    { label: 'Add a product', href: dash.addProduct.getHref() },
    { label: 'My Products', href: dash.myProducts.getHref() },
    { label: 'Orders', href: dash.sellerOrders.getHref() },
    { label: 'My Earnings', href: dash.earnings.getHref() },
    { label: 'Inbox', href: dash.inbox.getHref() },
  ],
  Admin: [
    { label: metricsMessages.metrics.navLabel, href: dash.admin.getHref() },
    { label: moderationMessages.queue.title, href: dash.moderationQueue.getHref() },
    { label: 'All Sellers', href: dash.sellers.getHref() },
    { label: 'All Buyers', href: dash.buyers.getHref() },
    { label: 'Reported Items', href: dash.reported.getHref() },
    { label: 'Reported Messages', href: dash.reportedMessages.getHref() },
    { label: reviewMessages.reviews.moderationTitle, href: dash.reportedReviews.getHref() },
    { label: 'Contact Messages', href: dash.contactMessages.getHref() },
    { label: 'Disputes', href: dash.disputes.getHref() },
    { label: 'All orders', href: dash.allOrders.getHref() },
    { label: backofficeMessages.audit.title, href: dash.auditLog.getHref() },
    { label: theftMessages.admin.title, href: dash.theftReports.getHref() },
  ],
};

/** Pages of every signed-in user, after the role's. */
const ACCOUNT_LINKS: readonly DashboardLink[] = [
  { label: savedSearchMessages.navLabel, href: dash.savedSearches.getHref() },
  { label: accountMessages.settings.title, href: dash.account.getHref() },
  { label: emailMessages.email.settingsTitle, href: dash.settings.getHref() },
  { label: theftMessages.reportForm.title, href: dash.reportStolen.getHref() },
];

/** Each held role's links, the highest role's first; a page two roles share (Inbox) once. */
export function dashboardLinksFor(roles: Roles): readonly DashboardLink[] {
  const held = (['Admin', 'Seller', 'Buyer'] as const).filter((r) => roles.user.roles.includes(r));
  const links = [...held.flatMap((role) => ROLE_LINKS[role]), ...ACCOUNT_LINKS];
  return links.filter((link, i) => links.findIndex((l) => l.href === link.href) === i);
}

/** The role's dashboard links; empty and `isLoading` while roles are unknown (docs/domain.md#states). */
export function useDashboardLinks() {
  const { roles, isLoading, error } = useRoles();
  return { links: roles ? dashboardLinksFor(roles) : [], isLoading, error };
}
