import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { once } from 'node:events';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { connectDb, type DbConnection } from './db/client';
import { createBikeAs } from '../test/fixtures/bikes';
import { authOf, startApiProcess } from '../test/fixtures/api-process';
import { insertUser, workerDbName } from '../test/helpers';
import { waitFor } from '../test/processes';

/**
 * SIGTERM while requests are in flight: each of them has sent its headers (the server answered
 * 100 Continue, so it is handling them) but not yet its body. They must still complete with
 * 200, new connections must be refused, and the process must exit 0. And SIGTERM while a job
 * runs: the job finishes before the database closes (server.ts).
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

/** A PATCH /reported/:bikeId whose body is held back until `finish` is called. */
async function startSlowReport(port: number, bikeId: string, authorization: string) {
  const body = JSON.stringify({ reason: 'other', note: 'in flight during SIGTERM' });
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

/** The API as a process of its own (logging at info: the tests read its log), once it is ready. */
async function startServer(env: Record<string, string> = {}) {
  const api = await startApiProcess(dbName, { LOG_LEVEL: 'info', RATE_LIMIT_SCALE: '0', ...env });
  return { ...api, port: Number(new URL(api.url).port) };
}

/** The messages the process logged (pino's JSON lines), in order, with their levels. */
function logLines(output: string): { level: number; msg: string }[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string });
}

describe('server.ts on SIGTERM', () => {
  it('finishes in-flight requests with 200, refuses new connections and exits 0', async () => {
    const { server, port, url, request } = await startServer();

    const seller = await insertUser(connection.db, 'Seller');
    const bikeId = await createBikeAs(request, authOf(seller));
    const reporters = await Promise.all(
      Array.from({ length: IN_FLIGHT }, () => insertUser(connection.db, 'Buyer')),
    );
    const inFlight = await Promise.all(
      reporters.map((user) => startSlowReport(port, bikeId, authOf(user).Authorization)),
    );

    server.child.kill('SIGTERM');
    await waitFor(
      () => Promise.resolve(server.output().includes('shutting down')),
      `the shutdown to start:\n${server.output()}`,
    );
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();

    const answers = await Promise.all(inFlight.map((r) => r.finish()));
    expect(answers.map((a) => a.status)).toEqual(reporters.map(() => 200));
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('stopped');
    const stored = await connection.db
      .collection('reports')
      .countDocuments({ bikeId: new ObjectId(bikeId) });
    expect(stored).toBe(IN_FLIGHT);
  }, 120_000);

  it('lets a running job finish before the database closes, starts no other, logs no error', async () => {
    // FAULT_SLOW_JOB_MS: a job that takes this long and then pings the database (server.ts).
    const { server } = await startServer({ FAULT_SLOW_JOB_MS: '1500' });
    const said = (msg: string) => logLines(server.output()).some((line) => line.msg === msg);
    await waitFor(
      () => Promise.resolve(said('slow job started')),
      `the slow job to start:\n${server.output()}`,
    );

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const lines = logLines(server.output());
    const at = (msg: string) => lines.findIndex((line) => line.msg.startsWith(msg));
    const shutdown = at('shutting down');
    const finished = lines.findIndex((line, i) => i > shutdown && line.msg === 'slow job finished');
    // The run SIGTERM met finished (its ping reached the database), then the database closed.
    expect(shutdown, server.output()).toBeGreaterThan(at('slow job started'));
    expect(finished, server.output()).toBeGreaterThan(shutdown);
    expect(at('stopped'), server.output()).toBeGreaterThan(finished);
    // No run started after SIGTERM, and nothing went wrong (pino: 50 error, 60 fatal).
    expect(lines.slice(shutdown).filter((line) => line.msg === 'slow job started')).toEqual([]);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  }, 120_000);
});
