import { MongoClient } from 'mongodb';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { contract, errorMessages } from '@reride/shared';
import { createApp } from '../../app';
import { createTestApp, testConfig, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

/** Nothing listens on port 1: every operation fails server selection. */
const deadClient = new MongoClient('mongodb://127.0.0.1:1/?serverSelectionTimeoutMS=300');
afterAll(async () => {
  await deadClient.close();
});

function appWithoutDatabase() {
  return supertest(
    createApp({
      config: testConfig(),
      db: deadClient.db('nowhere'),
      logger: pino({ level: 'silent' }),
      identity: {
        verifyIdToken: () => Promise.reject(new Error('unused')),
        verifyPhoneToken: () => Promise.reject(new Error('unused')),
        disableUser: () => Promise.resolve(),
        deleteUser: () => Promise.resolve(),
        renameUser: () => Promise.resolve(),
      },
    }).app,
  );
}

describe('GET /healthz', () => {
  it('returns 200 with status ok', async () => {
    const res = await t.request.get('/healthz').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('returns 200 ready when the database answers', async () => {
    const res = await t.request.get('/readyz').expect(200);
    expect(res.body).toEqual({ status: 'ready' });
  });

  it('returns 503 UNAVAILABLE when the database cannot be reached', async () => {
    const res = await appWithoutDatabase().get('/readyz').expect(503);
    expect(res.body).toEqual({ message: errorMessages.errors.unavailable, code: 'UNAVAILABLE' });
  });
});

describe('database outage', () => {
  it('returns 503 UNAVAILABLE on a data endpoint once server selection gives up', async () => {
    // The answer comes after the client's 300 ms of server selection; a retry loop would instead
    // run into the test's time limit. How long it takes is not this test's to judge.
    const res = await appWithoutDatabase().get('/categories').expect(503);
    expect(res.body).toEqual({ message: errorMessages.errors.unavailable, code: 'UNAVAILABLE' });
  });
});

describe('GET /openapi.json', () => {
  it('describes every contract endpoint with its access', async () => {
    const res = await t.request.get('/openapi.json').expect(200);
    const doc = res.body as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, Record<string, { 'x-access': string[] }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: 'http://localhost:5000' }]);
    for (const endpoint of Object.values(contract)) {
      const path = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = doc.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation?.['x-access']).toEqual(
        Array.isArray(endpoint.access) ? endpoint.access : [endpoint.access],
      );
    }
  });
});

describe('GET /docs', () => {
  it('returns a self-contained HTML reference of every path', async () => {
    const res = await t.request
      .get('/docs')
      .expect(200)
      .expect('content-type', /text\/html/);
    const html = res.text;
    for (const endpoint of Object.values(contract)) {
      expect(html).toContain(`<code>${endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')}</code>`);
    }
    expect(html).toContain('id="schema-Bike"');
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)[^"]*\.(js|css)/);
  });

  it('is served under a content security policy that allows its inline style only', async () => {
    const res = await t.request.get('/docs').expect(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/style-src [^;]*'unsafe-inline'/);
  });
});
