import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { once } from 'node:events';
import { ObjectId } from 'mongodb';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DEV_JWT_SECRET } from './config';
import { connectDb, type DbConnection } from './db/client';
import { findFreePort } from '@reride/devstack';
import { createBikeAs } from '../test/fixtures/bikes';
import { signAccessToken } from './core/access-token';
import { insertUser, workerDbName } from '../test/helpers';
import { runScript, waitFor } from '../test/processes';

/**
 * SIGTERM while requests are in flight: each of them has sent its headers (the server answered
 * 100 Continue, so it is handling them) but not yet its body. They must still complete with
 * 200, new connections must be refused, and the process must exit 0.
 */
let connection: DbConnection;
const dbName = workerDbName('_sigterm');
const IN_FLIGHT = 8;

beforeAll(async () => {
  connection = await connectDb(inject('mongoUri'), dbName);
  await connection.db.dropDatabase();
});
afterAll(async () => {
  await connection.close();
});

const authOf = (user: { _id: string; email: string }) =>
  `Bearer ${signAccessToken(user, { JWT_SECRET: DEV_JWT_SECRET, JWT_TTL_SECONDS: 900 }, new Date())}`;

/** A PATCH /reported/:bikeId whose body is held back until `finish` is called. */
async function startSlowReport(port: number, bikeId: string, authorization: string) {
  const body = JSON.stringify({ reason: 'in flight during SIGTERM' });
  const req: ClientRequest = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'PATCH',
    path: `/reported/${bikeId}`,
    headers: {
      Authorization: authorization,
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      Expect: '100-continue',
    },
  });
  const response = once(req, 'response') as Promise<[IncomingMessage]>;
  req.flushHeaders();
  await once(req, 'continue');
  return {
    async finish(): Promise<{ status: number; body: unknown }> {
      req.end(body);
      const [res] = await response;
      let text = '';
      for await (const chunk of res) text += String(chunk);
      return { status: res.statusCode ?? 0, body: JSON.parse(text) as unknown };
    },
  };
}

describe('server.ts on SIGTERM', () => {
  it('finishes in-flight requests with 200, refuses new connections and exits 0', async () => {
    const port = await findFreePort();
    const server = runScript('src/server.ts', [], {
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      MONGODB_URI: inject('mongoUri'),
      MONGODB_DB: dbName,
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_SCALE: '0',
    });
    const base = `http://127.0.0.1:${port}`;
    const ready = () =>
      fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
    await waitFor(ready, `the server on port ${port}:\n${server.output()}`, 60_000);

    const seller = await insertUser(connection.db, 'Seller');
    const bikeId = await createBikeAs(supertest(base), { Authorization: authOf(seller) });
    const reporters = await Promise.all(
      Array.from({ length: IN_FLIGHT }, () => insertUser(connection.db, 'Buyer')),
    );
    const inFlight = await Promise.all(
      reporters.map((user) => startSlowReport(port, bikeId, authOf(user))),
    );

    server.child.kill('SIGTERM');
    await waitFor(
      () => Promise.resolve(server.output().includes('shutting down')),
      `the shutdown to start:\n${server.output()}`,
    );
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();

    const answers = await Promise.all(inFlight.map((r) => r.finish()));
    expect(answers.map((a) => a.status)).toEqual(reporters.map(() => 200));
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('stopped');
    const stored = await connection.db
      .collection('reports')
      .countDocuments({ bikeId: new ObjectId(bikeId) });
    expect(stored).toBe(IN_FLIGHT);
  }, 120_000);
});
