import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureChromium, startAuthEmulator } from '@reride/devstack';
import {
  calibratedCpuSlowdown,
  medianLighthouse,
  runLighthouse,
  type LighthouseFigures,
  type Preset,
} from './lighthouse';
import { writeResults } from './report';
import {
  budgetOverruns,
  buildWeb,
  routeBundles,
  startWebServer,
  webEnv,
  type BudgetOverrun,
  type RouteBundle,
} from './web';

/** Web figures: initial JS + CSS per route, and Lighthouse against the built web server. */
export interface WebPage {
  name: string;
  path: string;
  /** The route's lazy chunk in the Vite manifest; null for Home, which is in the entry chunk. */
  chunk: string | null;
  /** False: bundle figures only, no Lighthouse runs (they take a minute per page). */
  lighthouse?: boolean;
  /** The Lighthouse presets run; both unless named. */
  presets?: readonly Preset[];
}

/**
 * The pages measured: the budgeted ones (web.ts OWN_JS_BUDGET_KB), Login and a public profile
 * (Lighthouse mobile only); Search has bundle
 * figures only, its Lighthouse figures would add minutes and tell what Category's do.
 */
export function benchPages(categoryId: string, bikeId: string, sellerId: string): WebPage[] {
  return [
    { name: 'Home', path: '/', chunk: null },
    { name: 'Category', path: `/category/${categoryId}`, chunk: 'src/app/routes/category.tsx' },
    { name: 'Search', path: '/search', chunk: 'src/app/routes/search.tsx', lighthouse: false },
    { name: 'Bike', path: `/bikes/${bikeId}`, chunk: 'src/app/routes/bike.tsx' },
    { name: 'Login', path: '/login', chunk: 'src/app/routes/login.tsx' },
    // The public profile of the seller with the most listings: mobile only, as phones share it.
    {
      name: 'Profile',
      path: `/users/${sellerId}`,
      chunk: 'src/app/routes/user-profile.tsx',
      presets: ['mobile'],
    },
  ];
}

export interface WebResults {
  bundles: RouteBundle[];
  /** Pages whose own initial JS is over budget (bench/README.md); the bench exits non-zero on any. */
  budgetOverruns: BudgetOverrun[];
  lighthouse: (LighthouseFigures & { page: string; preset: Preset; runs: LighthouseFigures[] })[];
  lighthouseFailures: { page: string; preset: Preset; error: string }[];
}

export async function webPhase(options: {
  root: string;
  benchDir: string;
  work: string;
  apiUrl: string;
  webPort: number;
  pages: WebPage[];
  runs: number;
  /** Also run mobile with the CPU slowdown calibrated to this host (lighthouse.ts). */
  calibrated: boolean;
  log: (line: string) => void;
}): Promise<WebResults> {
  const { root, benchDir, work, log } = options;
  // Once, before minutes of builds: installs Chromium where it can, else fails saying how.
  ensureChromium(log);
  const webDir = join(root, 'apps/web');
  // Inside apps/web: the built server resolves its packages from there.
  const outDir = await mkdtemp(join(webDir, '.bench-build-'));
  // The app starts Firebase Auth after its first paint: give it the emulator it is built for.
  const emulator = await startAuthEmulator({ log: () => undefined });
  const env = webEnv(options.apiUrl, emulator.host, emulator.projectId);
  log('building the web app and its server for production (vite build --manifest, --ssr)');
  buildWeb(webDir, outDir, env);
  const routes = options.pages.map((p) => ({ route: p.name, chunk: p.chunk }));
  const bundles = await routeBundles(outDir, routes);
  for (const b of bundles) {
    log(
      `  ${b.route}: ${b.jsGzipKb} KB JS (framework ${b.frameworkJsGzipKb} + ours ${b.ownJsGzipKb}) + ${b.cssGzipKb} KB CSS gzipped; our largest JS:`,
    );
    for (const c of b.largestJs) log(`    ${c.gzipKb} KB ${c.chunk}`);
  }
  const overruns = budgetOverruns(bundles);
  for (const o of overruns) log(`  ${overrunLine(o)}`);
  const server = await startWebServer(webDir, outDir, options.webPort, env);
  const lighthouse: WebResults['lighthouse'] = [];
  const failures: WebResults['lighthouseFailures'] = [];
  try {
    const presets: Preset[] = [
      'mobile',
      ...(options.calibrated ? ['mobile-calibrated' as const] : []),
      'desktop',
    ];
    let cpuSlowdown: number | undefined;
    for (const preset of presets) {
      if (preset === 'mobile-calibrated') {
        const indexes = lighthouse
          .filter((l) => l.preset === 'mobile')
          .map((l) => l.benchmarkIndex);
        const median = indexes.sort((a, b) => a - b)[Math.floor((indexes.length - 1) / 2)];
        cpuSlowdown = calibratedCpuSlowdown(median ?? Number.NaN);
        log(
          `  lighthouse: host benchmark index ${median}, calibrated mobile CPU slowdown ${cpuSlowdown}x`,
        );
      }
      const asPreset = preset === 'mobile-calibrated' ? 'mobile' : preset;
      const measured = (p: WebPage) =>
        p.lighthouse !== false && (p.presets ?? [asPreset]).includes(asPreset);
      for (const page of options.pages.filter(measured)) {
        const url = server.url + page.path;
        try {
          const figures = await medianLighthouse(options.runs, (i) =>
            runLighthouse(
              benchDir,
              url,
              preset,
              join(work, `lh-${preset}-${page.name}-${i}.json`),
              preset === 'mobile-calibrated' ? cpuSlowdown : undefined,
            ),
          );
          log(
            `  lighthouse ${preset} ${page.name}: performance ${figures.performance}, accessibility ${figures.accessibility}, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls}, host index ${figures.benchmarkIndex}${figures.failedAudits.length > 0 ? `; failed: ${figures.failedAudits.join(', ')}` : ''}`,
          );
          lighthouse.push({ page: page.name, preset, ...figures });
        } catch (error) {
          const message = (error as Error).message.split('\n').slice(0, 2).join(' ');
          log(`  lighthouse ${preset} ${page.name}: failed (${message})`);
          failures.push({ page: page.name, preset, error: message });
        }
      }
    }
  } finally {
    await server.stop();
    await emulator.stop();
    await rm(outDir, { recursive: true, force: true });
  }
  return { bundles, budgetOverruns: overruns, lighthouse, lighthouseFailures: failures };
}

export const overrunLine = (o: BudgetOverrun) =>
  `over budget: ${o.route} loads ${o.ownJsGzipKb} KB of our own initial JS gzipped (the framework chunk apart), ${o.overKb} KB over its ${o.budgetKb} KB`;

/**
 * `BENCH_ONLY=bundles pnpm bench`: the initial JS and CSS of each page alone, from a production
 * build, in about a minute (no database, API or Lighthouse), merged into the results' `web` with
 * its own `bundlesRun`; the Lighthouse figures there stay those of the last web run. The pages'
 * chunks do not depend on which category, bike or seller they show, so none is created.
 */
export async function bundlesOnly(options: {
  root: string;
  resultsFile: string;
  log: (line: string) => void;
}): Promise<WebResults> {
  const { log } = options;
  const webDir = join(options.root, 'apps/web');
  const outDir = await mkdtemp(join(webDir, '.bench-build-'));
  try {
    log('building the web app for production (vite build --manifest, --ssr)');
    buildWeb(webDir, outDir, webEnv('http://127.0.0.1:1', '127.0.0.1:1', 'demo-reride-bench'));
    const pages = benchPages('category', 'bike', 'seller');
    const bundles = await routeBundles(
      outDir,
      pages.map((p) => ({ route: p.name, chunk: p.chunk })),
    );
    for (const b of bundles) {
      log(`  ${b.route}: ours ${b.ownJsGzipKb} KB (framework ${b.frameworkJsGzipKb} KB apart)`);
      for (const c of b.largestJs) log(`    ${c.gzipKb} KB ${c.chunk}`);
    }
    const before = JSON.parse(await readFile(options.resultsFile, 'utf8')) as {
      web?: WebResults;
    } & Record<string, unknown>;
    const web: WebResults = {
      lighthouse: [],
      lighthouseFailures: [],
      ...before.web,
      bundles,
      budgetOverruns: budgetOverruns(bundles),
    };
    const run = { date: new Date().toISOString(), command: 'BENCH_ONLY=bundles pnpm bench' };
    await writeResults(options.resultsFile, { ...before, web, bundlesRun: run });
    log('\nwrote the bundle figures into bench/results/latest.json');
    return web;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
