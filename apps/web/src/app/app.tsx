import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';

/** The server renders the same tree around its static router (src/server/render-page.tsx). */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
