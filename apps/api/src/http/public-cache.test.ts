import express from 'express';
import supertest from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { contract, NEXT_CURSOR_HEADER, type Endpoint } from '@reride/shared';
import {
  createPublicCache,
  PRIVATE_CACHE_CONTROL,
  publicCachePaths,
  PUBLIC_CACHE_CONTROL,
} from './public-cache';

/** The cache's mechanics on a tiny app whose handlers count their calls; no database needed. */
const TTL = 5000;
let clock: number;
let calls: Record<string, number>;
let gate: Promise<void> | null;

function appWith(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const cache = createPublicCache({
    ttlMs: options.ttlMs ?? TTL,
    maxEntries: options.maxEntries,
    paths: [/^\/list\/[^/]+$/, /^\/broken$/],
    now: () => clock,
  });
  const app = express();
  app.use(cache.invalidateOnWrite);
  app.use(cache.serve);
  app.get('/list/:id', async (req, res) => {
    const id = req.params.id;
    calls[id] = (calls[id] ?? 0) + 1;
    if (gate) await gate;
    if (id === 'missing') {
      res.status(404).json({ code: 'NOT_FOUND' });
      return;
    }
    res.set(NEXT_CURSOR_HEADER, `after-${id}`);
    res.json({ id, call: calls[id], query: req.query });
  });
  app.get('/broken', () => {
    calls.broken = (calls.broken ?? 0) + 1;
    throw new Error('boom');
  });
  app.post('/write', (req, res) => {
    res.status(req.query.fail ? 400 : 201).json({});
  });
  return { cache, request: supertest(app) };
}

beforeEach(() => {
  clock = 1_000_000;
  calls = {};
  gate = null;
});

describe('anonymous GETs of public paths', () => {
  it('answers the second request from the cache with the same body, ETag and cursor', async () => {
    const { request } = appWith();
    const first = await request.get('/list/a').expect(200);
    const second = await request.get('/list/a').expect(200);
    expect(calls.a).toBe(1);
    expect(second.body).toEqual(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBe('after-a');
    expect(second.headers['content-type']).toMatch(/application\/json/);
    expect(second.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(second.headers.vary).toMatch(/Authorization/);
  });

  it('keys entries by the full URL, query string included', async () => {
    const { request } = appWith();
    await request.get('/list/a?limit=5').expect(200);
    const other = await request.get('/list/a?limit=6').expect(200);
    expect(calls.a).toBe(2);
    expect(other.body.query).toEqual({ limit: '6' });
  });

  it('answers 304 from the cache when If-None-Match matches', async () => {
    const { request } = appWith();
    const first = await request.get('/list/a').expect(200);
    const res = await request.get('/list/a').set('If-None-Match', first.headers.etag!).expect(304);
    expect(res.text).toBe('');
    expect(calls.a).toBe(1);
  });

  it('computes the answer again once the TTL has passed', async () => {
    const { request } = appWith();
    await request.get('/list/a').expect(200);
    clock += TTL - 1;
    expect((await request.get('/list/a')).body.call).toBe(1);
    clock += 1;
    expect((await request.get('/list/a')).body.call).toBe(2);
  });

  it('shares one computation between concurrent misses of one URL', async () => {
    const { request } = appWith();
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => (open = resolve));
    const pending = Array.from({ length: 5 }, () => request.get('/list/a').then((r) => r));
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    const answers = await Promise.all(pending);
    expect(calls.a).toBe(1);
    const seen = answers.map(
      (r) => `${r.status} call ${String((r.body as { call: number }).call)}`,
    );
    expect(seen).toEqual(Array.from({ length: 5 }, () => '200 call 1'));
  });

  it('serves the expired answer to others while one request refreshes it', async () => {
    const { request } = appWith();
    await request.get('/list/a').expect(200);
    clock += TTL;
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => (open = resolve));
    const refresh = request.get('/list/a').then((r) => r);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const other = await request.get('/list/a').expect(200);
    expect(other.body).toMatchObject({ call: 1 });
    open();
    expect((await refresh).body).toMatchObject({ call: 2 });
    expect((await request.get('/list/a')).body).toMatchObject({ call: 2 });
  });

  it('makes others wait for the refresh once an entry is more than a TTL past its expiry', async () => {
    const { request } = appWith();
    await request.get('/list/a').expect(200);
    clock += 2 * TTL;
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => (open = resolve));
    const pending = [1, 2].map(() => request.get('/list/a').then((r) => r));
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    const answers = await Promise.all(pending);
    expect(answers.map((r) => (r.body as { call: number }).call)).toEqual([2, 2]);
    expect(calls.a).toBe(2);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const { request, cache } = appWith({ maxEntries: 2 });
    await request.get('/list/a');
    await request.get('/list/b');
    await request.get('/list/a');
    await request.get('/list/c');
    expect(cache.size()).toBe(2);
    await request.get('/list/a');
    await request.get('/list/b');
    expect(calls).toEqual({ a: 1, b: 2, c: 1 });
  });

  it('caches nothing when the TTL is 0, but still sends Cache-Control', async () => {
    const { request } = appWith({ ttlMs: 0 });
    await request.get('/list/a');
    const res = await request.get('/list/a');
    expect(calls.a).toBe(2);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });
});

describe('what is never cached', () => {
  it('never caches or serves from the cache a request with Authorization', async () => {
    const { request, cache } = appWith();
    await request.get('/list/a').set('Authorization', 'Bearer x').expect(200);
    expect(cache.size()).toBe(0);
    await request.get('/list/a').expect(200);
    const res = await request.get('/list/a').set('Authorization', 'Bearer x').expect(200);
    expect(calls.a).toBe(3);
    expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('never caches error answers', async () => {
    const { request, cache } = appWith();
    await request.get('/list/missing').expect(404);
    await request.get('/list/missing').expect(404);
    await request.get('/broken').expect(500);
    await request.get('/broken').expect(500);
    expect(calls).toEqual({ missing: 2, broken: 2 });
    expect(cache.size()).toBe(0);
  });

  it('lets waiters compute their own answer when the shared computation fails', async () => {
    const { request } = appWith();
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => (open = resolve));
    const pending = [1, 2, 3].map(() => request.get('/list/missing').then((r) => r.status));
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    expect(await Promise.all(pending)).toEqual([404, 404, 404]);
    expect(calls.missing).toBe(3);
  });
});

describe('invalidation by writes through the same process', () => {
  it('empties the cache after a successful write', async () => {
    const { request } = appWith();
    await request.get('/list/a');
    await request.post('/write').expect(201);
    expect((await request.get('/list/a')).body.call).toBe(2);
  });

  it('keeps the cache after a refused write', async () => {
    const { request } = appWith();
    await request.get('/list/a');
    await request.post('/write?fail=1').expect(400);
    expect((await request.get('/list/a')).body.call).toBe(1);
  });

  it('does not store an answer computed while a write finished', async () => {
    const { request, cache } = appWith();
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => (open = resolve));
    const read = request.get('/list/a').then((r) => r);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await request.post('/write').expect(201);
    open();
    expect((await read).status).toBe(200);
    expect(cache.size()).toBe(0);
  });
});

describe('the contract', () => {
  it('rate limits no cached path: fresh hits are answered before the limiter', () => {
    const limited = Object.values(contract as Record<string, Endpoint>).filter((e) => e.rateLimit);
    const cached = publicCachePaths();
    const both = limited.filter((e) => cached.some((p) => e.method === 'GET' && p.test(e.path)));
    expect(limited.length).toBeGreaterThan(0);
    expect(both.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });
});
