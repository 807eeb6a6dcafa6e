import compression from 'compression';
import express, {
  type Express,
  type Request as ExpressRequest,
  type RequestHandler,
  type Response as ExpressResponse,
} from 'express';
import { join } from 'node:path';
import type { MapTiles } from '../features/maps/lib/map-settings';
import { paths } from '../lib/paths';
import { pageHtml, parseTemplate, readBuiltTemplate, type Template } from './page-template';
import { sitemapRoutes } from './sitemap';
import type { RenderedPage } from './render-page';

/** What development serves instead of a client build: Vite in middleware mode (dev-server.ts). */
export interface DevClient {
  /** Vite's middlewares: the app's modules as the browser asks for them, HMR, public files. */
  middlewares: RequestHandler;
  /** index.html as Vite serves it for this URL (its HMR client and React Refresh preamble in). */
  html: (url: string) => Promise<string>;
  /** Maps a server-side error's stack back to the source files. */
  fixStacktrace: (error: Error) => void;
}

type Client =
  /** The client build: index.html and the hashed assets. */
  { clientDir: string; dev?: undefined } | { dev: DevClient; clientDir?: undefined };

export type WebServerOptions = Client & {
  render: (request: Request) => Promise<RenderedPage>;
  securityHeaders: Record<string, string>;
  /** The API's public origin: photos and the browser's calls go there. */
  apiOrigin?: string | undefined;
  /** The site's public origin for canonical URLs; without it, the request's Host. */
  publicUrl?: string | undefined;
  /** The maps' tile server (MAP_TILE_URL); none, the offline outline only. */
  mapTiles?: MapTiles | null | undefined;
  logError?: (message: string, error: unknown) => void;
};

/**
 * Public pages may sit in a shared cache (a CDN) for a minute and be served stale while it asks
 * again; a browser always asks again, so a deploy or a sale shows at once.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** Dashboards are drawn in the browser for one user: no shared cache keeps them. */
export const PRIVATE_PAGE_CACHE = 'private, no-cache';
/** Vite's hashed bundles never change under the same name. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';

type RequestOrigin = Pick<ExpressRequest, 'protocol' | 'get'>;

function originOf(req: RequestOrigin, publicUrl: string | undefined): string {
  return publicUrl
    ? new URL(publicUrl).origin
    : `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** The Fetch API request React Router's handler reads, aborted when the visitor goes away. */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse, origin: string): Request {
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  // Joined, not resolved: a path starting with `//` must not name another host.
  return new Request(new URL(`${origin}${req.originalUrl}`), {
    headers,
    signal: controller.signal,
  });
}

/** Where the browser's files come from: the client build, or Vite in development. */
function serveClient(app: Express, options: WebServerOptions): (url: string) => Promise<Template> {
  const { dev, apiOrigin } = options;
  if (dev) {
    app.use(dev.middlewares);
    return async (url) => parseTemplate(await dev.html(url), { apiOrigin });
  }
  const template = readBuiltTemplate(options.clientDir, apiOrigin);
  app.use(
    '/assets',
    express.static(join(options.clientDir, 'assets'), {
      index: false,
      fallthrough: false,
      setHeaders: (res) => res.setHeader('Cache-Control', ASSET_CACHE),
    }),
  );
  // Icons and the category pictures: not hashed, so a shorter life.
  app.use(express.static(options.clientDir, { index: false, maxAge: '1h' }));
  return () => Promise.resolve(template);
}

/** Every GET no file answered: the page React renders for it. */
function renderPages(
  options: WebServerOptions,
  templateFor: (url: string) => Promise<Template>,
): RequestHandler {
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  return async (req, res) => {
    const template = await templateFor(req.originalUrl);
    const origin = originOf(req, options.publicUrl);
    const dashboard =
      req.path === paths.dashboard.root.path ||
      req.path.startsWith(`${paths.dashboard.root.path}/`);
    try {
      const page = await options.render(toFetchRequest(req, res, origin));
      if (page.kind === 'redirect') {
        res.redirect(page.status, page.location);
        return;
      }
      const canonical = new URL(`${origin}${req.path}`).href;
      res
        .status(page.status)
        .set('Cache-Control', dashboard ? PRIVATE_PAGE_CACHE : PUBLIC_PAGE_CACHE)
        .type('html')
        .send(pageHtml(template, page, canonical, options.mapTiles ?? null));
    } catch (error) {
      if (res.headersSent || req.socket.destroyed) return;
      if (error instanceof Error) options.dev?.fixStacktrace(error);
      logError(`Could not render ${req.originalUrl}`, error);
      // The bare shell still works: the browser draws the page itself.
      res.status(500).set('Cache-Control', 'no-store').type('html').send(template.shell);
    }
  };
}

/**
 * The web's server: the browser's files, and every other GET rendered by React on the server
 * (docs/decisions/009-server-rendering-in-data-mode.md), the same security headers on every
 * answer. Production serves the client build (main.ts); `pnpm dev` the same pages through Vite
 * (dev-server.ts).
 */
export function createWebServer(options: WebServerOptions) {
  const app = express();
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    res.set(options.securityHeaders);
    next();
  });
  app.use(compression());

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('text/plain').send('ok');
  });

  const templateFor = serveClient(app, options);
  app.use(sitemapRoutes((req) => originOf(req, options.publicUrl)));
  app.get(/.*/, renderPages(options, templateFor));
  return app;
}
