import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort, provisionDatabase } from '@reride/api/embedded';
import { CATEGORIES, DEFAULT_PAGE_SIZE as PAGE } from '@reride/shared';
import { openCatalogue, type Catalogue } from './catalogue';
import { cursorAtPosition, decodeNextCursor, explainCategoryPage } from './explain';
import { runAmount, serialLatency, type LoadOptions } from './load';
import { compareWithCeiling, walkToPage } from './phases';
import { readRssMb, startServer, type Server } from './processes';
import { formatTable, ratioOf, writeResults, type Row } from './report';

const BENCH_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = resolve(BENCH_DIR, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LOAD: LoadOptions = { connections: 50, seconds: Number(process.env.BENCH_SECONDS ?? 4) };
const MEMORY_REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 10_000);
const DEEP_PAGE = 200;
const CATEGORY_ID = CATEGORIES[0]._id;
const log = (line: string) => console.log(line);

function buildApi(): void {
  log('building the API for production (pnpm --filter @reride/api build)');
  const run = spawnSync('pnpm', ['--filter', '@reride/api', 'build'], { cwd: ROOT, stdio: 'pipe' });
  if (run.status !== 0) throw new Error(`API build failed:\n${run.stderr.toString()}`);
}

async function startApi(uri: string, dbName: string): Promise<Server> {
  const port = await findFreePort();
  return startServer({
    name: 'api',
    args: ['dist/server.js'],
    cwd: join(ROOT, 'apps/api'),
    port,
    readyPath: '/readyz',
    env: {
      MONGODB_URI: uri,
      MONGODB_DB: dbName,
      // production refuses embedded setups; a strong secret keeps the rest production-like.
      NODE_ENV: 'development',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
    },
  });
}

async function startCeiling(bodyFile: string): Promise<Server> {
  const port = await findFreePort();
  return startServer({
    name: 'ceiling',
    args: ['--import', 'tsx', 'src/ceiling-server.ts'],
    cwd: BENCH_DIR,
    port,
    readyPath: '/',
    env: { PORT: String(port), BODY_FILE: bodyFile, NODE_ENV: 'production' },
  });
}

async function growth(api: Server, catalogue: Catalogue, target: number) {
  const ms = await catalogue.growTo(target);
  const stored = await catalogue.count();
  log(`catalogue: ${stored} bikes stored (${Math.round(ms / 1000)} s of inserts)`);
  const url = `${api.url}/bikes/category/${CATEGORY_ID}`;
  return { stored, url };
}

async function main(): Promise<void> {
  const started = Date.now();
  buildApi();
  const db = await provisionDatabase({ log });
  const dbName = `reride_bench_${randomBytes(4).toString('hex')}`;
  const work = await mkdtemp(join(tmpdir(), 'reride-bench-'));
  const servers: Server[] = [];
  const catalogue = await openCatalogue(db.uri, dbName);
  try {
    const api = await startApi(db.uri, dbName);
    servers.push(api);
    const results = await runPhases(api, catalogue, work, servers);
    const out = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
      database: { engine: db.engine, version: db.version },
      settings: { rounds: ROUNDS, ...LOAD, memoryRequests: MEMORY_REQUESTS },
      ...results,
      notDone: [
        'GET /bookings?email= (authenticated) in the ceiling comparison',
        'web: initial JS and CSS per route (gzipped)',
        'Lighthouse 12, mobile and desktop',
      ],
      durationSeconds: Math.round((Date.now() - started) / 1000),
    };
    await writeResults(join(BENCH_DIR, 'results/latest.json'), out);
    log(`\nwrote bench/results/latest.json (${out.durationSeconds} s in all)`);
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await catalogue.db.dropDatabase().catch(() => undefined);
    await catalogue.close();
    await db.stop();
    await rm(work, { recursive: true, force: true });
  }
}

async function runPhases(api: Server, catalogue: Catalogue, work: string, servers: Server[]) {
  // Growth, small end: the category page with 1,000 bikes, one request at a time.
  const small = await growth(api, catalogue, 1_000);
  await serialLatency(small.url, 1);
  const smallP1 = await serialLatency(small.url, 5);
  log(`  category p1, ${small.stored} bikes: ${smallP1.medianMs} ms serial`);

  // Ceiling comparison with 10,000 bikes.
  const mid = await growth(api, catalogue, 10_000);
  const body = await (await fetch(mid.url)).text();
  const bodyFile = join(work, 'body.json');
  await writeFile(bodyFile, body);
  const ceiling = await startCeiling(bodyFile);
  servers.push(ceiling);
  const ceilingName = 'bare Express 5 (ceiling)';
  const targets = [
    { name: 'GET /bikes/advertised', url: `${api.url}/bikes/advertised` },
    { name: 'GET /bikes/category/:id', url: mid.url },
    { name: 'GET /category-titles/:id', url: `${api.url}/category-titles/${CATEGORY_ID}` },
    { name: ceilingName, url: ceiling.url },
  ];
  const rssAfterWarmUp = await warmUp(api, targets);
  const rows = await compareWithCeiling(targets, ceilingName, api.url, ROUNDS, LOAD, log);
  const rssAfterRounds = await readRssMb(api.pid);
  // The DB-bound lists manage a request every few seconds here; the memory run uses the fast one.
  log(`memory: ${MEMORY_REQUESTS} more requests to GET /category-titles/:id`);
  const sent = await runAmount(targets[2]!.url, MEMORY_REQUESTS, LOAD.connections);
  const rssAfterMemory = await readRssMb(api.pid);

  // Growth, large end: page 1 and page 200 with 100,000 bikes.
  const large = await growth(api, catalogue, 100_000);
  const largeP1 = await serialLatency(large.url, 3);
  log(`  category p1, ${large.stored} bikes: ${largeP1.medianMs} ms serial`);
  const walked = await walkToPage(large.url, DEEP_PAGE, 30_000);
  const deepCursor =
    walked ?? (await cursorAtPosition(catalogue.db, CATEGORY_ID, (DEEP_PAGE - 1) * PAGE));
  const deepUrl = `${large.url}?cursor=${deepCursor}`;
  const deep = await serialLatency(deepUrl, 3);
  log(`  category p${DEEP_PAGE}, ${large.stored} bikes: ${deep.medianMs} ms serial`);
  const explain = {
    firstPage: await explainCategoryPage(catalogue.db, CATEGORY_ID),
    deepPage: await explainCategoryPage(catalogue.db, CATEGORY_ID, decodeNextCursor(deepCursor)),
  };

  const growthResult = {
    serialMedianMs: {
      [`p1 @ ${small.stored}`]: smallP1,
      [`p1 @ ${large.stored}`]: largeP1,
      [`p${DEEP_PAGE} @ ${large.stored}`]: deep,
    },
    deepCursorFrom: walked ? 'X-Next-Cursor walked 199 times' : 'one skip query (walk too slow)',
    ratios: {
      catalogue: ratioOf(largeP1.medianMs, smallP1.medianMs),
      deepPage: ratioOf(deep.medianMs, largeP1.medianMs),
    },
  };
  const memory = {
    rssAfterWarmUpMb: rssAfterWarmUp,
    rssAfterRoundsMb: rssAfterRounds,
    rssAfterMemoryRunMb: rssAfterMemory,
    memoryRunRequests: sent,
    growth:
      rssAfterWarmUp && rssAfterMemory
        ? ratioOf(rssAfterMemory - rssAfterWarmUp, rssAfterWarmUp)
        : null,
  };
  printSummary(rows, mid.stored, growthResult, memory, explain);
  return {
    bodyBytes: Buffer.byteLength(body),
    ceiling: rows,
    growth: growthResult,
    memory,
    explain,
  };
}

async function warmUp(api: Server, targets: { url: string }[]) {
  for (const t of targets) await serialLatency(t.url, 2);
  return readRssMb(api.pid);
}

function printSummary(
  rows: Row[],
  stored: number,
  growthResult: { serialMedianMs: Record<string, { medianMs: number }>; ratios: object },
  memory: Record<string, number | null>,
  explain: object,
) {
  const title = `Ceiling comparison, ${stored} bikes, ${LOAD.connections} connections, median of ${ROUNDS} × ${LOAD.seconds} s`;
  log('\n' + formatTable(title, rows));
  log('\nGrowth (category page, one request at a time, median ms)');
  for (const [name, f] of Object.entries(growthResult.serialMedianMs))
    log(`  ${name}: ${f.medianMs}`);
  log(`  ratios: ${JSON.stringify(growthResult.ratios)}`);
  log(`\nMemory (API RSS, MB): ${JSON.stringify(memory)}`);
  log(`\nexplain (FerretDB pushdown flags / mongod winning plan): ${JSON.stringify(explain)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
