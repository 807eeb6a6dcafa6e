import { ObjectId, type Db, type Filter, type Sort } from 'mongodb';
import type { BikeSort, SearchBikesQuery } from '@reride/shared';
import { bikes, collection, type BikeDoc } from '../../db/collections';
import type { BikeCursor, PriceCursor } from './bike-cursor';
import {
  CONTACT_FIELDS,
  INTERNAL_FIELDS,
  PUBLIC,
  toRecord,
  type BikeRecord,
} from './bikes.repository';

/** The filters of GET /bikes/search once the words are tokenized (see search-tokens.ts). */
export type SearchFilter = Omit<SearchBikesQuery, 'q' | 'sort' | 'limit' | 'cursor'> & {
  tokens: string[];
};

export type SearchPosition =
  | { sort: 'newest'; after?: BikeCursor | undefined }
  | { sort: 'price_asc' | 'price_desc'; after?: PriceCursor | undefined };

export interface SearchPage {
  limit: number;
  position: SearchPosition;
  withContact: boolean;
}

const SORTS: Record<BikeSort, Sort> = {
  newest: { createdAt: -1, _id: -1 },
  price_asc: { resalePrice: 1, _id: 1 },
  price_desc: { resalePrice: -1, _id: -1 },
};

function range(min: number | undefined, max: number | undefined) {
  if (min === undefined && max === undefined) return undefined;
  return {
    ...(min === undefined ? {} : { $gte: min }),
    ...(max === undefined ? {} : { $lte: max }),
  };
}

/** Listed bikes only (unsold, live, live seller), then each given filter; values passed zod. */
export function searchFilter(f: SearchFilter): Filter<BikeDoc> {
  const filter: Filter<BikeDoc> = { ...PUBLIC };
  if (f.tokens.length > 0) filter.searchTokens = { $all: f.tokens };
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
  return filter;
}

/** Keyset continuation after the last bike of the previous page, in the sort's order. */
export function afterPosition(position: SearchPosition): Filter<BikeDoc> | null {
  if (!position.after) return null;
  const _id = new ObjectId(position.after.id);
  if (position.sort === 'newest') {
    const { createdAt } = position.after;
    return { $or: [{ createdAt: { $lt: createdAt } }, { createdAt, _id: { $lt: _id } }] };
  }
  const { price } = position.after;
  const beyond = position.sort === 'price_asc' ? '$gt' : '$lt';
  return {
    $or: [{ resalePrice: { [beyond]: price } }, { resalePrice: price, _id: { [beyond]: _id } }],
  };
}

export function createBikeSearchRepository(db: Db) {
  const col = collection(db, bikes);

  return {
    /** Reads one more than asked, so the caller knows whether another page exists. */
    async searchPage(filter: SearchFilter, page: SearchPage): Promise<BikeRecord[]> {
      const base = searchFilter(filter);
      const after = afterPosition(page.position);
      const projection = page.withContact
        ? INTERNAL_FIELDS
        : { ...INTERNAL_FIELDS, ...CONTACT_FIELDS };
      const docs = await col
        .find(after ? { $and: [base, after] } : base, {
          projection,
          sort: SORTS[page.position.sort],
          limit: page.limit + 1,
        })
        .toArray();
      return docs.map(toRecord);
    },
  };
}

export type BikeSearchRepository = ReturnType<typeof createBikeSearchRepository>;
