import type { ObjectId } from 'mongodb';
import type { SavedSearchFilters, SavedSearchFrequency } from '@reride/shared';
import { defineCollection } from '../../core/collection-spec';

/** Stands for "any" in the indexed keys below: no category, no place. */
export const ANY = '*';

/**
 * A person's saved search (docs/domain.md#alerts). Besides the filters as saved, the keys the
 * matching job narrows by, so that a new listing is compared only with the searches that can
 * match it: `categoryKey` (the category id or ANY), `priceMin`/`priceMax` (0 and
 * Number.MAX_SAFE_INTEGER for an open end, so one range test serves every search) and `cells`
 * (the geohash cells covering the search's circle at one precision, or [ANY] without a centre).
 */
export interface SavedSearchDoc {
  _id: ObjectId;
  userId: ObjectId;
  name: string;
  filters: SavedSearchFilters;
  frequency: SavedSearchFrequency;
  paused: boolean;
  categoryKey: string;
  priceMin: number;
  priceMax: number;
  cells: string[];
  createdAt: Date;
  updatedAt: Date;
}

export const savedSearches = defineCollection<SavedSearchDoc>('saved_searches', [
  { key: { userId: 1, createdAt: -1 }, name: 'user_createdAt' },
  // The matching job's candidates: equality on paused and category, the cells' $in, then price.
  { key: { paused: 1, categoryKey: 1, cells: 1, priceMin: 1 }, name: 'match_candidates' },
]);

/**
 * A listing waiting to be compared with the saved searches (one per bike: a second event before
 * the job ran updates it). `oldPrice`: set by a price drop, whose alerts go only to searches whose
 * range did not hold the old price; `at` lets the job remove only what it compared.
 */
export interface PendingMatchDoc {
  _id: ObjectId;
  oldPrice?: number | null;
  at: Date;
}

export const pendingMatches = defineCollection<PendingMatchDoc>('saved_search_pending', [
  { key: { at: 1 }, name: 'at' },
]);

/**
 * One listing announced to one saved search: the unique (savedSearchId, bikeId) index makes
 * sure it is announced once, whichever process and however many runs compare it. Daily ones wait
 * for the digest (`digestId` claims them for one digest mail, `digestedAt` marks them told).
 */
export interface SearchMatchDoc {
  _id: ObjectId;
  savedSearchId: ObjectId;
  userId: ObjectId;
  bikeId: ObjectId;
  bikeName: string;
  price: number;
  searchName: string;
  frequency: SavedSearchFrequency;
  digestId: ObjectId | null;
  digestedAt: Date | null;
  at: Date;
}

export const searchMatches = defineCollection<SearchMatchDoc>('saved_search_matches', [
  { key: { savedSearchId: 1, bikeId: 1 }, name: 'search_bike_unique', unique: true },
  { key: { frequency: 1, digestedAt: 1, userId: 1 }, name: 'digest_due' },
]);
