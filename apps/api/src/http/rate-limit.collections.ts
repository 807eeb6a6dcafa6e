import { defineCollection } from '../core/collection-spec';

/**
 * Rate-limit windows (http/rate-limit.ts), `_id` = bucket, subject and window start. With no
 * TTL indexes (docs/architecture.md#database) the limiter sweeps windows past `expiresAt`.
 */
export interface RateLimitDoc {
  _id: string;
  count: number;
  windowStart: Date;
  expiresAt: Date;
}

export const rateLimits = defineCollection<RateLimitDoc>('rate_limits', [
  { key: { expiresAt: 1 }, name: 'expiresAt' },
]);
