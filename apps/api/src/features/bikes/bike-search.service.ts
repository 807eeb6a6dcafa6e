import {
  messages,
  queryTokens,
  type Bike,
  type BikeDetail,
  type SearchBikesQuery,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { Page } from '../../core/keyset-page';
import { readBikePage, toBike } from './bike-pages';
import type { BikeCatalogue } from './bikes.repository';

export interface BikeSearchServiceDeps {
  bikes: BikeCatalogue;
}

const notListed = () => new AppError('NOT_FOUND', messages.bikes.notListed);

/** The public side of the catalogue beyond the category lists: search and the bike page. */
export function createBikeSearchService(deps: BikeSearchServiceDeps) {
  const { bikes } = deps;

  return {
    async search(query: SearchBikesQuery, viewer: Caller | null): Promise<Page<Bike>> {
      const { q, sort, limit, cursor, ...filters } = query;
      const list = { kind: 'search', filter: { ...filters, tokens: queryTokens(q) } } as const;
      return readBikePage(
        bikes,
        list,
        { limit, cursor },
        {
          sort,
          withContact: viewer !== null,
          toItem: toBike,
        },
      );
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
