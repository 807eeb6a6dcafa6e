import {
  EditableBikeFieldSchema,
  PRICE_WINDOW_DAYS,
  type EditBikeBody,
  type EditBikeResult,
  catalogueMessages,
  errorMessages,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import { isOpenListing } from './listing-state';
import { geoOf } from './bike-geo';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import type { EventBus } from '../../core/events';
import type { CategoriesService } from '../categories/categories.service';
import type { BikeEditsRepository, PriceChange } from './bike-edits.repository';
import type { BikeFieldChange } from './bikes.collections';
import type { BikeCatalogue, BikeRecord } from './bikes.repository';

export interface BikeEditServiceDeps {
  bikes: Pick<BikeCatalogue, 'findLiveById'>;
  edits: BikeEditsRepository;
  categories: Pick<CategoriesService, 'getCategory'>;
  clock: Clock;
  events: Pick<EventBus, 'publish'>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const editSold = () => new AppError('CONFLICT', catalogueMessages.bikes.editSold);

/** The start of the recent prices' window (docs/domain.md#prices). */
export function priceWindowStart(now: Date): Date {
  return new Date(now.getTime() - PRICE_WINDOW_DAYS * DAY_MS);
}

/**
 * The lowest price a listing had since the window's start: its current price and every price
 * of its changes since then (the oldest change's `from` is the price the window opened with).
 */
export function lowestPrice(current: number, changes: readonly PriceChange[]): number {
  return Math.min(current, ...changes.flatMap((c) => [c.from, c.to]));
}

/**
 * The bike page's "was" price: the price before the latest change, while that change lowered it
 * and is in the window (`changes` newest first, read since the window's start).
 */
export function wasPriceOf(current: number, changes: readonly PriceChange[]): number | undefined {
  const [latest] = changes;
  return latest && latest.to === current && latest.from > current ? latest.from : undefined;
}

/** Each form field whose stored value differs; an absent attribute is null on either side. */
function changesOf(bike: BikeRecord, body: EditBikeBody): BikeFieldChange[] {
  return EditableBikeFieldSchema.options.flatMap((field) => {
    const from = bike[field] ?? null;
    const to = body[field] ?? null;
    return from === to ? [] : [{ field, from, to }];
  });
}

/** A seller's edit of a listing (docs/domain.md#editing). */
export function createBikeEditService(deps: BikeEditServiceDeps) {
  const { bikes, edits, clock, events } = deps;

  async function ownUnsold(caller: Caller, id: string): Promise<BikeRecord> {
    const bike = await bikes.findLiveById(id);
    if (!bike) throw new AppError('NOT_FOUND', errorMessages.errors.bikeNotFound);
    if (bike.sellerId !== caller._id)
      throw new AppError('FORBIDDEN', errorMessages.errors.forbidden);
    // A paid order marks its bike Sold (orders' payment completion), so this refuses both; a
    // paused or expired listing stays editable (docs/domain.md#listing-lifecycle).
    if (!isOpenListing(bike.status)) throw editSold();
    return bike;
  }

  return {
    /**
     * Stores the changed fields with a conditional update, then the history entry, then tells a
     * price change (`bike.price_changed`): bookings follow a lower price, savers may be told.
     */
    async edit(caller: Caller, id: string, body: EditBikeBody): Promise<EditBikeResult> {
      const bike = await ownUnsold(caller, id);
      const category = await deps.categories.getCategory(body.categoryId);
      const changes = changesOf(bike, body);
      if (changes.length === 0) return { acknowledged: true, modifiedCount: 0, changed: [] };
      const at = clock();
      const recent = await edits.priceChangesSince(id, priceWindowStart(at));
      const searchable = { ...body, category: category.title };
      const moved = changes.some((c) => c.field === 'placeId' || c.field === 'location');
      const edit = {
        changes,
        category: category.title,
        searchable,
        ...(moved && { geo: geoOf(body) }),
      };
      if (!(await edits.apply(id, caller._id, bike.resalePrice, edit, at))) {
        await ownUnsold(caller, id);
        throw new AppError('CONFLICT', catalogueMessages.bikes.editChangedMeanwhile);
      }
      const editId = await edits.record(id, caller._id, at, changes);
      if (body.resalePrice !== bike.resalePrice) {
        await events.publish('bike.price_changed', {
          bikeId: id,
          editId,
          bikeName: body.name,
          oldPrice: bike.resalePrice,
          newPrice: body.resalePrice,
          lowestRecent: lowestPrice(bike.resalePrice, recent),
        });
      }
      if (changes.some((c) => c.field === 'serial')) {
        await events.publish('bike.serial_changed', { bikeId: id });
      }
      return { acknowledged: true, modifiedCount: 1, changed: changes.map((c) => c.field) };
    },
  };
}

export type BikeEditService = ReturnType<typeof createBikeEditService>;
