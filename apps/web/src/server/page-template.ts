import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '@reride/shared';
import { mapSettingsScript, type MapTiles } from '../features/maps/lib/map-settings';
import { SERVER_STATE_ELEMENT_ID } from '../lib/server-state';
import { ROUTE_FILES_ELEMENT_ID } from '../lib/server-state-element';
import { headTags } from './head-tags';
import type { RenderedPage } from './render-page';
import { readRouteFiles, type RouteFiles } from './route-files';

/** index.html cut where a rendered page's parts go. */
export interface Template {
  /** The head up to and with the (inlined) stylesheet: all the first paint waits for. */
  beforeScripts: string;
  /** The module script and its modulepreload links. */
  scripts: string;
  beforeRoot: string;
  afterRoot: string;
  /** The shell as it came, for when rendering fails: the browser then draws the page itself. */
  shell: string;
  /** The JavaScript files a page's routes need (none in development, where Vite serves modules). */
  routeFiles: RouteFiles;
}

const ROOT = '<div id="root"></div>';
const MODULE_SCRIPT = '<script type="module"';

export interface TemplateOptions {
  /** The API's public origin: photos come from there. */
  apiOrigin?: string | undefined;
  /** What a `<link rel="stylesheet">` becomes; by default it stays a link. */
  stylesheet?: (link: string) => string;
}

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
 * them.
 */
export function parseTemplate(shell: string, options: TemplateOptions = {}): Template {
  const html = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '');
  const [head, body] = html.split('</head>');
  const [beforeRoot, afterRoot] = (body ?? '').split(ROOT);
  const at = head?.indexOf(MODULE_SCRIPT) ?? -1;
  if (!head || at < 0 || body === undefined || afterRoot === undefined) {
    throw new Error(`index.html has no module script, </head> or ${ROOT}`);
  }
  const sheets = head.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
  let beforeScripts = head.slice(0, at);
  let scripts = head.slice(at);
  for (const sheet of sheets) {
    beforeScripts = beforeScripts.replace(sheet, '');
    scripts = scripts.replace(sheet, '');
  }
  // The first photos come from the API's origin: its connection opens while the HTML arrives.
  const { apiOrigin, stylesheet = (link: string) => link.trim() } = options;
  if (apiOrigin) beforeScripts += `<link rel="preconnect" href="${escapeHtml(apiOrigin)}" />\n    `;
  beforeScripts += sheets.map((sheet) => `${stylesheet(sheet)}\n    `).join('');
  // The page is readable without them: on a slow link the stylesheet and the first images take
  // the bandwidth first, hydration follows.
  scripts = scripts
    .replaceAll(MODULE_SCRIPT, `${MODULE_SCRIPT} fetchpriority="low"`)
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
  return {
    beforeScripts,
    scripts,
    beforeRoot: `</head>${beforeRoot}`,
    afterRoot,
    shell,
    routeFiles: () => [],
  };
}

/** The client build's index.html, its stylesheet inlined, and its manifest's files per route. */
export function readBuiltTemplate(clientDir: string, apiOrigin?: string): Template {
  const shell = readFileSync(join(clientDir, 'index.html'), 'utf8');
  try {
    return {
      ...parseTemplate(shell, {
        apiOrigin,
        stylesheet: (link) => inlineStylesheet(clientDir, link),
      }),
      routeFiles: readRouteFiles(clientDir),
    };
  } catch (error) {
    throw new Error(`${clientDir}/${(error as Error).message}`);
  }
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

/**
 * The page's JavaScript files as data: the browser asks for them when the app loads the page's
 * route (src/app/page-files.ts), not while the page's content and photos arrive.
 */
function routeFilesScript(files: string[]): string {
  if (files.length === 0) return '';
  const list = JSON.stringify(files).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${ROUTE_FILES_ELEMENT_ID}">${list}</script>`;
}

export function pageHtml(
  template: Template,
  page: Page,
  canonical: string,
  mapTiles: MapTiles | null = null,
): string {
  const { preloads, markup } = splitPreloads(page.html);
  // The maps' tile server travels as data, as the server's state does: a run-time setting the
  // build cannot know (features/maps/lib/map-settings.ts).
  const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${page.state}</script>${mapSettingsScript(mapTiles)}${routeFilesScript(template.routeFiles(page.routeIds))}`;
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
