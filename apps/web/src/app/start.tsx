import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './client-router';
import { prepareHydration } from './hydration';
import { readAccessToken } from '../lib/access-token';
import { getFirebaseAuth } from '../lib/firebase';
import { readServerState } from '../lib/server-state';

/**
 * A server-drawn page hydrates from the state the server sent, once the matched routes' code is
 * in place (prepareHydration); the bare shell (rendering failed on the server) renders from scratch. Not top-level
 * await: with it, Rollup split every module shared with a lazy route into a chunk of its own.
 */
async function start(container: HTMLElement) {
  // Pages come drawn by the web server (src/server/), in development too.
  const serverState = readServerState();
  // Someone signed in: Firebase starts loading now, beside hydration, so the page knows them
  // (and their Book or Save) sooner. A visitor loads it only when signing in (AuthProvider).
  if (readAccessToken()) void getFirebaseAuth();
  if (serverState) await prepareHydration(serverState);

  const app = (
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>
  );
  if (serverState) {
    // Hydration runs as a transition: React then works in slices a phone can interrupt instead
    // of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}

/** Loaded by main.tsx: everything the app needs to hydrate or render. */
export function startApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  void start(container);
}
