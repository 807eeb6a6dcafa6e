import type { Db, Document, Filter, ObjectId } from 'mongodb';
import { dictionaryUpserts, rankingProjection, type SearchableBike } from '@reride/shared';
import type { KeysetOrder } from '../../core/keyset-page';
import { collection } from '../../db/collections';
import { sortOf } from '../../db/keyset-page';
import { bikes, searchWords, type BikeDoc } from './bikes.collections';

/**
 * What a search reads besides the bike lists' pages (docs/decisions/012-search-that-understands-shoppers.md):
 * candidates to rank, whether any bike matches, the typo dictionary. Part of the bikes repository
 * (`createBikesRepository` spreads it in).
 */

/** A bike as the ranking sees it: its sort keys, its short fields and the forms it holds. */
export interface Candidate {
  _id: ObjectId;
  createdAt: Date;
  resalePrice: number;
  name: string;
  brand?: string;
  category: string;
  categoryId: ObjectId;
  location: string;
  /** The query's forms found in its `searchTokens`. */
  matched: string[];
}

/** A candidate of a distance search: also where it is. */
export interface NearbyCandidate extends Candidate {
  geo: { lat: number; lon: number };
}

export function createBikeSearchRepository(db: Db) {
  const col = collection(db, bikes);
  const dictionary = collection(db, searchWords);

  return {
    /**
     * The first `limit` bikes of `filter` in `order` (after a position, if given), each with the
     * query's forms it holds. Match, sort and limit open the pipeline, so MongoDB serves them
     * from an index like a find; only the forms' intersection is computed, on `limit` bikes.
     */
    async candidates(
      filter: Filter<BikeDoc>,
      order: KeysetOrder,
      after: Document | null,
      limit: number,
      forms: string[],
    ): Promise<Candidate[]> {
      return col
        .aggregate<Candidate>([
          { $match: after ? { $and: [filter, after] } : filter },
          { $sort: sortOf(order) },
          { $limit: limit },
          { $project: rankingProjection(forms) },
        ])
        .toArray();
    },

    /**
     * Up to `limit` bikes of `filter` (which holds a distance clause, bike-geo.ts) newest first,
     * with their position and, for a search with words, the query's forms each holds.
     */
    async nearbyCandidates(
      filter: Filter<BikeDoc>,
      order: KeysetOrder,
      limit: number,
      forms: string[],
    ): Promise<NearbyCandidate[]> {
      return col
        .aggregate<NearbyCandidate>([
          { $match: filter },
          { $sort: sortOf(order) },
          { $limit: limit },
          { $project: { ...rankingProjection(forms), 'geo.lat': 1, 'geo.lon': 1 } },
        ])
        .toArray();
    },

    async exists(filter: Filter<BikeDoc>): Promise<boolean> {
      return (await col.findOne(filter, { projection: { _id: 1 } })) !== null;
    },

    /** The stored words under any of `keys` in the typo dictionary (by `_id`). */
    async dictionaryWords(keys: string[]): Promise<string[]> {
      if (keys.length === 0) return [];
      const docs = await dictionary.find({ _id: { $in: keys } }).toArray();
      return [...new Set(docs.flatMap((doc) => doc.words))];
    },
  };
}

export type BikeSearchRepository = ReturnType<typeof createBikeSearchRepository>;

/** Adds bikes' name and brand words to the typo dictionary: one upsert per key. */
export async function recordSearchWords(db: Db, list: readonly SearchableBike[]): Promise<void> {
  const upserts = dictionaryUpserts(list);
  if (upserts.length === 0) return;
  await collection(db, searchWords).bulkWrite(upserts, { ordered: false });
}
