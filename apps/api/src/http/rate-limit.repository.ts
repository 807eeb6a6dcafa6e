import type { Db } from 'mongodb';
import { isDuplicateKeyError } from '../core/duplicate-key';
import { rateLimits, type RateLimitDoc } from './rate-limit.collections';

/** Counters of the rate limiter, in the database so that every replica sees the same counts. */
export interface RateLimitStore {
  /** Adds one hit to the window `key` and answers the count including it. */
  hit(key: string, windowStart: Date, expiresAt: Date): Promise<number>;
  /** Deletes the windows that ended by `now`; answers how many. */
  sweep(now: Date): Promise<number>;
}

export function createRateLimitRepository(db: Db): RateLimitStore {
  const windows = db.collection<RateLimitDoc>(rateLimits.name);

  async function upsertHit(_id: string, windowStart: Date, expiresAt: Date): Promise<number> {
    const doc = await windows.findOneAndUpdate(
      { _id },
      { $inc: { count: 1 }, $setOnInsert: { windowStart, expiresAt } },
      { upsert: true, returnDocument: 'after' },
    );
    return doc?.count ?? 1;
  }

  return {
    async hit(key, windowStart, expiresAt) {
      const _id = `${key}@${windowStart.getTime()}`;
      try {
        return await upsertHit(_id, windowStart, expiresAt);
      } catch (error) {
        // Two first hits of a window race to insert it; the loser's retry finds it and counts.
        if (!isDuplicateKeyError(error)) throw error;
        return upsertHit(_id, windowStart, expiresAt);
      }
    },

    async sweep(now) {
      const result = await windows.deleteMany({ expiresAt: { $lte: now } });
      return result.deletedCount;
    },
  };
}
