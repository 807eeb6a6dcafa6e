import { routes, type Route, type RouteName } from './routes';

/**
 * Rate-limit buckets. An endpoint whose contract entry names a bucket counts its calls there per caller (the
 * access token's user, otherwise the client IP); the API holds the numbers
 * (apps/api/src/http/rate-limit-policy.ts) and answers 429 RATE_LIMITED over them.
 */
export const RATE_LIMIT_BUCKETS = [
  'token',
  'signup',
  'report',
  'booking',
  'imageUpload',
  'payment',
  'paymentConfirm',
  'orderAction',
  'refund',
  'message',
  'contact',
] as const;
export type RateLimitBucket = (typeof RATE_LIMIT_BUCKETS)[number];

/** The endpoints whose route names a bucket, by name: the routes are the one source. */
export const RATE_LIMITED_ENDPOINTS: Partial<Record<RouteName, RateLimitBucket>> =
  Object.fromEntries(
    Object.entries(routes as Record<string, Route>).flatMap(([name, entry]) =>
      entry.rateLimit ? [[name, entry.rateLimit]] : [],
    ),
  );

/** Response headers of a limited endpoint (IETF draft "RateLimit header fields", draft 6). */
export const RATE_LIMIT_HEADERS = {
  limit: 'RateLimit-Limit',
  remaining: 'RateLimit-Remaining',
  reset: 'RateLimit-Reset',
  policy: 'RateLimit-Policy',
  retryAfter: 'Retry-After',
} as const;

export function rateLimitBucketOf(name: string): RateLimitBucket | undefined {
  return (RATE_LIMITED_ENDPOINTS as Record<string, RateLimitBucket | undefined>)[name];
}
