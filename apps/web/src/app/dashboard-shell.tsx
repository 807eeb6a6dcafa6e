import type { Role } from '@reride/shared';
import { DashboardLayout } from '../components/layouts/dashboard-layout';
import { AccountNav } from '../features/auth/components/account-nav';
import { DashboardNav } from '../features/auth/components/dashboard-nav';
import { RequireAuth, RequireRole } from '../features/auth/components/require-role';
import { InboxUnreadCount } from '../features/conversations/components/inbox-unread-count';
import { SanctionNotice } from '../features/users/components/sanction-notice';
import { paths } from '../lib/paths';
import { NavbarNotifications } from './notifications';

// The dashboard's frame and guards, loaded by the router with the first dashboard page (see
// route-table.tsx): the public pages, where most visits start, do not carry them.

export function DashboardShell() {
  return (
    <DashboardLayout
      account={<AccountNav />}
      notifications={<NavbarNotifications />}
      notice={<SanctionNotice />}
      sidebar={
        <DashboardNav badges={{ [paths.dashboard.inbox.getHref()]: <InboxUnreadCount /> }} />
      }
    />
  );
}

export { RequireAuth };

export function roleGuard(allow: Role) {
  return <RequireRole allow={allow} />;
}
