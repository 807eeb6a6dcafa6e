import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setApiBaseUrl } from '../lib/api-client';
import { tileImageSource } from '../features/maps/lib/map-settings';
import { buildSecurityHeaders } from '../lib/csp';
import { env } from '../lib/env';
import { renderPage } from './render-page';
import { loadWebServerSettings } from './settings';
import { createWebServer } from './web-server';

/**
 * `node dist/server/main.js`: the web in production. Its run-time settings (PORT, HOST,
 * API_INTERNAL_URL, PUBLIC_WEB_URL, MAP_TILE_URL, MAP_TILE_ATTRIBUTION) are checked by settings.ts; the build fixed the VITE_* ones.
 */
const here = dirname(fileURLToPath(import.meta.url));
const settings = loadWebServerSettings();
if (settings.apiInternalUrl) setApiBaseUrl(settings.apiInternalUrl);

const app = createWebServer({
  clientDir: join(here, '..', 'client'),
  render: renderPage,
  securityHeaders: buildSecurityHeaders(env, {
    mapTileSource: settings.mapTiles && tileImageSource(settings.mapTiles.url),
  }),
  apiOrigin: new URL(env.apiUrl).origin,
  publicUrl: settings.publicUrl ?? undefined,
  mapTiles: settings.mapTiles,
});

const server = app.listen(settings.port, settings.host, () => {
  console.log(`ReRide web listening on http://${settings.host}:${settings.port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
