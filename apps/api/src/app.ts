import { randomUUID } from 'node:crypto';
import compression from 'compression';
import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import {
  DID_YOU_MEAN_HEADER,
  NEXT_CURSOR_HEADER,
  RATE_LIMIT_HEADERS,
  TOTAL_COUNT_HEADER,
} from '@reride/shared';
import type { Config } from './config';
import { systemClock } from './core/clock';
import { createRouters, type RouterDeps } from './routers';
import { createErrorHandler, notFoundHandler } from './http/error-handler';
import { createRateLimiter, mountRateLimits } from './http/rate-limit';
import { createRateLimitRepository, type RateLimitStore } from './http/rate-limit.repository';
import { createPublicCache, publicCachePaths } from './http/public-cache';

export type AppDeps = Omit<RouterDeps, 'clock'> & {
  clock?: () => Date;
  /** The rate-limit counters; by default the `rate_limits` collection of `db`. */
  rateLimitStore?: RateLimitStore;
};

const REQUEST_ID_HEADER = 'X-Request-Id';
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
/** Smaller bodies gain less than the compression costs. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Event streams go out uncompressed: the compressor would hold each event back in its buffer. */
function compressible(req: express.Request, res: express.Response): boolean {
  if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) return false;
  return compression.filter(req, res);
}

function corsOptions(config: Config): cors.CorsOptions {
  return {
    origin: config.CORS_ORIGINS.includes('*') ? '*' : [...config.CORS_ORIGINS],
    exposedHeaders: [
      REQUEST_ID_HEADER,
      NEXT_CURSOR_HEADER,
      TOTAL_COUNT_HEADER,
      DID_YOU_MEAN_HEADER,
      ...Object.values(RATE_LIMIT_HEADERS),
    ],
    maxAge: 600,
  };
}

/** The whole HTTP application, without listening: `server.ts` and the tests mount it. */
export function createApp(deps: AppDeps): Express {
  const { config, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const routers = createRouters({ ...deps, clock });
  const publicCache = createPublicCache({
    ttlMs: config.PUBLIC_CACHE_TTL_MS,
    paths: publicCachePaths(),
    now: () => clock().getTime(),
  });
  const app = express();

  app.disable('x-powered-by');
  // req.ip (rate-limit subject, logs) believes X-Forwarded-For only from the configured proxies.
  if (config.TRUST_PROXY !== undefined) app.set('trust proxy', config.TRUST_PROXY);
  // Query strings give strings and arrays only, never objects such as `email[$ne]=`.
  app.set('query parser', 'simple');

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers[REQUEST_ID_HEADER.toLowerCase()];
        const id =
          typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
            ? incoming
            : randomUUID();
        res.setHeader(REQUEST_ID_HEADER, id);
        return id;
      },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      // One short line per request: the id ties it to errors; headers would bury the dev console.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  // The web app on another origin embeds our images: resources must be loadable cross-origin.
  app.use(helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' } }));
  app.use(cors(corsOptions(config)));
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
  app.use(createErrorHandler(logger));
  return app;
}
