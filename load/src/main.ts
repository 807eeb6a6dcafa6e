import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import {
  buildApi,
  provisionDatabase,
  startApi,
  type RunningApiProcess as RunningApi,
} from '@reride/devstack';

import { startRoundRobinProxy, type RoundRobinProxy } from './proxy';
import { checkSharedRateLimit, measureVisibilityLag } from './scale-out';
import { probeWhile } from './probes';
import { insertUsers, listBikes, type LoadUser } from './seed';
import { print } from './print';
import { Stats } from './stats';
import { holdStreams } from './streams';
import { runTraffic } from './traffic';
import { verifyWrites } from './verify';
import { checkBell, verifyTalk } from './verify-talk';

/**
 * `pnpm load`: the production build of the API against a throwaway database, LOAD_CONNECTIONS
 * buyers (one connection each) browsing, booking, paying, reporting and talking to sellers, the
 * sellers answering, for LOAD_SECONDS, while LOAD_STREAMS notification streams stay open; then
 * a check that every acknowledged write is stored, no bike was sold twice, and every
 * notification reached its user's streams once, in order.
 */
const LOAD_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const SELLERS = 10;
const BIKES_PER_SELLER = Number(process.env.LOAD_BIKES_PER_SELLER ?? 15);
/** Bikes only talked about (questions, offers): never bought outright, so talk lasts the run. */
const TALK_BIKES_PER_SELLER = Number(process.env.LOAD_TALK_BIKES_PER_SELLER ?? 5);
/** 0: the mix before talk only (no questions, messages, offers, bell or streams), to compare. */
const TALK = process.env.LOAD_TALK !== '0';
const STREAMS = Number(process.env.LOAD_STREAMS ?? (TALK ? 300 : 0));
/** 2: two API processes on one database behind a round-robin balancer of our own. */
const PROCESSES = Number(process.env.LOAD_PROCESSES ?? 1);
const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  log('building the API for production (pnpm --filter @reride/api build)');
  buildApi();
  const database = await provisionDatabase({ log });
  const dbName = `reride_load_${randomBytes(4).toString('hex')}`;
  const jwtSecret = randomBytes(32).toString('hex');
  const client = new MongoClient(database.uri, { maxPoolSize: 1 });
  const apiEnv = (db: string, rateLimitScale: string) => ({
    PATH: process.env.PATH ?? '',
    MONGODB_URI: database.uri,
    MONGODB_DB: db,
    // production refuses RATE_LIMIT_SCALE=0; the secret and the build are production's.
    NODE_ENV: 'development',
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: rateLimitScale,
  });
  const apis: RunningApi[] = [];
  for (let i = 0; i < PROCESSES; i++) {
    apis.push(await startApi({ from: 'dist', env: apiEnv(dbName, '0') }));
  }
  const balancer: RoundRobinProxy | undefined =
    PROCESSES > 1 ? await startRoundRobinProxy(apis.map((a) => a.url)) : undefined;
  const api = { url: balancer?.url ?? apis[0]!.url };
  let exitCode: number | null = null;
  try {
    const db = client.db(dbName);
    const sellers = await insertUsers(db, 'Seller', SELLERS, jwtSecret);
    const buyers = await insertUsers(db, 'Buyer', CONNECTIONS, jwtSecret);
    const bikes = await listBikes(api.url, sellers, BIKES_PER_SELLER);
    const talkBikes = await listBikes(api.url, sellers, TALK_BIKES_PER_SELLER, 'Load Talk Bike');
    log(
      `seeded ${sellers.length} sellers, ${buyers.length} buyers, ${bikes.length} + ${talkBikes.length} bikes (POST /bikes)`,
    );
    const users = [...sellers, ...buyers];
    const streams = await holdStreams(api.url, users, STREAMS);

    log(
      `traffic: ${CONNECTIONS} buyers and ${SELLERS} sellers for ${SECONDS} s, ${STREAMS} streams`,
    );
    const stats = new Stats();
    const started = performance.now();
    const { result: acked, probes } = await probeWhile(api.url, () =>
      runTraffic({
        api: api.url,
        stats,
        bikes,
        talkBikes,
        talk: TALK,
        buyers,
        sellers,
        seconds: SECONDS,
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const traffic = stats.summary(elapsed);
    const notifications = await streams.finish(db);
    const verification = await verifyWrites(db, acked);
    const talk = await verifyTalk(db, acked);
    const bell = await checkBell(api.url, db, users);
    const scaleOut = balancer
      ? await checkScaleOut(apis, balancer, sellers[0]!, (db2, scale) => apiEnv(db2, scale))
      : undefined;
    for (const running of apis) exitCode = Math.max(exitCode ?? 0, (await running.stop()) ?? 1);
    await balancer?.close();
    const results = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
      database: { engine: database.engine, version: database.version },
      settings: {
        seconds: SECONDS,
        connections: CONNECTIONS,
        bikes: bikes.length,
        talk: TALK,
        talkBikes: talkBikes.length,
        streams: STREAMS,
        apiProcesses: PROCESSES,
      },
      scaleOut,
      elapsedSeconds: Math.round(elapsed * 10) / 10,
      traffic,
      probesDuringLoad: probes,
      verification,
      talk,
      notifications,
      bell,
      apiExitCodeAfterSigterm: exitCode,
    };
    print(results);
    if (SECONDS >= 60 && CONNECTIONS >= 100) {
      await mkdir(join(LOAD_DIR, 'results'), { recursive: true });
      const name = PROCESSES > 1 ? 'two-processes' : TALK ? 'latest' : 'without-talk';
      await writeFile(
        join(LOAD_DIR, `results/${name}.json`),
        JSON.stringify(results, null, 2) + '\n',
      );
      log(`wrote load/results/${name}.json`);
    }
    const failed =
      traffic.errors > 0 ||
      verification.problems.length > 0 ||
      talk.problems.length > 0 ||
      notifications.problems.length > 0 ||
      bell.problems.length > 0 ||
      (scaleOut !== undefined && !(scaleOut.visibility.withinPromise && scaleOut.rateLimit.holds));
    if (failed) process.exitCode = 1;
  } finally {
    if (exitCode === null) for (const running of apis) await running.stop();
    await balancer?.close();
    await client
      .db(dbName)
      .dropDatabase()
      .catch(() => undefined);
    await client.close();
    await database.stop();
  }
}

/**
 * With two processes: a write through one shows on the other within the public cache's promise,
 * and a burst through the balancer meets one shared rate limit (two more processes with rate
 * limits on, on a database of their own, so the traffic above ran unthrottled).
 */
async function checkScaleOut(
  apis: RunningApi[],
  balancer: RoundRobinProxy,
  seller: LoadUser,
  env: (db: string, rateLimitScale: string) => Record<string, string>,
) {
  const [bikeId] = await listBikes(apis[0]!.url, [seller], 1);
  const visibility = await measureVisibilityLag(apis[0]!.url, apis[1]!.url, seller, bikeId!);
  log(`visibility: advertised through process 1, shown by process 2 after ${visibility.lagMs} ms`);
  const limitedDb = `reride_load_limits_${randomBytes(4).toString('hex')}`;
  const limited = [
    await startApi({ from: 'dist', env: env(limitedDb, '1') }),
    await startApi({ from: 'dist', env: env(limitedDb, '1') }),
  ];
  const limitedBalancer = await startRoundRobinProxy(limited.map((a) => a.url));
  try {
    const rateLimit = await checkSharedRateLimit(limitedBalancer.url);
    log(
      `rate limit across 2 processes: limit ${rateLimit.limit}, sent ${rateLimit.sent}, 429s ${rateLimit.refused} (${rateLimit.holds ? 'holds' : 'BROKEN'})`,
    );
    return { visibility, rateLimit, forwarded: balancer.forwarded };
  } finally {
    await limitedBalancer.close();
    for (const running of limited) await running.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
