import { setTimeout as delay } from 'node:timers/promises';
import { RATE_LIMIT_HEADERS } from '@reride/shared';
import type { LoadUser } from './seed';

/** The public cache's promise (http/public-cache.ts): another replica's change shows within 10 s. */
export const VISIBILITY_PROMISE_MS = 10_000;

/**
 * Advertises a bike through one process and polls the other's anonymous (cached) advertised list
 * until it shows: the lag a visitor on another replica sees.
 */
export async function measureVisibilityLag(
  writer: string,
  reader: string,
  seller: LoadUser,
  bikeId: string,
): Promise<{ lagMs: number; withinPromise: boolean }> {
  const shown = async () => {
    const res = await fetch(`${reader}/bikes/advertised?limit=100`);
    const bikes = (await res.json()) as { _id: string }[];
    return bikes.some((bike) => bike._id === bikeId);
  };
  // Warm the reader's cache first, so the measurement includes its stale entry.
  await shown();
  const started = performance.now();
  const toggle = await fetch(`${writer}/bikes/${bikeId}`, {
    method: 'PATCH',
    headers: { ...seller.auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ advertised: true }),
  });
  if (!toggle.ok) throw new Error(`advertising ${bikeId} answered ${toggle.status}`);
  const deadline = started + 3 * VISIBILITY_PROMISE_MS;
  while (performance.now() < deadline) {
    if (await shown()) {
      const lagMs = Math.round(performance.now() - started);
      return { lagMs, withinPromise: lagMs <= VISIBILITY_PROMISE_MS };
    }
    await delay(100);
  }
  return { lagMs: Math.round(performance.now() - started), withinPromise: false };
}

/**
 * A burst above the token bucket's limit through the balancer: the counters live in MongoDB, so
 * two processes together must refuse exactly what one process would (the limit comes from the
 * API's own RateLimit-Limit header).
 */
export async function checkSharedRateLimit(
  balancer: string,
): Promise<{ limit: number; sent: number; refused: number; holds: boolean }> {
  const send = () => fetch(`${balancer}/jwt?email=burst%40load.test`);
  const first = await send();
  await first.body?.cancel();
  const limit = Number(first.headers.get(RATE_LIMIT_HEADERS.limit));
  if (!Number.isInteger(limit) || limit <= 0) throw new Error('no RateLimit-Limit on GET /jwt');
  const sent = limit + 10;
  let refused = first.status === 429 ? 1 : 0;
  for (let i = 1; i < sent; i++) {
    const res = await send();
    await res.body?.cancel();
    if (res.status === 429) refused += 1;
  }
  return { limit, sent, refused, holds: refused === sent - limit };
}
