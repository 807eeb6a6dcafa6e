import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort, provisionDatabase, readRssMb } from '@reride/devstack';
import { CATEGORIES, DEFAULT_PAGE_SIZE as PAGE } from '@reride/shared';
import { signAccessToken } from './access-token';
import { openCatalogue, type Catalogue } from './catalogue';
import {
  cursorAtPosition,
  decodeNextCursor,
  explainAdvertised,
  explainBookings,
  explainCategoryPage,
} from './explain';
import { insertBuyersWithBookings, insertSeller, uploadPhotos } from './fixtures';
import { runAmount, serialLatency, type LoadOptions } from './load';
import { ceilingTargets, compareWithCeiling, walkToPage } from './phases';
import type { Server } from './processes';
import { ratioOf, writeResults } from './report';
import { distanceOnly } from './distance';
import { dashboardOnly } from './dashboard';
import { matchingOnly } from './matching';
import { explainSearch, measureSearch, searchOnly, searchResults } from './search';
import { buildApi, startApi, startCeiling } from './servers';
import { printSummary } from './summary';
import { streamsPhase, type StreamsResult } from './streams';
import { benchPages, bundlesOnly, overrunLine, webPhase, type WebResults } from './web-phase';

const BENCH_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = resolve(BENCH_DIR, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LOAD: LoadOptions = { connections: 50, seconds: Number(process.env.BENCH_SECONDS ?? 4) };
const MEMORY_REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 100_000);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE_CALIBRATED = process.env.BENCH_LIGHTHOUSE_CALIBRATED === '1';
const SKIP_WEB = process.env.BENCH_SKIP_WEB === '1';
/**
 * `web`: only the web phase, merged into the existing results file (`web` and `webRun`);
 * `streams` (`search`, `dashboard`): only the live-notification (search, administrators'
 * dashboard) phase, merged the same way; `distance` (`matching`): only the distance-search
 * (saved-search matching) figures, merged the same way (bench/src/distance.ts, matching.ts);
 * `bundles`: only the pages' initial JS and CSS, without Lighthouse (bench/src/web-phase.ts).
 */
const ONLY = process.env.BENCH_ONLY;
const LARGE = Number(process.env.BENCH_LARGE_BIKES ?? 100_000);
const PHOTOS = 12;
const DEEP_PAGE = 200;
const CATEGORY_ID = CATEGORIES[0]._id;
const log = (line: string) => console.log(line);

/** Two API processes on one database: production defaults, and the public cache turned off. */
interface Apis {
  warm: Server;
  cold: Server;
  secret: string;
  /** Starts one more API process (the streams phase has one of its own). */
  start: (name: string, env: Record<string, string>) => Promise<Server>;
}

async function main(): Promise<void> {
  if (ONLY === 'search') return searchOnly(join(BENCH_DIR, 'results/latest.json'));
  if (ONLY === 'dashboard') return dashboardOnly(join(BENCH_DIR, 'results/latest.json'));
  if (ONLY === 'distance') return distanceOnly(join(BENCH_DIR, 'results/latest.json'));
  if (ONLY === 'matching') return matchingOnly(join(BENCH_DIR, 'results/latest.json'));
  if (ONLY === 'bundles') {
    const resultsFile = join(BENCH_DIR, 'results/latest.json');
    return failOverBudget(await bundlesOnly({ root: ROOT, resultsFile, log }));
  }
  const started = Date.now();
  buildApi(log);
  const db = await provisionDatabase({ log });
  const dbName = `reride_bench_${randomBytes(4).toString('hex')}`;
  const work = await mkdtemp(join(tmpdir(), 'reride-bench-'));
  const servers: Server[] = [];
  const catalogue = await openCatalogue(db.uri, dbName);
  try {
    const webPort = await findFreePort();
    const base = {
      uri: db.uri,
      dbName,
      jwtSecret: randomBytes(32).toString('hex'),
      corsOrigin: `http://127.0.0.1:${webPort}`,
    };
    const warm = await startApi({ ...base, name: 'api' });
    servers.push(warm);
    const cold = await startApi({ ...base, name: 'api-no-cache', publicCacheTtlMs: '0' });
    servers.push(cold);
    const apis: Apis = {
      warm,
      cold,
      secret: base.jwtSecret,
      start: async (name, env) => {
        const server = await startApi({ ...base, name, env });
        servers.push(server);
        return server;
      },
    };
    const seller = await insertSeller(catalogue.db);
    const photos = await uploadPhotos(warm.url, signAccessToken(seller, apis.secret), PHOTOS);
    catalogue.usePhotos(photos);
    if (ONLY === 'web' || ONLY === 'streams') {
      await grow(catalogue, 1_000);
      const figures =
        ONLY === 'web'
          ? { web: await runWeb(apis, catalogue, work, webPort) }
          : { streams: await runStreams(apis, catalogue) };
      const file = join(BENCH_DIR, 'results/latest.json');
      const before = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      const run = { date: new Date().toISOString(), command: `BENCH_ONLY=${ONLY} pnpm bench` };
      await writeResults(file, { ...before, ...figures, [`${ONLY}Run`]: run });
      log(`\nwrote the ${ONLY} figures into bench/results/latest.json`);
      if ('web' in figures && figures.web) failOverBudget(figures.web);
      return;
    }
    const results = await runPhases(apis, catalogue, work, servers, webPort);
    const file = join(BENCH_DIR, 'results/latest.json');
    // BENCH_SKIP_WEB keeps the web figures of the run that made them, with that run's date.
    const previous = SKIP_WEB
      ? (JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, unknown>)
      : {};
    const keptWeb = previous.web
      ? {
          web: previous.web,
          webRun: previous.webRun ?? { date: previous.date, command: previous.command },
        }
      : {};
    const out = {
      date: new Date().toISOString(),
      command: 'pnpm bench',
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
      database: { engine: db.engine, version: db.version },
      settings: {
        rounds: ROUNDS,
        ...LOAD,
        memoryRequests: MEMORY_REQUESTS,
        lighthouseRuns: LIGHTHOUSE_RUNS,
        lighthouseCalibrated: LIGHTHOUSE_CALIBRATED,
      },
      ...results,
      ...keptWeb,
      durationSeconds: Math.round((Date.now() - started) / 1000),
    };
    await writeResults(file, out);
    log(`\nwrote bench/results/latest.json (${out.durationSeconds} s in all)`);
    if (results.web) failOverBudget(results.web);
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await catalogue.db.dropDatabase().catch(() => undefined);
    await catalogue.close();
    await db.stop();
    await rm(work, { recursive: true, force: true });
  }
  // Saved searches' matching, on a database of its own, merged into the file just written.
  await matchingOnly(join(BENCH_DIR, 'results/latest.json'), 'pnpm bench');
}

async function grow(catalogue: Catalogue, target: number) {
  const ms = await catalogue.growTo(target);
  const stored = await catalogue.count();
  log(`catalogue: ${stored} bikes stored (${Math.round(ms / 1000)} s of inserts)`);
  return stored;
}

/** Serial latency of one URL on both APIs: without the cache, and a cache hit (after one miss). */
async function coldAndWarm(apis: Apis, path: string, samples: number) {
  const cold = await serialLatency(apis.cold.url + path, samples);
  await serialLatency(apis.warm.url + path, 1);
  const warm = await serialLatency(apis.warm.url + path, samples);
  return { cold, warm };
}

/** After the results are written: a page over its own-JS budget fails the run (bench/README.md). */
function failOverBudget(web: WebResults) {
  if (web.budgetOverruns.length === 0) return;
  log('');
  for (const o of web.budgetOverruns) log(overrunLine(o));
  process.exitCode = 1;
}

/** A listed bike of the catalogue, for the bike page's figures. */
async function firstListedBike(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/bikes/category/${CATEGORY_ID}?limit=1`);
  const bikes = (await response.json()) as { _id: string }[];
  const id = bikes[0]?._id;
  if (!id) throw new Error(`no listed bike in category ${CATEGORY_ID} (${response.status})`);
  return id;
}

async function runWeb(apis: Apis, catalogue: Catalogue, work: string, webPort: number) {
  const bikeId = await firstListedBike(apis.warm.url);
  const sellerId = await catalogue.busiestSeller();
  return webPhase({
    root: ROOT,
    benchDir: BENCH_DIR,
    work,
    apiUrl: apis.warm.url,
    webPort,
    runs: LIGHTHOUSE_RUNS,
    calibrated: LIGHTHOUSE_CALIBRATED,
    log,
    pages: benchPages(CATEGORY_ID, bikeId, sellerId),
  });
}

/**
 * Live notifications on two API processes of their own (the streams on one), their rate limits
 * scaled out of the way: the phase measures delivery, not the limits.
 */
async function runStreams(apis: Apis, catalogue: Catalogue): Promise<StreamsResult> {
  const env = { RATE_LIMIT_SCALE: '1000' };
  const api = await apis.start('api-streams', env);
  const other = await apis.start('api-streams-writer', env);
  try {
    return await streamsPhase({ api, other, db: catalogue.db, secret: apis.secret, log });
  } finally {
    await other.stop();
    await api.stop();
  }
}

async function runPhases(
  apis: Apis,
  catalogue: Catalogue,
  work: string,
  servers: Server[],
  webPort: number,
) {
  const categoryPath = `/bikes/category/${CATEGORY_ID}`;

  // Growth, small end, and the web app, with 1,000 bikes.
  const small = await grow(catalogue, 1_000);
  const smallP1 = await coldAndWarm(apis, categoryPath, 5);
  log(
    `  category p1, ${small} bikes: ${smallP1.cold.medianMs} ms uncached, ${smallP1.warm.medianMs} ms cached`,
  );
  const smallSearch = await measureSearch(apis.cold.url, small, 5, log);
  const web = SKIP_WEB ? null : await runWeb(apis, catalogue, work, webPort);
  const streams = await runStreams(apis, catalogue);

  // Ceiling comparison with 10,000 bikes.
  const mid = await grow(catalogue, 10_000);
  const midP1 = await coldAndWarm(apis, categoryPath, 5);
  log(
    `  category p1, ${mid} bikes: ${midP1.cold.medianMs} ms uncached, ${midP1.warm.medianMs} ms cached`,
  );
  // The public profile of the seller with the most listings: the person, a page of bikes, the
  // completed sales and the first-answer time, each asked of its feature.
  const midProfile = await coldAndWarm(
    apis,
    `/users/${await catalogue.busiestSeller()}/profile`,
    5,
  );
  log(
    `  profile, ${mid} bikes: ${midProfile.cold.medianMs} ms uncached, ${midProfile.warm.medianMs} ms cached`,
  );
  const buyer = await insertBuyersWithBookings(catalogue.db);
  const buyerAuth = { Authorization: `Bearer ${signAccessToken(buyer, apis.secret)}` };
  const body = await (await fetch(apis.warm.url + categoryPath)).text();
  const bodyFile = join(work, 'body.json');
  await writeFile(bodyFile, body);
  const ceiling = await startCeiling(BENCH_DIR, bodyFile);
  servers.push(ceiling);
  const ceilingName = 'bare Express 5 (ceiling)';
  const titles = `/category-titles/${CATEGORY_ID}`;
  const bookingsPath = `/bookings?email=${encodeURIComponent(buyer.email)}`;
  const targets = ceilingTargets({
    warm: apis.warm.url,
    cold: apis.cold.url,
    ceiling: { name: ceilingName, url: ceiling.url },
    paths: { category: categoryPath, titles, bookings: bookingsPath },
    buyerAuth,
  });
  for (const t of targets) await serialLatency(t.url, 2, t.headers);
  const rssAfterWarmUp = await readRssMb(apis.warm.pid);
  const drainUrls = [apis.warm.url + titles, apis.cold.url + titles];
  const rows = await compareWithCeiling(targets, ceilingName, drainUrls, ROUNDS, LOAD, log);
  const rssAfterRounds = await readRssMb(apis.warm.pid);
  // The public pages in turn, as a visitor sees them; signed-in lists are measured above.
  const mix = [targets[1]!, targets[0]!, targets[2]!];
  // The baseline is taken after a tenth of the run's own traffic: right after the ceiling rounds
  // V8's heap is wherever their burst left it (measured 166 to 260 MB for the same build).
  await runAmount(mix, Math.round(MEMORY_REQUESTS / 10), LOAD.connections);
  const rssBeforeMemoryRun = await readRssMb(apis.warm.pid);
  log(`memory: ${MEMORY_REQUESTS} more requests (${mix.map((t) => t.name).join(', ')} in turn)`);
  const memoryRun = await runAmount(mix, MEMORY_REQUESTS, LOAD.connections);
  const rssAfterMemory = await readRssMb(apis.warm.pid);

  // Growth, large end: page 1 and page 200 with 100,000 bikes.
  const large = await grow(catalogue, LARGE);
  const largeP1 = await coldAndWarm(apis, categoryPath, 3);
  log(
    `  category p1, ${large} bikes: ${largeP1.cold.medianMs} ms uncached, ${largeP1.warm.medianMs} ms cached`,
  );
  const largeSearch = await measureSearch(apis.cold.url, large, 3, log);
  const walked = await walkToPage(apis.cold.url + categoryPath, DEEP_PAGE, 30_000);
  const deepCursor =
    walked ?? (await cursorAtPosition(catalogue.db, CATEGORY_ID, (DEEP_PAGE - 1) * PAGE));
  const deep = await coldAndWarm(apis, `${categoryPath}?cursor=${deepCursor}`, 3);
  log(
    `  category p${DEEP_PAGE}, ${large} bikes: ${deep.cold.medianMs} ms uncached, ${deep.warm.medianMs} ms cached`,
  );
  const explain = {
    categoryFirstPage: await explainCategoryPage(catalogue.db, CATEGORY_ID),
    categoryDeepPage: await explainCategoryPage(
      catalogue.db,
      CATEGORY_ID,
      decodeNextCursor(deepCursor),
    ),
    advertised: await explainAdvertised(catalogue.db),
    bookings: await explainBookings(catalogue.db, buyer._id),
    search: await explainSearch(catalogue.db),
  };

  const growth = {
    serialMedianMs: {
      [`p1 @ ${small}`]: smallP1,
      [`p1 @ ${mid}`]: midP1,
      [`profile @ ${mid}`]: midProfile,
      [`p1 @ ${large}`]: largeP1,
      [`p${DEEP_PAGE} @ ${large}`]: deep,
    },
    deepCursorFrom: walked ? 'X-Next-Cursor walked 199 times' : 'one skip query (walk too slow)',
    ratios: {
      catalogueNoCache: ratioOf(largeP1.cold.medianMs, smallP1.cold.medianMs),
      catalogueCacheHit: ratioOf(largeP1.warm.medianMs, smallP1.warm.medianMs),
      deepPageNoCache: ratioOf(deep.cold.medianMs, largeP1.cold.medianMs),
      deepPageCacheHit: ratioOf(deep.warm.medianMs, largeP1.warm.medianMs),
    },
  };
  const memory = {
    rssAfterWarmUpMb: rssAfterWarmUp,
    rssAfterRoundsMb: rssAfterRounds,
    rssBeforeMemoryRunMb: rssBeforeMemoryRun,
    rssAfterMemoryRunMb: rssAfterMemory,
    memoryRun,
    growthSinceWarmUp:
      rssAfterWarmUp && rssAfterMemory
        ? ratioOf(rssAfterMemory - rssAfterWarmUp, rssAfterWarmUp)
        : null,
    growthDuringMemoryRun:
      rssBeforeMemoryRun && rssAfterMemory
        ? ratioOf(rssAfterMemory - rssBeforeMemoryRun, rssBeforeMemoryRun)
        : null,
  };
  printSummary({
    rows,
    stored: mid,
    rounds: ROUNDS,
    load: LOAD,
    growth,
    memory,
    explain,
    web,
    log,
  });
  return {
    bodyBytes: Buffer.byteLength(body),
    ceiling: rows,
    growth,
    memory,
    web,
    streams,
    explain,
    search: await searchResults(smallSearch, largeSearch, catalogue.db, BENCH_DIR, log),
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
