import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer, loadEnv, type ViteDevServer } from 'vite';
import { tileImageSource, type MapTiles } from '../features/maps/lib/map-settings';
import { buildSecurityHeaders } from '../lib/csp';
import { parseEnv } from '../lib/env-schema';
import type * as RenderPageModule from './render-page';
import type * as WebServerModule from './web-server';

/** apps/web: Vite's root, where index.html and vite.config.ts are. */
const WEB_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface DevServerOptions {
  port: number;
  host: string;
  publicUrl?: string | undefined;
  /** MAP_TILE_URL and its attribution, as production serves them (settings.ts). */
  mapTiles?: MapTiles | null;
  logError?: (message: string, error: unknown) => void;
  /** Vite's dependency cache; a test keeps its own, so that it never disturbs a running `pnpm dev`. */
  cacheDir?: string;
}

/** Vite in place of the client build: its middlewares, its index.html, its stack traces. */
function devClient(vite: ViteDevServer): WebServerModule.DevClient {
  return {
    middlewares: vite.middlewares,
    html: async (url) => {
      const html = await readFile(join(WEB_ROOT, 'index.html'), 'utf8');
      return vite.transformIndexHtml(url, html);
    },
    fixStacktrace: (error) => vite.ssrFixStacktrace(error),
  };
}

/**
 * `pnpm dev`'s web server: the production server (web-server.ts) with Vite in middleware mode
 * in place of the client build, as Vite's server-rendering guide does. Pages are rendered on the
 * server from the current source on every request, and the browser hot-reloads over the same
 * port. The modules that read the build's settings (`__RERIDE_ENV__`) load through Vite.
 */
export async function startDevServer(options: DevServerOptions) {
  const httpServer = createHttpServer();
  const vite = await createViteServer({
    root: WEB_ROOT,
    ...(options.cacheDir && { cacheDir: options.cacheDir }),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'custom',
  });
  const env = parseEnv(loadEnv('development', WEB_ROOT, 'VITE_'));
  const { createWebServer } = (await vite.ssrLoadModule(
    '/src/server/web-server.ts',
  )) as typeof WebServerModule;
  const app = createWebServer({
    dev: devClient(vite),
    // Loaded on each request: Vite hands back the module as the source now is.
    render: async (request) => {
      const module = await vite.ssrLoadModule('/src/server/render-page.tsx');
      return (module as typeof RenderPageModule).renderPage(request);
    },
    securityHeaders: buildSecurityHeaders(env, {
      dev: { port: options.port },
      mapTileSource: options.mapTiles ? tileImageSource(options.mapTiles.url) : undefined,
    }),
    apiOrigin: new URL(env.apiUrl).origin,
    publicUrl: options.publicUrl,
    mapTiles: options.mapTiles ?? null,
    logError: options.logError,
  });
  httpServer.on('request', app);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, options.host, resolve);
  });
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    async close() {
      await vite.close();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
