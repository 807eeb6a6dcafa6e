import compression from 'compression';
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '../lib/paths';
import { SERVER_STATE_ELEMENT_ID } from '../lib/server-state';
import { escapeHtml, headTags } from './head-tags';
import { sitemapRoutes } from './sitemap';
import type { RenderedPage } from './render-page';

export interface WebServerOptions {
  /** The client build: index.html and the hashed assets. */
  clientDir: string;
  render: (request: Request) => Promise<RenderedPage>;
  securityHeaders: Record<string, string>;
  /** The API's public origin: photos and the browser's calls go there. */
  apiOrigin?: string | undefined;
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
  /** The head up to and with the (inlined) stylesheet: all the first paint waits for. */
  beforeScripts: string;
  /** The module script and its modulepreload links. */
  scripts: string;
  beforeRoot: string;
  afterRoot: string;
  /** The shell as built, for when rendering fails: the browser then draws the page itself. */
  shell: string;
}

const ROOT = '<div id="root"></div>';
const MODULE_SCRIPT = '<script type="module"';

/**
 * The stylesheet is all the first paint waits for: it comes inside the HTML, so a phone paints
 * without another round trip (about 10 KB gzipped per page load; client-side navigation never
 * fetches HTML again). A sheet that cannot be read stays a link.
 */
function inlineStylesheet(clientDir: string, link: string): string {
  const href = /href="\/([^"]+\.css)"/.exec(link)?.[1];
  if (!href) return link.trim();
  let css: string;
  try {
    css = readFileSync(join(clientDir, href), 'utf8');
  } catch {
    return link.trim();
  }
  return css.includes('</style') ? link.trim() : `<style>${css}</style>`;
}

/**
 * index.html split where the page's parts go; its own title and description give way. Vite
 * writes the stylesheet after the module script and its modulepreload links: it moves ahead of
 * them, inlined.
 */
export function readTemplate(clientDir: string, apiOrigin?: string): Template {
  const shell = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const html = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '');
  const [head, body] = html.split('</head>');
  const [beforeRoot, afterRoot] = (body ?? '').split(ROOT);
  const at = head?.indexOf(MODULE_SCRIPT) ?? -1;
  if (!head || at < 0 || body === undefined || afterRoot === undefined) {
    throw new Error(`${clientDir}/index.html has no module script, </head> or ${ROOT}`);
  }
  const sheets = head.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
  let beforeScripts = head.slice(0, at);
  let scripts = head.slice(at);
  for (const sheet of sheets) {
    beforeScripts = beforeScripts.replace(sheet, '');
    scripts = scripts.replace(sheet, '');
  }
  // The first photos come from the API's origin: its connection opens while the HTML arrives.
  if (apiOrigin) beforeScripts += `<link rel="preconnect" href="${escapeHtml(apiOrigin)}" />\n    `;
  beforeScripts += sheets.map((sheet) => `${inlineStylesheet(clientDir, sheet)}\n    `).join('');
  // The page is readable without them: on a slow link the stylesheet and the first images take
  // the bandwidth first, hydration follows.
  scripts = scripts
    .replaceAll(MODULE_SCRIPT, `${MODULE_SCRIPT} fetchpriority="low"`)
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
  return { beforeScripts, scripts, beforeRoot: `</head>${beforeRoot}`, afterRoot, shell };
}

type Page = Extract<RenderedPage, { kind: 'page' }>;

/**
 * React writes the preloads of the page's first images (not lazy) ahead of its markup; they go
 * up into the head, before the scripts, so the largest image starts loading with the stylesheet.
 */
function splitPreloads(html: string): { preloads: string; markup: string } {
  const preloads = /^(?:<link rel="preload"[^>]*\/>)+/.exec(html)?.[0] ?? '';
  return { preloads, markup: html.slice(preloads.length) };
}

function pageHtml(template: Template, page: Page, canonical: string): string {
  const { preloads, markup } = splitPreloads(page.html);
  const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${page.state}</script>`;
  return [
    template.beforeScripts,
    preloads ? `${preloads}\n    ` : '',
    template.scripts,
    `  ${headTags(page.head, canonical)}\n  `,
    template.beforeRoot,
    `<div id="root">${markup}</div>${state}`,
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
  // Joined, not resolved: a path starting with `//` must not name another host.
  return new Request(new URL(`${origin}${req.originalUrl}`), {
    headers,
    signal: controller.signal,
  });
}

/**
 * The web's production server: hashed assets from the client build, every other GET rendered by
 * React on the server (docs/decisions/009-server-rendering-in-data-mode.md), the same security
 * headers as before on every answer.
 */
export function createWebServer(options: WebServerOptions) {
  const template = readTemplate(options.clientDir, options.apiOrigin);
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
      const canonical = new URL(`${origin}${req.path}`).href;
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
