import {
  DEFAULT_PAGE_SIZE,
  messages,
  type BikeDetail,
  type SearchBikesQuery,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import { decodeCursor, decodePriceCursor, encodeCursor, encodePriceCursor } from './bike-cursor';
import { toBike, type BikePage } from './bike-pages';
import type { BikeSearchRepository, SearchPosition } from './bike-search.repository';
import type { BikeRecord, BikesRepository } from './bikes.repository';
import { queryTokens } from '@reride/shared';

export interface BikeSearchServiceDeps {
  bikes: BikesRepository;
  search: BikeSearchRepository;
}

const notListed = () => new AppError('NOT_FOUND', messages.bikes.notListed);

function positionOf(query: SearchBikesQuery): SearchPosition {
  const { sort, cursor } = query;
  if (sort === 'newest') {
    return { sort, after: cursor === undefined ? undefined : decodeCursor(cursor) };
  }
  return { sort, after: cursor === undefined ? undefined : decodePriceCursor(cursor) };
}

function cursorAfter(sort: SearchBikesQuery['sort'], last: BikeRecord): string {
  return sort === 'newest'
    ? encodeCursor({ createdAt: last.createdAt, id: last.id })
    : encodePriceCursor({ price: last.resalePrice, id: last.id });
}

/** The public side of the catalogue beyond the spec's lists: search and the bike page. */
export function createBikeSearchService(deps: BikeSearchServiceDeps) {
  const { bikes, search } = deps;

  return {
    async search(query: SearchBikesQuery, viewer: Caller | null): Promise<BikePage> {
      const { q, sort: _sort, limit: rawLimit, cursor: _cursor, ...filters } = query;
      const limit = rawLimit ?? DEFAULT_PAGE_SIZE;
      const position = positionOf(query);
      const rows = await search.searchPage(
        { ...filters, tokens: queryTokens(q) },
        { limit, position, withContact: viewer !== null },
      );
      const records = rows.slice(0, limit);
      const verified = await bikes.findSellerVerification(records.map((r) => r.sellerId));
      const items = records.map((r) => toBike(r, verified.get(r.sellerId) ?? false));
      const last = records.at(-1);
      const more = rows.length > limit && last !== undefined;
      return { items, nextCursor: more ? cursorAfter(query.sort, last) : null };
    },

    /** Sold bikes are shown; a deleted bike or one of a removed seller is no longer listed. */
    async getDetail(id: string, viewer: Caller | null): Promise<BikeDetail> {
      const bike = await bikes.findAnyById(id, viewer !== null);
      if (!bike) throw new AppError('NOT_FOUND', messages.errors.bikeNotFound);
      if (bike.deleted || bike.sellerRemoved) throw notListed();
      const seller = await bikes.findSellerProfile(bike.sellerId);
      if (!seller?.live) throw notListed();
      const verified = await bikes.findSellerVerification([bike.sellerId]);
      return {
        ...toBike(bike, verified.get(bike.sellerId) ?? false),
        availability: bike.status === 'Sold' ? 'sold' : 'available',
        sellerName: seller.name,
        sellerSince: seller.createdAt.toISOString(),
      };
    },
  };
}

export type BikeSearchService = ReturnType<typeof createBikeSearchService>;
