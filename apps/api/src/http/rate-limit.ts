import type { Clock } from '../core/clock';
import type { Express, Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import {
  contract,
  RATE_LIMIT_HEADERS,
  RATE_LIMITED_ENDPOINTS,
  type Endpoint,
  type RateLimitBucket,
  errorMessages,
} from '@reride/shared';
import { verifyAccessToken, type AccessTokenSettings } from '../core/access-token';
import { AppError } from '../core/app-error';
import { scaledRule, type RateLimitRule } from './rate-limit-policy';
import type { RateLimitStore } from './rate-limit.repository';

/** Ended windows are deleted at most this often per process (no TTL indexes: the embedded engine has none, see docs/architecture.md#database). */
const SWEEP_INTERVAL_MS = 60_000;

export interface RateLimiterDeps {
  config: AccessTokenSettings & { RATE_LIMIT_SCALE: number };
  store: RateLimitStore;
  clock: Clock;
  logger: Logger;
}

interface Window {
  start: Date;
  end: Date;
}

function windowAt(now: Date, rule: RateLimitRule): Window {
  const length = rule.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / length) * length;
  return { start: new Date(start), end: new Date(start + length) };
}

/**
 * The user of a valid access token, otherwise the client IP (`req.ip`, which believes
 * X-Forwarded-For only from the proxies TRUST_PROXY names). The token is checked, not just
 * decoded, so nobody spends another user's allowance.
 */
function subjectOf(req: Request, deps: RateLimiterDeps, now: Date): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  if (match?.[1]) {
    try {
      return `user:${verifyAccessToken(match[1], deps.config, now).sub}`;
    } catch {
      // Not one of our tokens (a Firebase ID token, an expired or forged one): count by IP.
    }
  }
  return `ip:${req.ip ?? req.socket.remoteAddress ?? 'unknown'}`;
}

export function createRateLimiter(deps: RateLimiterDeps) {
  const { store, clock } = deps;
  let lastSweep = Number.NEGATIVE_INFINITY;

  async function sweepIfDue(now: Date, log: Logger): Promise<void> {
    if (now.getTime() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now.getTime();
    try {
      await store.sweep(now);
    } catch (error) {
      log.warn({ err: error }, 'rate limit sweep failed');
    }
  }

  /** Counts the call in `bucket`; over the limit it answers 429 RATE_LIMITED. */
  function limit(bucket: RateLimitBucket): RequestHandler {
    const rule = scaledRule(bucket, deps.config.RATE_LIMIT_SCALE);
    if (!rule) return (_req, _res, next) => next();
    return async (req, res, next) => {
      const log = req.log ?? deps.logger;
      const now = clock();
      const window = windowAt(now, rule);
      let count: number;
      try {
        await sweepIfDue(now, log);
        count = await store.hit(`${bucket}:${subjectOf(req, deps, now)}`, window.start, window.end);
      } catch (error) {
        // Fail open: a broken counter store must not take sign-in and payments down with it.
        log.warn({ err: error, bucket }, 'rate limit store failed: request allowed uncounted');
        next();
        return;
      }
      const resetSeconds = Math.max(1, Math.ceil((window.end.getTime() - now.getTime()) / 1000));
      res.set({
        [RATE_LIMIT_HEADERS.limit]: String(rule.limit),
        [RATE_LIMIT_HEADERS.remaining]: String(Math.max(0, rule.limit - count)),
        [RATE_LIMIT_HEADERS.reset]: String(resetSeconds),
        [RATE_LIMIT_HEADERS.policy]: `${rule.limit};w=${rule.windowSeconds}`,
      });
      if (count > rule.limit) {
        res.set(RATE_LIMIT_HEADERS.retryAfter, String(resetSeconds));
        throw new AppError('RATE_LIMITED', errorMessages.errors.rateLimited);
      }
      next();
    };
  }

  return { limit };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

type RouteMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';

/**
 * Mounts the limiter in front of every endpoint that packages/shared/src/rate-limits.ts lists, before any
 * body parser or guard: a refused call costs one counter update and nothing else.
 */
export function mountRateLimits(app: Express, limiter: RateLimiter): void {
  for (const [name, bucket] of Object.entries(RATE_LIMITED_ENDPOINTS)) {
    const endpoint: Endpoint = contract[name as keyof typeof RATE_LIMITED_ENDPOINTS];
    app[endpoint.method.toLowerCase() as RouteMethod](endpoint.path, limiter.limit(bucket));
  }
}
