import { createBrowserRouter } from 'react-router-dom';
import { configureApiClient } from '../lib/api-client';
import { paths } from '../lib/paths';
import { routes } from './route-table';

/** The browser's router, wired to the API client. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // A 401 the API client could not fix sends the user to /login, remembering where they were.
  configureApiClient({
    onUnauthenticated: () => {
      const from = router.state.location;
      if (from.pathname === paths.login.path) return;
      void router.navigate(paths.login.getHref(), { state: { from } });
    },
  });
  return router;
}
