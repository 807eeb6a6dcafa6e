// First: zod must start jitless, before any module that loads it (see the file).
import './lib/zod-jitless';
import { StrictMode } from 'react';
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
if (serverState) hydrateRoot(container, app);
else createRoot(container).render(app);
