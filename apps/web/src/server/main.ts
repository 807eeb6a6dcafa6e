import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setApiBaseUrl } from '../lib/api-client';
import { buildSecurityHeaders } from '../lib/csp';
import { env } from '../lib/env';
import { renderPage } from './render-page';
import { createWebServer } from './web-server';

/**
 * `node dist/server/main.js`: the web in production. Runtime settings (the build fixed the
 * VITE_* ones):
 * - PORT (4173) and HOST (0.0.0.0);
 * - API_INTERNAL_URL: how this server reaches the API (default: the browser's VITE_API_URL);
 * - PUBLIC_WEB_URL: the site's public origin for canonical URLs (default: the request's Host;
 *   set it in production, where a forged Host must not reach a cached page).
 */
const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '0.0.0.0';
if (process.env.API_INTERNAL_URL) setApiBaseUrl(process.env.API_INTERNAL_URL);

const app = createWebServer({
  clientDir: join(here, '..', 'client'),
  render: renderPage,
  securityHeaders: buildSecurityHeaders(env),
  apiOrigin: new URL(env.apiUrl).origin,
  publicUrl: process.env.PUBLIC_WEB_URL || undefined,
});

const server = app.listen(port, host, () => {
  console.log(`ReRide web listening on http://${host}:${port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
