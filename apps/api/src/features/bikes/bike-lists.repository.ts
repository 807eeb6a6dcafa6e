import { ObjectId, type Filter } from 'mongodb';
import type { BikeSort, SearchBikesQuery } from '@reride/shared';
import { keysetOrder, type KeysetOrder } from '../../core/keyset-page';
import type { BikeDoc } from './bikes.collections';

/**
 * The filters of GET /bikes/search once its words are planned (packages/shared/src/search-tokens.ts):
 * for each word, the tokens any of which makes it match.
 */
export type SearchFilter = Omit<SearchBikesQuery, 'q' | 'sort' | 'limit' | 'cursor'> & {
  words: readonly (readonly string[])[];
};

/** Every list of bikes the API serves, read through one pipeline (bike-pages.ts). */
/** A bikes query's filter, for the search code that passes one along without querying. */
export type BikeFilter = Filter<BikeDoc>;

export type BikeList =
  | { kind: 'category'; categoryId: string }
  | { kind: 'advertised' }
  | { kind: 'seller'; sellerId: string }
  | { kind: 'listed-by'; sellerId: string }
  | { kind: 'reported' }
  | { kind: 'search'; filter: SearchFilter };

/**
 * Listed: unsold, live, of a live seller, and not held for moderation. `held` comes last and is
 * in no public index: held bikes are few, so the index still picks the page and the fetch drops
 * the rare held one (apps/api/src/db/index-plans.test.ts).
 */
export const PUBLIC = {
  status: 'unsold',
  deletedAt: null,
  sellerRemoved: false,
  held: null,
} as const;

export const BIKE_ORDERS: Record<BikeSort, KeysetOrder> = {
  newest: keysetOrder('n', [
    { field: 'createdAt', direction: -1, kind: 'date' },
    { field: '_id', direction: -1, kind: 'id' },
  ]),
  price_asc: keysetOrder('pa', [
    { field: 'resalePrice', direction: 1, kind: 'number' },
    { field: '_id', direction: 1, kind: 'id' },
  ]),
  price_desc: keysetOrder('pd', [
    { field: 'resalePrice', direction: -1, kind: 'number' },
    { field: '_id', direction: -1, kind: 'id' },
  ]),
  // A distance sort needs a centre (SearchBikesQuerySchema): its candidates are read newest
  // first and ordered by distance in the service (bike-nearby-search.ts).
  distance: keysetOrder('dn', [
    { field: 'createdAt', direction: -1, kind: 'date' },
    { field: '_id', direction: -1, kind: 'id' },
  ]),
};

function range(min: number | undefined, max: number | undefined) {
  if (min === undefined && max === undefined) return undefined;
  return {
    ...(min === undefined ? {} : { $gte: min }),
    ...(max === undefined ? {} : { $lte: max }),
  };
}

/**
 * Listed bikes only (unsold, live, live seller), then each given filter; values passed zod. The
 * words come last: the embedded engine, which scans, tests fields in the order written, and a
 * category or a price is cheaper to test than an `$in` over a tokens array.
 */
export function searchFilter(f: SearchFilter): Filter<BikeDoc> {
  const filter: Filter<BikeDoc> = { ...PUBLIC };
  if (f.categoryId) filter.categoryId = new ObjectId(f.categoryId);
  const price = range(f.minPrice, f.maxPrice);
  if (price) filter.resalePrice = price;
  const year = range(f.yearFrom, f.yearTo);
  if (year) filter.purchaseYear = year;
  if (f.condition) filter.condition = f.condition;
  if (f.location) filter.location = f.location;
  if (f.frameSize) filter.frameSize = f.frameSize;
  if (f.wheelSize) filter.wheelSize = f.wheelSize;
  if (f.frameMaterial) filter.frameMaterial = f.frameMaterial;
  if (f.words.length > 0) {
    filter.$and = f.words.map((forms) => ({ searchTokens: { $in: [...forms] } }));
  }
  return filter;
}

/** Field order matches the compound indexes declared in bikes.collections.ts. */
export function listFilter(list: BikeList): Filter<BikeDoc> {
  switch (list.kind) {
    case 'category':
      return { categoryId: new ObjectId(list.categoryId), ...PUBLIC };
    case 'advertised':
      return { advertised: true, ...PUBLIC };
    case 'seller':
      return { sellerId: new ObjectId(list.sellerId), deletedAt: null };
    case 'listed-by':
      return { sellerId: new ObjectId(list.sellerId), ...PUBLIC };
    case 'reported':
      return { reported: true, deletedAt: null };
    case 'search':
      return searchFilter(list.filter);
  }
}
