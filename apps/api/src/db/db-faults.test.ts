import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@reride/shared';
import { createApp } from '../app';
import { startRestartableDatabase, type RestartableDatabase } from '@reride/devstack';
import { signAccessToken } from '../core/access-token';
import { createFirebaseIdentity } from '../features/users/firebase-identity';
import { insertUser, testConfig } from '../../test/helpers';
import { waitFor } from '../../test/processes';
import { prepareDatabase } from '../compose';
import { connectDb, type DbConnection } from './client';

/**
 * The database goes away under a running app: an embedded database server of this file's own, killed (down) or
 * stopped with SIGSTOP (hung), then brought back on the same port and data. Requests must end
 * with 503 UNAVAILABLE rather than hang (the generous test timeout catches a hang), and the
 * app must serve again by itself. Time-to-503 figures: test/measure/faults.ts.
 */
let database: RestartableDatabase;
let connection: DbConnection;
let request: supertest.Agent;
let authHeader: { Authorization: string };

beforeAll(async () => {
  database = await startRestartableDatabase();
  connection = await connectDb(database.uri, 'reride_faults');
  await prepareDatabase(connection.db);
  const config = testConfig({ MONGODB_URI: database.uri, MONGODB_DB: 'reride_faults' });
  const { app } = createApp({
    config,
    db: connection.db,
    logger: pino({ level: 'silent' }),
    identity: createFirebaseIdentity(config.FIREBASE_PROJECT_ID),
    ping: connection.ping,
  });
  request = supertest(app);
  const user = await insertUser(connection.db, 'Buyer');
  // Flushed before the first kill, as a real server's journal would have it: the user must
  // still be there when the database comes back.
  await connection.db.admin().command({ fsync: 1 });
  authHeader = { Authorization: `Bearer ${signAccessToken(user, config, new Date())}` };
});

afterAll(async () => {
  await connection?.close();
  await database?.stop();
});

const unavailable = { code: 'UNAVAILABLE', message: errorMessages.errors.unavailable };
const serves = async () => (await request.get('/users/me').set(authHeader)).status === 200;

async function expectUnavailable(): Promise<void> {
  const me = await request.get('/users/me').set(authHeader);
  expect(me.status).toBe(503);
  expect(me.body).toEqual(unavailable);
  const ready = await request.get('/readyz');
  expect(ready.status).toBe(503);
  expect(ready.body).toEqual(unavailable);
  // Liveness does not depend on the database: the process itself is fine.
  await request.get('/healthz').expect(200);
}

describe('database faults', () => {
  it('answers 503 UNAVAILABLE while the database is down and serves again once it is back', async () => {
    await request.get('/users/me').set(authHeader).expect(200);
    await request.get('/readyz').expect(200);

    await database.kill();
    await expectUnavailable();

    await database.restart();
    await waitFor(serves, 'the app to serve again after the database restarted');
    const me = await request.get('/users/me').set(authHeader).expect(200);
    expect(me.body).toMatchObject({ userType: 'Buyer' });
    await request.get('/readyz').expect(200);
  }, 90_000);

  it('answers 503 UNAVAILABLE instead of hanging while the database is frozen, then recovers', async () => {
    await waitFor(serves, 'the app to serve before the freeze');
    database.freeze();
    try {
      // Two at once: one waits on the frozen connection, the other in the pool's queue.
      const [first, second] = await Promise.all([
        request.get('/users/me').set(authHeader),
        request.get('/users/me').set(authHeader),
      ]);
      expect([first.status, second.status]).toEqual([503, 503]);
      expect(first.body).toEqual(unavailable);
      await expectUnavailable();
    } finally {
      database.thaw();
    }
    await waitFor(serves, 'the app to serve again after the database thawed');
    await request.get('/readyz').expect(200);
  }, 90_000);
});
