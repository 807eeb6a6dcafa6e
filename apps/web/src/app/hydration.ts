import { matchRoutes } from 'react-router-dom';
import { hydrateQueries, type ServerState } from '../lib/server-state';
import { queryClient } from '../lib/query-client';
import { routes } from './route-table';

declare global {
  interface Window {
    /** Read by createBrowserRouter (React Router's server-rendering handshake). */
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * Hydrating a server-rendered page: the query cache starts from the server's answers, and the
 * matched routes' code must be in place before the first render, or the router would show its
 * fallback instead of what the server drew.
 */
export async function prepareHydration(serverState: ServerState): Promise<void> {
  hydrateQueries(queryClient, serverState.queries);
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  window.__staticRouterHydrationData = serverState.router;
}
