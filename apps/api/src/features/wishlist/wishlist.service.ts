import type { Clock } from '../../core/clock';
import {
  WISHLIST_MAX_ITEMS,
  type WishlistAvailability,
  type WishlistItem,
  catalogueMessages,
  errorMessages,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { BikeState, BikeStatesRepository } from '../bikes/bike-states.repository';
import { soldAnyWay } from '../bikes/listing-state';
import type { WishlistRepository } from './wishlist.repository';

export interface WishlistServiceDeps {
  repo: WishlistRepository;
  bikes: Pick<BikeStatesRepository, 'findStates'>;
  clock: Clock;
}

export function availabilityOf(bike: BikeState): WishlistAvailability {
  if (bike.deleted || bike.sellerRemoved) return 'removed';
  if (bike.status === 'expired') return 'removed';
  return soldAnyWay(bike) ? 'sold' : 'available';
}

function toItem(bike: BikeState, savedAt: Date): WishlistItem {
  const { id, name, img, resalePrice, location, category, categoryId, condition } = bike;
  return {
    bikeId: id,
    savedAt: savedAt.toISOString(),
    availability: availabilityOf(bike),
    bike: { _id: id, name, img, resalePrice, location, category, categoryId, condition },
  };
}

/** A buyer's saved bikes. Saving needs a listed, unsold bike; forgetting always succeeds. */
export function createWishlistService(deps: WishlistServiceDeps) {
  const { repo, bikes, clock } = deps;

  return {
    async list(caller: Caller): Promise<WishlistItem[]> {
      const entries = await repo.list(caller._id);
      const found = await bikes.findStates(entries.map((e) => e.bikeId));
      return entries.flatMap((entry) => {
        const bike = found.get(entry.bikeId);
        return bike ? [toItem(bike, entry.savedAt)] : [];
      });
    },

    async listIds(caller: Caller): Promise<string[]> {
      return (await repo.list(caller._id)).map((e) => e.bikeId);
    },

    async save(caller: Caller, bikeId: string): Promise<{ saved: true }> {
      const bike = (await bikes.findStates([bikeId])).get(bikeId);
      if (!bike) throw new AppError('NOT_FOUND', errorMessages.errors.bikeNotFound);
      const availability = availabilityOf(bike);
      if (availability === 'removed')
        throw new AppError('NOT_FOUND', catalogueMessages.bikes.notListed);
      if (await repo.has(caller._id, bikeId)) return { saved: true };
      if (availability === 'sold')
        throw new AppError('CONFLICT', catalogueMessages.wishlist.soldCannotSave);
      if ((await repo.count(caller._id)) >= WISHLIST_MAX_ITEMS) {
        throw new AppError('CONFLICT', catalogueMessages.wishlist.full);
      }
      await repo.add(caller._id, bikeId, clock());
      return { saved: true };
    },

    async remove(caller: Caller, bikeId: string): Promise<{ saved: false }> {
      await repo.remove(caller._id, bikeId);
      return { saved: false };
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
