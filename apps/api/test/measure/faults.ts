import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createApp } from '../../src/app';
import { parseAppConfig, prepareDatabase } from '../../src/compose';
import { connectDb, DB_TIMEOUTS } from '../../src/db/client';
import { startRestartableDatabase } from '@reride/devstack';
import type { IdentityProvider } from '../../src/core/identity';
import { signAccessToken } from '../../src/core/access-token';

/**
 * Prints how long requests take to fail with 503 when the database is down (SIGKILL) or hung
 * (SIGSTOP), how long the app takes to serve again once it is back, and how /healthz and
 * /readyz answer while a burst of requests queues for the database connections.
 * Usage: pnpm --filter @reride/api measure:faults
 */
const DB_NAME = 'reride_faults';
const BURST = Number(process.env.FAULTS_BURST ?? 200);
const noIdentity: IdentityProvider = {
  verifyIdToken: () => Promise.reject(new Error('not used')),
  verifyPhoneToken: () => Promise.reject(new Error('not used')),
  disableUser: () => Promise.resolve(),
  deleteUser: () => Promise.resolve(),
  renameUser: () => Promise.resolve(),
};

async function timed(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const body = (await res.json()) as { code?: string };
  return { status: res.status, code: body.code, ms: Math.round(performance.now() - started) };
}

async function untilOk(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if ((await timed(url, headers)).status === 200) {
      return Math.round(performance.now() - started);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function main(): Promise<void> {
  const database = await startRestartableDatabase();
  const connection = await connectDb(database.uri, DB_NAME);
  await prepareDatabase(connection.db);
  const config = parseAppConfig({
    NODE_ENV: 'test',
    MONGODB_URI: database.uri,
    MONGODB_DB: DB_NAME,
  });
  const logger = pino({ level: process.env.FAULTS_LOG ?? 'silent' });
  const { app } = createApp({
    config,
    db: connection.db,
    logger,
    identity: noIdentity,
    ping: connection.ping,
  });
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const userId = (
    await connection.db.collection('users').insertOne({
      firebaseUid: 'uid-faults',
      name: 'Fault Buyer',
      email: 'faults@example.com',
      userType: 'Buyer',
      verified: false,
      createdAt: new Date(),
      updatedAt: new Date(),
      deletedAt: null,
      deletedBy: null,
    })
  ).insertedId.toHexString();
  // Durable before the first kill, so the user is there when the database comes back.
  await connection.db.admin().command({ fsync: 1 });
  const auth = {
    Authorization: `Bearer ${signAccessToken({ _id: userId, email: 'faults@example.com' }, config, new Date())}`,
  };
  const me = `${base}/users/me`;
  const figures: Record<string, unknown> = { driverSettings: DB_TIMEOUTS };
  try {
    await untilOk(me, auth);
    await database.kill();
    figures.down = { usersMe: await timed(me, auth), readyz: await timed(`${base}/readyz`) };
    const restarted = performance.now();
    await database.restart();
    figures.down_recovery = {
      databaseRestartMs: Math.round(performance.now() - restarted),
      appServesAfterDatabaseMs: await untilOk(me, auth),
    };

    database.freeze();
    const [a, b] = await Promise.all([timed(me, auth), timed(me, auth)]);
    figures.hung = { usersMe: [a, b], readyz: await timed(`${base}/readyz`) };
    database.thaw();
    figures.hung_recovery = { appServesAfterThawMs: await untilOk(me, auth) };

    figures.burst = await burst(base, auth);
  } finally {
    server.close();
    await connection.close();
    await database.stop();
  }
  console.log(JSON.stringify(figures, null, 2));
}

/** BURST requests queue for the one connection; the probes must answer meanwhile. */
async function burst(base: string, auth: Record<string, string>) {
  const started = performance.now();
  const load = Array.from({ length: BURST }, () => timed(`${base}/users/me`, auth));
  await new Promise((resolve) => setTimeout(resolve, 100));
  const [healthz, readyz] = await Promise.all([timed(`${base}/healthz`), timed(`${base}/readyz`)]);
  const results = await Promise.all(load);
  const statuses: Record<string, number> = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const slowest = Math.max(...results.map((r) => r.ms));
  return {
    requests: BURST,
    statuses,
    slowestMs: slowest,
    allDoneMs: Math.round(performance.now() - started),
    healthzDuringBurst: healthz,
    readyzDuringBurst: readyz,
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
