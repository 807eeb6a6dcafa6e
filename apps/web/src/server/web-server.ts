import compression from 'compression';
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '../lib/paths';
import { SERVER_STATE_ELEMENT_ID } from '../lib/server-state';
import { headTags } from './head-tags';
import { sitemapRoutes } from './sitemap';
import type { RenderedPage } from './render-page';

export interface WebServerOptions {
  /** The client build: index.html and the hashed assets. */
  clientDir: string;
  render: (request: Request) => Promise<RenderedPage>;
  securityHeaders: Record<string, string>;
  /** The site's public origin for canonical URLs; without it, the request's Host. */
  publicUrl?: string | undefined;
  logError?: (message: string, error: unknown) => void;
}

/**
 * Public pages may sit in a shared cache (a CDN) for a minute and be served stale while it asks
 * again; a browser always asks again, so a deploy or a sale shows at once.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** Dashboards are drawn in the browser for one user: no shared cache keeps them. */
export const PRIVATE_PAGE_CACHE = 'private, no-cache';
/** Vite's hashed bundles never change under the same name. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';

interface Template {
  beforeHead: string;
  beforeRoot: string;
  afterRoot: string;
  /** The shell as built, for when rendering fails: the browser then draws the page itself. */
  shell: string;
}

const ROOT = '<div id="root"></div>';

/** index.html split where the page's head and body go; its own title and description give way. */
export function readTemplate(clientDir: string): Template {
  const shell = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const html = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '');
  const [head, body] = html.split('</head>');
  const [beforeRoot, afterRoot] = (body ?? '').split(ROOT);
  if (!head || body === undefined || afterRoot === undefined) {
    throw new Error(`${clientDir}/index.html has no </head> or no ${ROOT}`);
  }
  return { beforeHead: head, beforeRoot: `</head>${beforeRoot}`, afterRoot, shell };
}

type Page = Extract<RenderedPage, { kind: 'page' }>;

function pageHtml(template: Template, page: Page, canonical: string): string {
  const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${page.state}</script>`;
  return [
    template.beforeHead,
    `  ${headTags(page.head, canonical)}\n  `,
    template.beforeRoot,
    `<div id="root">${page.html}</div>${state}`,
    template.afterRoot,
  ].join('');
}

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
  return new Request(new URL(req.originalUrl, origin), { headers, signal: controller.signal });
}

/**
 * The web's production server: hashed assets from the client build, every other GET rendered by
 * React on the server (docs/decisions/009-server-rendering-in-data-mode.md), the same security
 * headers as before on every answer.
 */
export function createWebServer(options: WebServerOptions) {
  const template = readTemplate(options.clientDir);
  const logError = options.logError ?? ((message, error) => console.error(message, error));
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

  app.use(sitemapRoutes((req) => originOf(req, options.publicUrl)));

  app.get(/.*/, async (req, res) => {
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
      const canonical = new URL(req.path, origin).href;
      res
        .status(page.status)
        .set('Cache-Control', dashboard ? PRIVATE_PAGE_CACHE : PUBLIC_PAGE_CACHE)
        .type('html')
        .send(pageHtml(template, page, canonical));
    } catch (error) {
      if (res.headersSent || req.socket.destroyed) return;
      logError(`Could not render ${req.originalUrl}`, error);
      // The bare shell still works: the browser draws the page itself.
      res.status(500).set('Cache-Control', 'no-store').type('html').send(template.shell);
    }
  });
  return app;
}
