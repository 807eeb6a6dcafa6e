import type { Role } from '@reride/shared';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { MainLayout } from '../components/layouts/main-layout';
import { PageSpinner } from '../components/ui/spinner';
import { AccountNav } from '../features/auth/components/account-nav';
import type { RouteHandle } from '../lib/page-head';
import { paths } from '../lib/paths';
import { NavbarNotifications } from './notifications';
import { Root } from './root';
import HomeRoute, { handle as homeHandle, loader as homeLoader } from './routes/home';
import { RouteErrorPage } from './routes/route-error';

// Every page, for both sides: the server's static handler (src/server/render-page.tsx) and the
// browser's router (client-router.ts) read this one table.

interface RouteModule {
  default: ComponentType;
  loader?: LoaderFunction;
  handle?: RouteHandle;
}

/** Route modules load on demand; Home stays in the entry chunk because most visits start there. */
function lazyRoute(load: () => Promise<RouteModule>): RouteObject['lazy'] {
  return async () => {
    const { default: Component, loader, handle } = await load();
    return { Component, ...(loader && { loader }), ...(handle && { handle }) };
  };
}

const dashboardShell = () => import('./dashboard-shell');

/** The pathless route of the dashboard pages that `allow` may see. */
function roleGuard(allow: Role): RouteObject['lazy'] {
  return async () => ({ element: (await dashboardShell()).roleGuard(allow) });
}

const dash = paths.dashboard;

/** A dashboard page: its pattern relative to the dashboard's (patterns come from `paths`). */
function dashPage(page: { path: string }, load: () => Promise<RouteModule>): RouteObject {
  return { path: page.path.slice(dash.root.path.length + 1), lazy: lazyRoute(load) };
}

/** The site's own reading pages, each its own small chunk. */
const sitePages: RouteObject[] = [
  { path: paths.about.path, lazy: lazyRoute(() => import('./routes/site/about')) },
  { path: paths.contact.path, lazy: lazyRoute(() => import('./routes/site/contact')) },
  { path: paths.help.path, lazy: lazyRoute(() => import('./routes/site/help')) },
  { path: paths.terms.path, lazy: lazyRoute(() => import('./routes/site/terms')) },
  { path: paths.privacy.path, lazy: lazyRoute(() => import('./routes/site/privacy')) },
  { path: paths.cookies.path, lazy: lazyRoute(() => import('./routes/site/cookies')) },
];

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: <Root />,
    errorElement: <RouteErrorPage standalone />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        element: <MainLayout account={<AccountNav />} notifications={<NavbarNotifications />} />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <HomeRoute />, loader: homeLoader, handle: homeHandle },
              { path: paths.blogs.path, lazy: lazyRoute(() => import('./routes/blogs')) },
              ...sitePages,
              { path: paths.login.path, lazy: lazyRoute(() => import('./routes/login')) },
              {
                path: paths.unsubscribe.path,
                lazy: lazyRoute(() => import('./routes/unsubscribe')),
              },
              { path: paths.signup.path, lazy: lazyRoute(() => import('./routes/signup')) },
              { path: paths.sell.path, lazy: lazyRoute(() => import('./routes/sell')) },
              {
                path: paths.forgotPassword.path,
                lazy: lazyRoute(() => import('./routes/forgot-password')),
              },
              {
                path: paths.resetPassword.path,
                lazy: lazyRoute(() => import('./routes/reset-password')),
              },
              { path: paths.category.path, lazy: lazyRoute(() => import('./routes/category')) },
              { path: paths.bike.path, lazy: lazyRoute(() => import('./routes/bike')) },
              {
                path: paths.profile.path,
                lazy: lazyRoute(() => import('./routes/user-profile')),
              },
              { path: paths.search.path, lazy: lazyRoute(() => import('./routes/search')) },
              { path: paths.quote.path, lazy: lazyRoute(() => import('./routes/quote')) },
              { path: '*', lazy: lazyRoute(() => import('./routes/not-found')) },
            ],
          },
        ],
      },
      {
        path: dash.root.path,
        // The dashboard's layout and guards load with its first page (dashboard-shell.tsx).
        lazy: async () => ({ Component: (await dashboardShell()).DashboardShell }),
        children: [
          {
            // Every dashboard page needs a signed-in user; each role's pages add their guard.
            lazy: async () => ({ Component: (await dashboardShell()).RequireAuth }),
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, lazy: lazyRoute(() => import('./routes/dashboard/index')) },
              // An order's page is its buyer's, its seller's and the administrators' (the API
              // answers 404 to anyone else).
              dashPage(dash.order, () => import('./routes/dashboard/order')),
              // Buyers' and sellers' conversations (the API answers an empty Inbox to others and
              // 404 for a conversation that is not the caller's).
              dashPage(dash.inbox, () => import('./routes/dashboard/inbox')),
              dashPage(dash.conversation, () => import('./routes/dashboard/conversation')),
              dashPage(dash.notifications, () => import('./routes/dashboard/notifications')),
              dashPage(dash.settings, () => import('./routes/dashboard/settings')),
              dashPage(dash.account, () => import('./routes/dashboard/account')),
              dashPage(dash.reportStolen, () => import('./routes/dashboard/report-stolen')),
              dashPage(dash.savedSearches, () => import('./routes/dashboard/saved-searches')),
              {
                lazy: roleGuard('Buyer'),
                children: [
                  dashPage(dash.orders, () => import('./routes/dashboard/orders')),
                  dashPage(dash.payment, () => import('./routes/dashboard/payment')),
                  dashPage(dash.wishlist, () => import('./routes/dashboard/wishlist')),
                ],
              },
              {
                lazy: roleGuard('Admin'),
                children: [
                  dashPage(dash.sellers, () => import('./routes/dashboard/sellers')),
                  dashPage(dash.buyers, () => import('./routes/dashboard/buyers')),
                  dashPage(dash.reported, () => import('./routes/dashboard/reported')),
                  dashPage(
                    dash.reportedMessages,
                    () => import('./routes/dashboard/reported-messages'),
                  ),
                  dashPage(
                    dash.contactMessages,
                    () => import('./routes/dashboard/contact-messages'),
                  ),
                  dashPage(dash.disputes, () => import('./routes/dashboard/disputes')),
                  dashPage(dash.allOrders, () => import('./routes/dashboard/all-orders')),
                  dashPage(dash.auditLog, () => import('./routes/dashboard/audit-log')),
                  dashPage(dash.admin, () => import('./routes/dashboard/admin')),
                  dashPage(
                    dash.moderationQueue,
                    () => import('./routes/dashboard/moderation-queue'),
                  ),
                  dashPage(
                    dash.reportedReviews,
                    () => import('./routes/dashboard/reported-reviews'),
                  ),
                  dashPage(dash.theftReports, () => import('./routes/dashboard/theft-reports')),
                ],
              },
              {
                lazy: roleGuard('Seller'),
                children: [
                  dashPage(dash.addProduct, () => import('./routes/dashboard/add-product')),
                  dashPage(dash.myProducts, () => import('./routes/dashboard/my-products')),
                  dashPage(dash.editProduct, () => import('./routes/dashboard/edit-product')),
                  dashPage(dash.sellerOrders, () => import('./routes/dashboard/seller-orders')),
                  dashPage(dash.earnings, () => import('./routes/dashboard/earnings')),
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
