import type { Request, RequestHandler, Response } from 'express';
import { contract, NEXT_CURSOR_HEADER, type Endpoint } from '@reride/shared';
import { encodeBody, sendCached, type CachedBody } from './cached-body';

/**
 * A short-lived in-process cache of anonymous GETs of public lists (docs/architecture.md#database: in-process
 * caches hold only short-lived public data). Entries live `ttlMs`, at most `maxEntries` of
 * them (least recently used goes first), and every successful write through this process
 * empties it, so a seller sees their change at once; other replicas see it within 2 × `ttlMs`.
 * Concurrent misses for one URL share one computation (single flight); while an expired entry
 * is being refreshed, the other requests get the expired answer (stale-while-revalidate),
 * so a slow database query stalls one request per TTL rather than every connection.
 * Entries are stored as the bytes they go out as (apps/api/src/http/cached-body.ts), and `serveFresh`, mounted
 * ahead of the costlier middleware, answers fresh hits from them.
 */
export interface PublicCacheOptions {
  /** 0 turns the cache off (every request computes its answer). */
  ttlMs: number;
  /** Paths (without the query string) whose anonymous GETs may be cached. */
  paths: readonly RegExp[];
  maxEntries?: number;
  /** Milliseconds; the app hands in its clock so tests can move time. */
  now?: () => number;
  /** The compression middleware's threshold: larger compressible bodies are kept compressed too. */
  compressThresholdBytes?: number;
}

interface Entry {
  body: CachedBody;
  expiresAt: number;
}

export const DEFAULT_MAX_ENTRIES = 500;
/** What a replayed answer needs besides its body; Cache-Control and Vary are set per request. */
const KEPT_HEADERS = ['Content-Type', 'ETag', NEXT_CURSOR_HEADER];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Browsers and CDNs may reuse an anonymous list this long; authenticated ones always revalidate. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=10';
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

function keptHeaders(res: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = res.get(name);
    if (value) headers[name] = value;
  }
  return headers;
}

/** The paths of the contract's `publicCache` entries, as patterns (`:id` is one segment). */
export function publicCachePaths(): RegExp[] {
  return Object.values(contract as Record<string, Endpoint>)
    .filter((entry) => entry.publicCache && entry.method === 'GET')
    .map((entry) => {
      const pattern = entry.path
        .split('/')
        .map((part) =>
          part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/');
      return new RegExp(`^${pattern}$`);
    });
}

export function createPublicCache(options: PublicCacheOptions) {
  const { ttlMs, paths } = options;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on every hit makes the first key the LRU.
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry | null>>();
  // Bumped by every write: a computation that started before it must not store its answer.
  let generation = 0;

  const isPublicPath = (req: Request) => paths.some((p) => p.test(req.path));

  /** The entry, fresh or not; a read moves it to the most recently used end. */
  function lookup(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  function store(key: string, entry: Entry): void {
    entries.set(key, entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  }

  function clear(): void {
    generation += 1;
    entries.clear();
    inFlight.clear();
  }

  /**
   * Runs the route once for `key`. Its answer is stored in its encodings first, then goes out
   * from there like every hit, so a client that has it finds the entry in place.
   */
  function lead(key: string, req: Request, res: Response): void {
    let settle: (entry: Entry | null) => void = () => undefined;
    const flight = new Promise<Entry | null>((resolve) => (settle = resolve));
    inFlight.set(key, flight);
    const startedIn = generation;
    let answered = false;
    const done = (entry: Entry | null) => {
      if (inFlight.get(key) === flight) inFlight.delete(key);
      settle(entry);
    };
    // An error or an aborted request: the waiters compute their own answers.
    res.once('close', () => {
      if (!answered) done(null);
    });
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      res.send = send;
      const cacheable = typeof body === 'string' || Buffer.isBuffer(body);
      if (res.statusCode !== 200 || !cacheable || !res.get('Content-Type')) {
        done(null);
        return send(body);
      }
      answered = true;
      const etagFn = req.app.get('etag fn') as ((b: unknown, enc: string) => string) | undefined;
      if (!res.get('ETag') && etagFn) res.set('ETag', etagFn(body, 'utf8'));
      const identity = typeof body === 'string' ? Buffer.from(body) : body;
      encodeBody(req, res, keptHeaders(res), identity, options.compressThresholdBytes).then(
        (encoded) => {
          const entry = { body: encoded, expiresAt: now() + ttlMs };
          if (generation === startedIn) store(key, entry);
          done(entry);
          sendCached(req, res, encoded);
        },
        () => {
          done(null);
          send(body);
        },
      );
      return res;
    };
  }

  /**
   * Answers a fresh entry before the rest of the chain (rate limits, compression, body parsing):
   * an anonymous GET whose URL is stored is a public path, so no path matching is needed.
   */
  const serveFresh: RequestHandler = (req, res, next) => {
    if (ttlMs <= 0 || req.method !== 'GET' || req.headers.authorization) return next();
    const entry = lookup(req.originalUrl);
    if (!entry || entry.expiresAt <= now()) return next();
    res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
    sendCached(req, res, entry.body);
  };

  /** Serves anonymous GETs of public paths from the cache, and sets their Cache-Control. */
  const serve: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' || !isPublicPath(req)) return next();
    res.vary('Authorization');
    if (req.get('authorization')) {
      res.set('Cache-Control', PRIVATE_CACHE_CONTROL);
      return next();
    }
    res.set('Cache-Control', PUBLIC_CACHE_CONTROL);
    if (ttlMs <= 0) return next();
    const key = req.originalUrl;
    const entry = lookup(key);
    const at = now();
    if (entry && entry.expiresAt > at) return sendCached(req, res, entry.body);
    const pending = inFlight.get(key);
    if (pending) {
      // Stale while revalidating: one request refreshes, the others get the previous answer,
      // at most one TTL past its expiry (so at most 2 × TTL old).
      if (entry && entry.expiresAt + ttlMs > at) return sendCached(req, res, entry.body);
      const shared = await pending;
      if (shared) return sendCached(req, res, shared.body);
    }
    lead(key, req, res);
    next();
  };

  /** Empties the cache after every successful write (any method but GET, HEAD, OPTIONS). */
  const invalidateOnWrite: RequestHandler = (req, res, next) => {
    if (!SAFE_METHODS.has(req.method)) {
      res.once('finish', () => {
        if (res.statusCode < 400) clear();
      });
    }
    next();
  };

  return { serveFresh, serve, invalidateOnWrite, clear, size: () => entries.size };
}

export type PublicCache = ReturnType<typeof createPublicCache>;
