import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * Renders routes inside the real providers (query client, auth, toaster) and a memory router.
 * Firebase is whatever the test's mock of `lib/firebase` hands out.
 */
export function renderRoutes(
  routes: RouteObject[],
  { initialEntries = ['/'], queryClient = createTestQueryClient() } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

/** What the web server hands a route's loader: the page's own query client. */
export interface ServedContext {
  queryClient: QueryClient;
}

/**
 * Renders routes as the web server serves them: their loaders get the page's query client in
 * `context`, so what a loader prefetched arrives drawn, as on a server-rendered page.
 */
export function renderServedRoutes(
  routes: (context: ServedContext) => RouteObject[],
  entry: string,
) {
  const queryClient = createQueryClient({ server: true });
  return renderRoutes(routes({ queryClient }), { initialEntries: [entry], queryClient });
}
