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

/** Paths relative to their parent: the router patterns come from `paths`. */
const relative = (path: string, parent: string) => path.slice(parent.length + 1);
const dash = paths.dashboard;

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
              { path: paths.signup.path, lazy: lazyRoute(() => import('./routes/signup')) },
              { path: paths.category.path, lazy: lazyRoute(() => import('./routes/category')) },
              { path: paths.bike.path, lazy: lazyRoute(() => import('./routes/bike')) },
              { path: paths.search.path, lazy: lazyRoute(() => import('./routes/search')) },
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
              {
                path: relative(dash.order.path, dash.root.path),
                lazy: lazyRoute(() => import('./routes/dashboard/order')),
              },
              // Buyers' and sellers' conversations (the API answers an empty Inbox to others and
              // 404 for a conversation that is not the caller's).
              {
                path: relative(dash.inbox.path, dash.root.path),
                lazy: lazyRoute(() => import('./routes/dashboard/inbox')),
              },
              {
                path: relative(dash.conversation.path, dash.root.path),
                lazy: lazyRoute(() => import('./routes/dashboard/conversation')),
              },
              {
                path: relative(dash.notifications.path, dash.root.path),
                lazy: lazyRoute(() => import('./routes/dashboard/notifications')),
              },
              {
                path: relative(dash.settings.path, dash.root.path),
                lazy: lazyRoute(() => import('./routes/dashboard/settings')),
              },
              {
                lazy: roleGuard('Buyer'),
                children: [
                  {
                    path: relative(dash.orders.path, dash.root.path),
                    lazy: lazyRoute(() => import('./routes/dashboard/orders')),
                  },
                  {
                    path: relative(dash.payment.path, dash.root.path),
                    lazy: lazyRoute(() => import('./routes/dashboard/payment')),
                  },
                  {
                    path: relative(dash.wishlist.path, dash.root.path),
                    lazy: lazyRoute(() => import('./routes/dashboard/wishlist')),
                  },
                ],
              },
              {
                lazy: roleGuard('Admin'),
                children: [
                  {
                    path: relative(dash.sellers.path, dash.root.path),
                    lazy: lazyRoute(() => import('./routes/dashboard/sellers')),
                  },
                  {
                    path: relative(dash.buyers.path, dash.root.path),
                    lazy: lazyRoute(() => import('./routes/dashboard/buyers')),
                  },
                  {
                    path: relative(dash.reported.path, dash.root.path),
                    lazy: lazyRoute(() => import('./routes/dashboard/reported')),
                  },
                  {
                    path: relative(dash.reportedMessages.path, dash.root.path),
                    lazy: lazyRoute(() => import('./routes/dashboard/reported-messages')),
                  },
                  {
                    path: relative(dash.disputes.path, dash.root.path),
                    lazy: lazyRoute(() => import('./routes/dashboard/disputes')),
                  },
                  {
                    path: relative(dash.allOrders.path, dash.root.path),
                    lazy: lazyRoute(() => import('./routes/dashboard/all-orders')),
                  },
                ],
              },
              {
                lazy: roleGuard('Seller'),
                children: [
                  {
                    path: relative(dash.addProduct.path, dash.root.path),
                    lazy: lazyRoute(() => import('./routes/dashboard/add-product')),
                  },
                  {
                    path: relative(dash.myProducts.path, dash.root.path),
                    lazy: lazyRoute(() => import('./routes/dashboard/my-products')),
                  },
                  {
                    path: relative(dash.sellerOrders.path, dash.root.path),
                    lazy: lazyRoute(() => import('./routes/dashboard/seller-orders')),
                  },
                  {
                    path: relative(dash.earnings.path, dash.root.path),
                    lazy: lazyRoute(() => import('./routes/dashboard/earnings')),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
