// First: zod must start jitless, before any module that loads it (see the file).
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, prepareHydration } from './app/router';
import { queryClient } from './lib/query-client';
import { hydrateQueries, readServerState } from './lib/server-state';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// Pages come drawn by the web server (src/server/); `vite dev` serves the bare shell instead.
const serverState = readServerState();
if (serverState) {
  hydrateQueries(queryClient, serverState.queries);
  await prepareHydration(serverState.router);
}

const app = (
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>
);
if (serverState) {
  // The server's HTML is painted before hydration starts, and hydration runs as a transition:
  // React then works in slices a phone can interrupt instead of one long task.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else createRoot(container).render(app);
