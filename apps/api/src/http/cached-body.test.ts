import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chooseEncoding } from './cached-body';
import { createPublicCache, PUBLIC_CACHE_CONTROL } from './public-cache';

/**
 * Cached answers kept as the bytes they go out as, answered ahead of the rest of the chain; on a
 * tiny app whose later middleware counts what reaches it, read raw (no client-side decoding).
 */
const TTL = 5000;
const THRESHOLD = 1024;
const BIG = Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Bike number ${i}` }));
let clock = 1_000_000;
let calls: number;
let reachedChain: number;
let server: Server;

beforeAll(async () => {
  const cache = createPublicCache({
    ttlMs: TTL,
    paths: [/^\/list$/, /^\/small$/],
    now: () => clock,
    compressThresholdBytes: THRESHOLD,
  });
  const app = express();
  app.use(cache.serveFresh);
  app.use((_req, _res, next) => {
    reachedChain += 1;
    next();
  });
  app.use(compression({ threshold: THRESHOLD }));
  app.use(cache.serve);
  app.get('/list', (_req, res) => {
    calls += 1;
    res.json(BIG);
  });
  app.get('/small', (_req, res) => {
    res.json({ small: true });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  clock += 10 * TTL;
  calls = 0;
  reachedChain = 0;
});

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const json = (bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as unknown;

describe('fresh hits', () => {
  it('are answered before the rest of the chain, with the same body, ETag and Cache-Control', async () => {
    const miss = await get('/list');
    const hit = await get('/list');
    expect(calls).toBe(1);
    expect(reachedChain).toBe(1);
    expect(json(hit.bytes)).toEqual(json(miss.bytes));
    expect(hit.headers.etag).toBe(miss.headers.etag);
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(hit.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(hit.headers['content-length']).toBe(String(hit.bytes.length));
  });

  it.each([
    ['gzip', gunzipSync],
    ['br', brotliDecompressSync],
  ] as const)(
    'go out %s-compressed from stored bytes, decoding to the same body',
    async (encoding, decode) => {
      await get('/list');
      const hit = await get('/list', { 'Accept-Encoding': encoding });
      expect(reachedChain).toBe(1);
      expect(hit.headers['content-encoding']).toBe(encoding);
      expect(hit.headers['content-length']).toBe(String(hit.bytes.length));
      expect(hit.headers.vary).toBe('Authorization, Accept-Encoding');
      expect(json(decode(hit.bytes))).toEqual(BIG);
    },
  );

  it('answer a matching If-None-Match with 304 and no body, a stale one with the body', async () => {
    const { headers } = await get('/list');
    const same = await get('/list', { 'If-None-Match': headers.etag! });
    expect(same.status).toBe(304);
    expect(same.bytes).toHaveLength(0);
    expect(same.headers.etag).toBe(headers.etag);
    expect(same.headers['content-type']).toBeUndefined();
    const other = await get('/list', { 'If-None-Match': 'W/"another"' });
    expect(other.status).toBe(200);
    expect(json(other.bytes)).toEqual(BIG);
    expect(reachedChain).toBe(1);
  });

  it('keep a body under the threshold as it is, varying on Accept-Encoding as the middleware does', async () => {
    const miss = await get('/small', { 'Accept-Encoding': 'gzip' });
    const hit = await get('/small', { 'Accept-Encoding': 'gzip' });
    expect(hit.headers['content-encoding']).toBeUndefined();
    expect(hit.headers.vary).toBe(miss.headers.vary);
    expect(hit.headers.vary).toMatch(/Accept-Encoding/);
    expect(json(hit.bytes)).toEqual({ small: true });
  });

  it('leave signed-in requests and expired entries to the chain', async () => {
    await get('/list');
    await get('/list', { Authorization: 'Bearer x' });
    clock += TTL;
    await get('/list');
    expect(reachedChain).toBe(3);
    expect(calls).toBe(3);
  });
});

describe('chooseEncoding, as the compression middleware negotiates', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0.3, identity', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['GZIP', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
