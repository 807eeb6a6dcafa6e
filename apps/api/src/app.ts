import compression from 'compression';
import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { NEXT_CURSOR_HEADER, RATE_LIMIT_HEADERS } from '@reride/shared';
import { assembleFeatures, type AppConfig, type Overrides } from './compose';
import { systemClock } from './core/clock';
import { createEventBus, type EventBus } from './core/events';
import type { Platform } from './core/feature';
import type { IdentityProvider } from './core/identity';
import { createScheduler, type Scheduler } from './core/jobs';
import { isDbUnavailableError } from './db/client';
import { createErrorHandler, notFoundHandler } from './http/error-handler';
import { createRateLimiter, mountRateLimits } from './http/rate-limit';
import { createRateLimitRepository, type RateLimitStore } from './http/rate-limit.repository';
import { createPublicCache, publicCachePaths } from './http/public-cache';
import { REQUEST_ID_HEADER, useRequestLog } from './http/request-log';

export interface AppDeps extends Overrides {
  config: AppConfig;
  db: Platform['db'];
  logger: Logger;
  identity: IdentityProvider;
  clock?: (() => Date) | undefined;
  /** The rate-limit counters; by default the `rate_limits` collection of `db`. */
  rateLimitStore?: RateLimitStore;
}

/** The app, and what server.ts runs and stops besides it (the tests use them too). */
export interface CreatedApp {
  app: Express;
  events: EventBus;
  /** Started by server.ts once it listens; the tests run its jobs by name instead. */
  scheduler: Scheduler;
  /** Ends every open event stream (shutdown). */
  endStreams: () => void;
  /** The features' own stops; after `scheduler.stop()`, before the database closes. */
  stop: () => Promise<void>;
}

/** Smaller bodies gain less than the compression costs. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Event streams go out uncompressed: the compressor would hold each event back in its buffer. */
function compressible(req: express.Request, res: express.Response): boolean {
  if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) return false;
  return compression.filter(req, res);
}

function corsOptions(config: AppConfig): cors.CorsOptions {
  return {
    origin: config.CORS_ORIGINS.includes('*') ? '*' : [...config.CORS_ORIGINS],
    exposedHeaders: [REQUEST_ID_HEADER, NEXT_CURSOR_HEADER, ...Object.values(RATE_LIMIT_HEADERS)],
    maxAge: 600,
  };
}

/**
 * The whole HTTP application, without listening: `server.ts` and the tests mount it. The features
 * are built by the composition root (compose.ts) on one event bus and one scheduler.
 */
export function createApp(deps: AppDeps): CreatedApp {
  const { config, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const events = createEventBus({ logger });
  const scheduler = createScheduler({ logger });
  const platform: Platform = {
    db: deps.db,
    clock,
    logger,
    events,
    identity: deps.identity,
    publicApiUrl: config.PUBLIC_API_URL,
    accessTokens: config,
  };
  const features = assembleFeatures(platform, config, scheduler, deps);
  const routers = features.routes;
  const publicCache = createPublicCache({
    ttlMs: config.PUBLIC_CACHE_TTL_MS,
    paths: publicCachePaths(),
    now: () => clock().getTime(),
    compressThresholdBytes: COMPRESSION_THRESHOLD_BYTES,
  });
  const app = express();

  app.disable('x-powered-by');
  // req.ip (rate-limit subject, logs) believes X-Forwarded-For only from the configured proxies.
  if (config.TRUST_PROXY !== undefined) app.set('trust proxy', config.TRUST_PROXY);
  // Query strings give strings and arrays only, never objects such as `email[$ne]=`.
  app.set('query parser', 'simple');

  // First: every answer, a cache hit too, carries its request id and gets its log line.
  useRequestLog(app, logger);
  // The web app on another origin embeds our images: resources must be loadable cross-origin.
  app.use(helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' } }));
  app.use(cors(corsOptions(config)));
  // Fresh public answers leave here, with the headers above: no cached path is rate limited
  // (apps/api/src/http/public-cache.test.ts), and their bodies are stored compressed.
  app.use(publicCache.serveFresh);
  const rateLimitStore = deps.rateLimitStore ?? createRateLimitRepository(deps.db);
  mountRateLimits(app, createRateLimiter({ config, store: rateLimitStore, clock, logger }));
  app.use(compression({ threshold: COMPRESSION_THRESHOLD_BYTES, filter: compressible }));
  // Before every router, webhooks included: any successful write empties the public cache.
  app.use(publicCache.invalidateOnWrite);
  app.use(publicCache.serve);

  for (const router of routers.rawBody) app.use(router);
  app.use(express.json({ limit: config.BODY_LIMIT }));
  for (const router of routers.json) app.use(router);

  app.use(notFoundHandler);
  app.use(createErrorHandler(logger, isDbUnavailableError));
  const { endStreams, stop } = features;
  return { app, events, scheduler, endStreams, stop };
}
