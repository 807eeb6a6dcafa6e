import { spawn, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The production web build, its initial JS and CSS per route, and its server over it. */
interface ManifestChunk {
  file: string;
  /** The chunk's name: a manualChunk's own (`react`), else its source's. */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** One JS chunk of a route's initial load: its manifest key names the source (or `_shared-*`). */
export interface InitialChunk {
  chunk: string;
  file: string;
  gzipKb: number;
}

export interface RouteBundle {
  route: string;
  files: number;
  /** All initial JS: the framework chunk plus ours. */
  jsGzipKb: number;
  /** The framework chunk (react, react-dom, react-router, scheduler), whatever the page. */
  frameworkJsGzipKb: number;
  /** Our own initial JS: what the budget measures. */
  ownJsGzipKb: number;
  cssGzipKb: number;
  totalGzipKb: number;
  /** Our largest initial JS chunks, largest first: where a budget overrun comes from. */
  largestJs: InitialChunk[];
}

const LARGEST_SHOWN = 5;

/**
 * The `react` manualChunk of apps/web/vite.config.ts: React, React DOM, React Router and the
 * scheduler, 99.5 KB gzipped before any of our code
 * (docs/decisions/011-javascript-budgets-without-the-framework.md).
 */
export const FRAMEWORK_CHUNK = 'react';

/**
 * Gzipped budgets for OUR initial JS per page, the framework chunk apart (bench/README.md): what
 * we add to the framework before a page can answer a tap. Pages not named here have no budget.
 */
export const OWN_JS_BUDGET_KB: Readonly<Record<string, number>> = {
  Home: 32,
  Category: 48,
  Search: 48,
  Bike: 45,
};

export interface BudgetOverrun {
  route: string;
  ownJsGzipKb: number;
  budgetKb: number;
  overKb: number;
}

export function budgetOverruns(
  bundles: readonly RouteBundle[],
  budgets: Readonly<Record<string, number>> = OWN_JS_BUDGET_KB,
): BudgetOverrun[] {
  return bundles.flatMap(({ route, ownJsGzipKb }) => {
    const budgetKb = budgets[route];
    if (budgetKb === undefined || ownJsGzipKb <= budgetKb) return [];
    const overKb = Math.round((ownJsGzipKb - budgetKb) * 10) / 10;
    return [{ route, ownJsGzipKb, budgetKb, overKb }];
  });
}

/**
 * The web build's settings, as the browser journeys use them: this run's API and auth emulator,
 * no real Firebase key, no Stripe.js (it cannot load offline). The web server needs them too:
 * its Content-Security-Policy names the API and emulator origins.
 */
export function webEnv(apiUrl: string, emulatorHost: string, projectId: string) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    VITE_API_URL: apiUrl,
    VITE_FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_API_KEY: '',
    VITE_FIREBASE_AUTH_DOMAIN: '',
    VITE_STRIPE_PUBLISHABLE_KEY: '',
  };
}

type WebEnv = ReturnType<typeof webEnv>;

/**
 * `pnpm build` of apps/web into `outDir` (inside apps/web, where the server finds its packages):
 * the browser's files with a manifest in <outDir>/client, the web server in <outDir>/server.
 */
export function buildWeb(webDir: string, outDir: string, env: WebEnv): void {
  const vite = ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'];
  for (const args of [
    [...vite, '--manifest'],
    [...vite, '--ssr', 'src/server/main.ts'],
  ]) {
    const run = spawnSync(process.execPath, args, {
      cwd: webDir,
      env: { ...env, WEB_BUILD_DIR: outDir },
      stdio: 'pipe',
    });
    if (run.status !== 0) throw new Error(`web build failed:\n${run.stderr.toString()}`);
  }
}

/** A chunk and everything it imports statically: what the browser fetches before rendering. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The manifest key of the framework chunk; its absence fails the run rather than counting it as ours. */
function frameworkKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.name === FRAMEWORK_CHUNK);
  if (!key) {
    throw new Error(
      `no "${FRAMEWORK_CHUNK}" chunk in the Vite manifest (apps/web/vite.config.ts manualChunks)`,
    );
  }
  return key;
}

/**
 * Initial JS and CSS of a route, gzipped (level 6, as most servers and CDNs serve): the entry
 * chunk and the app's chunk (its dynamic import) with their static imports, plus the route's lazy
 * chunk with its static imports (Home has none: it is in the app's chunk). Other dynamic imports
 * (Firebase, Stripe, other routes) are not counted. The framework chunk is reported apart.
 */
export async function routeBundles(
  outDir: string,
  routes: { route: string; chunk: string | null }[],
): Promise<RouteBundle[]> {
  const clientDir = join(outDir, 'client');
  const manifest = JSON.parse(
    await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');
  // The entry's one dynamic import is the app itself (apps/web/src/main.tsx imports it once the
  // page has painted, on every page load): initial JS, although the import is dynamic.
  const app = manifest[entry]?.dynamicImports ?? [];
  if (app.length === 0) throw new Error('the entry imports no app chunk');
  const framework = frameworkKey(manifest);
  // One stylesheet for every page (`cssCodeSplit: false` in apps/web/vite.config.ts).
  const stylesheets = Object.values(manifest)
    .map((c) => c.file)
    .filter((file) => file.endsWith('.css'));
  const gz = new Map<string, number>();
  const sizeOf = async (file: string) => {
    const known = gz.get(file);
    if (known !== undefined) return known;
    const size = gzipSync(await readFile(join(clientDir, file)), { level: 6 }).length;
    gz.set(file, size);
    return size;
  };
  const out: RouteBundle[] = [];
  for (const { route, chunk } of routes) {
    if (chunk && !manifest[chunk]) throw new Error(`${chunk} is not in the Vite manifest`);
    const keys = closure(manifest, [entry, ...app, ...(chunk ? [chunk] : [])]);
    out.push(await bundleOf(route, manifest, keys, stylesheets, framework, sizeOf));
  }
  return out;
}

async function bundleOf(
  route: string,
  manifest: Manifest,
  keys: Set<string>,
  stylesheets: string[],
  framework: string,
  sizeOf: (file: string) => Promise<number>,
): Promise<RouteBundle> {
  const js = new Map<string, string>();
  const css = new Set<string>(stylesheets);
  for (const key of keys) {
    const c = manifest[key];
    if (!c) continue;
    js.set(c.file, key);
    for (const sheet of c.css ?? []) css.add(sheet);
  }
  const chunks: { chunk: string; file: string; bytes: number }[] = [];
  for (const [file, chunk] of js) chunks.push({ chunk, file, bytes: await sizeOf(file) });
  let cssBytes = 0;
  for (const file of css) cssBytes += await sizeOf(file);
  const jsBytes = chunks.reduce((sum, c) => sum + c.bytes, 0);
  const frameworkBytes = chunks.find((c) => c.chunk === framework)?.bytes ?? 0;
  // Ours only: the framework chunk is the same on every page and not ours to cut.
  const largestJs = chunks
    .filter((c) => c.chunk !== framework)
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, LARGEST_SHOWN)
    .map(({ chunk, file, bytes }) => ({ chunk, file, gzipKb: kb(bytes) }));
  return {
    route,
    files: js.size + css.size,
    jsGzipKb: kb(jsBytes),
    frameworkJsGzipKb: kb(frameworkBytes),
    ownJsGzipKb: kb(jsBytes - frameworkBytes),
    cssGzipKb: kb(cssBytes),
    totalGzipKb: kb(jsBytes + cssBytes),
    largestJs,
  };
}

/** The built web server, as production runs it: pages rendered on the server, assets cached. */
export async function startWebServer(webDir: string, outDir: string, port: number, env: WebEnv) {
  const child = spawn(process.execPath, [join(outDir, 'server', 'main.js')], {
    cwd: webDir,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error('the web server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
