import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { provisionDatabase } from '@reride/devstack';
import { buildApi, startApi } from './api-process';
import { probeWhile } from './probes';
import { insertUsers, listBikes } from './seed';
import { Stats } from './stats';
import { runTraffic } from './traffic';
import { verifyWrites } from './verify';

/**
 * `pnpm load`: the production build of the API against a throwaway database, LOAD_CONNECTIONS
 * buyers (one connection each) browsing, booking, paying and reporting for LOAD_SECONDS, then
 * a check that every acknowledged write is stored and no bike was sold twice.
 */
const LOAD_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = resolve(LOAD_DIR, '..');
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const SELLERS = 10;
const BIKES_PER_SELLER = Number(process.env.LOAD_BIKES_PER_SELLER ?? 15);
const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  log('building the API for production (pnpm --filter @reride/api build)');
  buildApi(ROOT);
  const database = await provisionDatabase({ log });
  const dbName = `reride_load_${randomBytes(4).toString('hex')}`;
  const jwtSecret = randomBytes(32).toString('hex');
  const client = new MongoClient(database.uri, { maxPoolSize: 1 });
  const api = await startApi(join(ROOT, 'apps/api'), {
    MONGODB_URI: database.uri,
    MONGODB_DB: dbName,
    // production refuses RATE_LIMIT_SCALE=0; the secret and the build are production's.
    NODE_ENV: 'development',
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '0',
  });
  let exitCode: number | null = null;
  try {
    const db = client.db(dbName);
    const sellers = await insertUsers(db, 'Seller', SELLERS, jwtSecret);
    const buyers = await insertUsers(db, 'Buyer', CONNECTIONS, jwtSecret);
    const bikes = await listBikes(api.url, sellers, BIKES_PER_SELLER);
    log(
      `seeded ${sellers.length} sellers, ${buyers.length} buyers, ${bikes.length} bikes (POST /bikes)`,
    );

    log(`traffic: ${CONNECTIONS} connections for ${SECONDS} s`);
    const stats = new Stats();
    const started = performance.now();
    const { result: acked, probes } = await probeWhile(api.url, () =>
      runTraffic({ api: api.url, stats, bikes, buyers, seconds: SECONDS }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const traffic = stats.summary(elapsed);
    const verification = await verifyWrites(db, acked);
    exitCode = await api.stop();
    const results = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
      database: { engine: database.engine, version: database.version },
      settings: { seconds: SECONDS, connections: CONNECTIONS, bikes: bikes.length },
      elapsedSeconds: Math.round(elapsed * 10) / 10,
      traffic,
      probesDuringLoad: probes,
      verification,
      apiExitCodeAfterSigterm: exitCode,
    };
    print(results);
    if (SECONDS >= 60 && CONNECTIONS >= 100) {
      await mkdir(join(LOAD_DIR, 'results'), { recursive: true });
      await writeFile(
        join(LOAD_DIR, 'results/latest.json'),
        JSON.stringify(results, null, 2) + '\n',
      );
      log('wrote load/results/latest.json');
    }
    const failed = traffic.errors > 0 || verification.problems.length > 0;
    if (failed) process.exitCode = 1;
  } finally {
    if (exitCode === null) await api.stop();
    await client
      .db(dbName)
      .dropDatabase()
      .catch(() => undefined);
    await client.close();
    await database.stop();
  }
}

function print(results: {
  traffic: ReturnType<Stats['summary']>;
  verification: Awaited<ReturnType<typeof verifyWrites>>;
  probesDuringLoad: object;
  elapsedSeconds: number;
}): void {
  const { traffic, verification } = results;
  log(
    `\n${traffic.requests} requests in ${results.elapsedSeconds} s: ${traffic.reqPerSec} req/s, p50 ${traffic.p50Ms} ms, p99 ${traffic.p99Ms} ms`,
  );
  log(
    `errors: ${traffic.errors} ${JSON.stringify(traffic.errorsByStatus)}; refused by design (409 sold meanwhile): ${traffic.refusedByDesign}`,
  );
  for (const [kind, figures] of Object.entries(traffic.perKind)) {
    log(`  ${kind}: ${JSON.stringify(figures)}`);
  }
  log(`probes during load: ${JSON.stringify(results.probesDuringLoad)}`);
  log(
    `writes checked: ${JSON.stringify(verification.checked)}; lost: ${verification.lostWrites}; problems: ${verification.problems.length}`,
  );
  for (const problem of verification.problems.slice(0, 20)) log(`  ${problem}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
