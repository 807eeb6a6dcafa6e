import { bikeRoutes } from './bikes';
import { categoryRoutes } from './categories';
import { conversationRoutes } from './conversations';
import { earningsRoutes } from './earnings';
import { notificationRoutes } from './notifications';
import { offerRoutes } from './offers';
import { opsRoutes } from './ops';
import { orderRoutes } from './orders';
import { reportRoutes } from './reports';
import { userRoutes } from './users';
import { wishlistRoutes } from './wishlist';
import { reviewRoutes } from './reviews';
import { marketRoutes } from './market';
import { siteRoutes } from './site';
import { backofficeRoutes } from './backoffice';
import { theftRoutes } from './theft';
import { savedSearchRoutes } from './saved-searches';

export type { Access, HttpMethod, Route } from './route';

/**
 * Method, path, access and the other plain facts of every endpoint, by contract name. The
 * contract (../contract) is built from these entries, so the two cannot disagree.
 */
export const routes = {
  ...opsRoutes,
  ...categoryRoutes,
  ...userRoutes,
  ...bikeRoutes,
  ...reportRoutes,
  ...wishlistRoutes,
  ...orderRoutes,
  ...conversationRoutes,
  ...offerRoutes,
  ...notificationRoutes,
  ...earningsRoutes,
  ...marketRoutes,
  ...siteRoutes,
  ...backofficeRoutes,
  ...reviewRoutes,
  ...theftRoutes,
  ...savedSearchRoutes,
};

export type Routes = typeof routes;
export type RouteName = keyof Routes;

/** Fills `:name` parameters of a contract path. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
