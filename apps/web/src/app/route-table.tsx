import type { Role } from '@reride/shared';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { MainLayout } from '../components/layouts/main-layout';
import { PageSpinner } from '../components/ui/spinner';
import { AccountNav } from '../features/auth/components/account-nav';
import type { RouteHandle } from '../lib/page-head';
import { paths } from '../lib/paths';
import { NavbarNotifications } from './notifications';
import { preloadListedPageFiles } from './page-files';
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

/**
 * The page modules, each loaded on demand. Home stays in the app's chunk because most visits
 * start there; the error page is part of every page.
 */
const pageModules = import.meta.glob<RouteModule>([
  './routes/**/*.tsx',
  '!./routes/home.tsx',
  '!./routes/route-error.tsx',
  '!./routes/**/*.test.tsx',
]);

/**
 * A page loaded on demand, by its file under this folder. Its route's id is the file as the
 * build's manifest names it (`src/app/routes/….tsx`), so the web server can tell the browser
 * which files the page needs (src/server/route-files.ts).
 */
function lazyPage(file: string): Pick<RouteObject, 'id' | 'lazy'> {
  const load = pageModules[file];
  if (!load) throw new Error(`No page module ${file}`);
  return {
    id: `src/app/${file.slice('./'.length)}`,
    lazy: async () => {
      preloadListedPageFiles();
      const { default: Component, loader, handle } = await load();
      return { Component, ...(loader && { loader }), ...(handle && { handle }) };
    },
  };
}

const dashboardShell = () => {
  preloadListedPageFiles();
  return import('./dashboard-shell');
};

/** The pathless route of the dashboard pages that `allow` may see. */
function roleGuard(allow: Role): RouteObject['lazy'] {
  return async () => ({ element: (await dashboardShell()).roleGuard(allow) });
}

const dash = paths.dashboard;

/** A dashboard page: its pattern relative to the dashboard's (patterns come from `paths`). */
function dashPage(page: { path: string }, file: string): RouteObject {
  return { path: page.path.slice(dash.root.path.length + 1), ...lazyPage(file) };
}

/** The site's own reading pages, each its own small chunk. */
const sitePages: RouteObject[] = [
  { path: paths.about.path, ...lazyPage('./routes/site/about.tsx') },
  { path: paths.contact.path, ...lazyPage('./routes/site/contact.tsx') },
  { path: paths.help.path, ...lazyPage('./routes/site/help.tsx') },
  { path: paths.terms.path, ...lazyPage('./routes/site/terms.tsx') },
  { path: paths.privacy.path, ...lazyPage('./routes/site/privacy.tsx') },
  { path: paths.cookies.path, ...lazyPage('./routes/site/cookies.tsx') },
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
              { path: paths.blogs.path, ...lazyPage('./routes/blogs.tsx') },
              ...sitePages,
              { path: paths.login.path, ...lazyPage('./routes/login.tsx') },
              {
                path: paths.unsubscribe.path,
                ...lazyPage('./routes/unsubscribe.tsx'),
              },
              { path: paths.signup.path, ...lazyPage('./routes/signup.tsx') },
              { path: paths.sell.path, ...lazyPage('./routes/sell.tsx') },
              {
                path: paths.forgotPassword.path,
                ...lazyPage('./routes/forgot-password.tsx'),
              },
              {
                path: paths.resetPassword.path,
                ...lazyPage('./routes/reset-password.tsx'),
              },
              { path: paths.category.path, ...lazyPage('./routes/category.tsx') },
              { path: paths.bike.path, ...lazyPage('./routes/bike.tsx') },
              {
                path: paths.profile.path,
                ...lazyPage('./routes/user-profile.tsx'),
              },
              { path: paths.search.path, ...lazyPage('./routes/search.tsx') },
              { path: paths.quote.path, ...lazyPage('./routes/quote.tsx') },
              { path: '*', ...lazyPage('./routes/not-found.tsx') },
            ],
          },
        ],
      },
      {
        path: dash.root.path,
        // The dashboard's layout and guards load with its first page (dashboard-shell.tsx); the
        // id names that file, as a page's does.
        id: 'src/app/dashboard-shell.tsx',
        lazy: async () => ({ Component: (await dashboardShell()).DashboardShell }),
        children: [
          {
            // Every dashboard page needs a signed-in user; each role's pages add their guard.
            lazy: async () => ({ Component: (await dashboardShell()).RequireAuth }),
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, ...lazyPage('./routes/dashboard/index.tsx') },
              // An order's page is its buyer's, its seller's and the administrators' (the API
              // answers 404 to anyone else).
              dashPage(dash.order, './routes/dashboard/order.tsx'),
              // Buyers' and sellers' conversations (the API answers an empty Inbox to others and
              // 404 for a conversation that is not the caller's).
              dashPage(dash.inbox, './routes/dashboard/inbox.tsx'),
              dashPage(dash.conversation, './routes/dashboard/conversation.tsx'),
              dashPage(dash.notifications, './routes/dashboard/notifications.tsx'),
              dashPage(dash.settings, './routes/dashboard/settings.tsx'),
              dashPage(dash.account, './routes/dashboard/account.tsx'),
              dashPage(dash.reportStolen, './routes/dashboard/report-stolen.tsx'),
              dashPage(dash.savedSearches, './routes/dashboard/saved-searches.tsx'),
              {
                lazy: roleGuard('Buyer'),
                children: [
                  dashPage(dash.orders, './routes/dashboard/orders.tsx'),
                  dashPage(dash.payment, './routes/dashboard/payment.tsx'),
                  dashPage(dash.wishlist, './routes/dashboard/wishlist.tsx'),
                ],
              },
              {
                lazy: roleGuard('Admin'),
                children: [
                  dashPage(dash.sellers, './routes/dashboard/sellers.tsx'),
                  dashPage(dash.buyers, './routes/dashboard/buyers.tsx'),
                  dashPage(dash.reported, './routes/dashboard/reported.tsx'),
                  dashPage(dash.reportedMessages, './routes/dashboard/reported-messages.tsx'),
                  dashPage(dash.contactMessages, './routes/dashboard/contact-messages.tsx'),
                  dashPage(dash.disputes, './routes/dashboard/disputes.tsx'),
                  dashPage(dash.allOrders, './routes/dashboard/all-orders.tsx'),
                  dashPage(dash.auditLog, './routes/dashboard/audit-log.tsx'),
                  dashPage(dash.admin, './routes/dashboard/admin.tsx'),
                  dashPage(dash.moderationQueue, './routes/dashboard/moderation-queue.tsx'),
                  dashPage(dash.reportedReviews, './routes/dashboard/reported-reviews.tsx'),
                  dashPage(dash.theftReports, './routes/dashboard/theft-reports.tsx'),
                ],
              },
              {
                lazy: roleGuard('Seller'),
                children: [
                  dashPage(dash.addProduct, './routes/dashboard/add-product.tsx'),
                  dashPage(dash.myProducts, './routes/dashboard/my-products.tsx'),
                  dashPage(dash.editProduct, './routes/dashboard/edit-product.tsx'),
                  dashPage(dash.sellerOrders, './routes/dashboard/seller-orders.tsx'),
                  dashPage(dash.earnings, './routes/dashboard/earnings.tsx'),
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
