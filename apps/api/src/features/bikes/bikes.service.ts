import type { Clock } from '../../core/clock';
import {
  TOTAL_COUNT_CAP,
  formatDateText,
  type CreateBikeBody,
  type DeleteResult,
  type CreateBikeResult,
  type ListQuery,
  type ModifyResult,
  type Bike,
  catalogueMessages,
  commonMessages,
  errorMessages,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { CategoriesService } from '../categories/categories.service';
import type { ImagesService } from '../images/images.service';
import type { RemovedUser } from '../users/users-admin.service';
import type { Page } from '../../core/keyset-page';
import { isOpenListing } from './listing-state';
import { readBikePage, toBike, totalOf, type ListPage } from './bike-pages';
import type { BikeCatalogue, BikeRecord, NewBike } from './bikes.repository';
import { geoOf } from './bike-geo';
import { bikeSearchTokens } from '@reride/shared';
import type { EventBus } from '../../core/events';
import { serialFields } from './bike-serials';

export interface BikesServiceDeps {
  bikes: BikeCatalogue;
  images: Pick<ImagesService, 'isOwnedBy'>;
  categories: Pick<CategoriesService, 'getCategory'>;
  clock: Clock;
  publicApiUrl: string;
  /** When a listing added at this time expires (LISTING_TTL_DAYS, bike-lifecycle.service.ts). */
  expiryFrom: (at: Date) => Date;
  /** PREMODERATE_FIRST_LISTING: a seller's first listing is held for approval. */
  premoderateFirstListing: boolean;
  /** Tells the theft check of a new listing's serial (`bike.serial_changed`). */
  events: Pick<EventBus, 'publish'>;
}

export interface ToggleAdvertisedResult {
  acknowledged: boolean;
  modifiedCount: number;
  advertised: boolean;
}

/** A concurrent toggle can make the conditional write miss; a few re-reads settle it. */
const TOGGLE_ATTEMPTS = 3;

const notFound = () => new AppError('NOT_FOUND', errorMessages.errors.bikeNotFound);
const forbidden = () => new AppError('FORBIDDEN', errorMessages.errors.forbidden);

function imageIdOf(url: string): string {
  return url.slice(-24).toLowerCase();
}

/** Optional attributes are stored only when given: no nulls in documents, so `{ field: value }` filters mean the same on every engine. */
function attributesOf(body: CreateBikeBody): Partial<NewBike> {
  const out: Partial<NewBike> = {};
  if (body.placeId !== undefined) out.placeId = body.placeId;
  if (body.brand !== undefined) out.brand = body.brand;
  if (body.frameSize !== undefined) out.frameSize = body.frameSize;
  if (body.wheelSize !== undefined) out.wheelSize = body.wheelSize;
  if (body.frameMaterial !== undefined) out.frameMaterial = body.frameMaterial;
  if (body.serial !== undefined) Object.assign(out, serialFields(body.serial));
  return out;
}

export function createBikesService(deps: BikesServiceDeps) {
  const { bikes, clock } = deps;

  async function getOwnBike(caller: Caller, id: string): Promise<BikeRecord> {
    const bike = await bikes.findLiveById(id);
    if (!bike) throw notFound();
    if (bike.sellerId !== caller._id) throw forbidden();
    return bike;
  }

  /**
   * Each photo must be one the caller uploaded; answers their ids and canonical URLs, in order.
   * `path` names the field of the 400 (`img` or `images`).
   */
  async function ownPhotos(caller: Caller, urls: string[], path: string) {
    const ids = urls.map(imageIdOf);
    for (const id of ids) {
      if (!(await deps.images.isOwnedBy(id, caller._id))) {
        const message = commonMessages.validation.invalidImageUrl;
        throw new AppError('VALIDATION_FAILED', message, [{ path, message }]);
      }
    }
    return { ids, urls: ids.map((id) => `${deps.publicApiUrl}/images/${id}`) };
  }

  return {
    /** The first page also answers how many bikes the category lists (docs/domain.md#search). */
    async listCategory(
      categoryId: string,
      query: ListQuery,
      viewer: Caller | null,
    ): Promise<ListPage<Bike>> {
      await deps.categories.getCategory(categoryId);
      const list = { kind: 'category', categoryId } as const;
      const page = await readBikePage(bikes, list, query, { reader: viewer, toItem: toBike });
      if (query.cursor) return page;
      return { ...page, total: totalOf(await bikes.countList(list, TOTAL_COUNT_CAP)) };
    },

    async listAdvertised(query: ListQuery, viewer: Caller | null): Promise<Page<Bike>> {
      const list = { kind: 'advertised' } as const;
      return readBikePage(bikes, list, query, { reader: viewer, toItem: toBike });
    },

    /** My Products: the caller's own live bikes, Sold included. */
    async listOwn(caller: Caller, email: string, query: ListQuery): Promise<Page<Bike>> {
      if (email !== caller.email.toLowerCase()) throw forbidden();
      const list = { kind: 'seller', sellerId: caller._id } as const;
      return readBikePage(bikes, list, query, { reader: caller, toItem: toBike });
    },

    /**
     * A seller's first listing (no bike of theirs ever stored, deleted ones included) waits for
     * approval when PREMODERATE_FIRST_LISTING is on. Two first listings sent at once may both be
     * held: holding too many is the safe side (docs/domain.md#moderation-queue).
     */
    async create(caller: Caller, body: CreateBikeBody): Promise<CreateBikeResult> {
      // The schema has checked that `images` starts with `img`.
      const photos = body.images
        ? await ownPhotos(caller, body.images, 'images')
        : await ownPhotos(caller, [body.img], 'img');
      const [imageId = '', cover = ''] = [photos.ids[0], photos.urls[0]];
      const category = await deps.categories.getCategory(body.categoryId);
      const now = clock();
      const {
        images: _images,
        brand: _b,
        frameSize: _f,
        wheelSize: _w,
        frameMaterial: _m,
        serial: _s,
        placeId: _p,
        ...fields
      } = body;
      const held =
        deps.premoderateFirstListing && !(await bikes.hasEverListed(caller._id))
          ? { reason: 'first-listing' as const, since: now }
          : null;
      const insertedId = await bikes.insert({
        ...fields,
        ...attributesOf(body),
        img: cover,
        imageId,
        images: photos.urls,
        searchTokens: bikeSearchTokens({ ...body, category: category.title }),
        geo: geoOf(body),
        category: category.title,
        seller: caller.name,
        sellerEmail: caller.email,
        sellerId: caller._id,
        status: 'unsold',
        advertised: false,
        reported: false,
        reportCount: 0,
        postedOn: formatDateText(now),
        createdAt: now,
        expiresAt: deps.expiryFrom(now),
        ...(held && { held }),
      });
      if (body.serial !== undefined) {
        await deps.events.publish('bike.serial_changed', { bikeId: insertedId });
      }
      if (!held) {
        await deps.events.publish('bike.listed', { bikeId: insertedId });
        return { acknowledged: true, insertedId };
      }
      return { acknowledged: true, insertedId, held: { ...held, since: now.toISOString() } };
    },

    /** The new state is the negation of the stored one, whatever the client believes. */
    async toggleAdvertised(caller: Caller, id: string): Promise<ToggleAdvertisedResult> {
      for (let attempt = 0; attempt < TOGGLE_ATTEMPTS; attempt += 1) {
        const bike = await getOwnBike(caller, id);
        if (!bike.advertised && bike.status !== 'unsold') {
          throw new AppError('CONFLICT', 'Only an available bike can be advertised');
        }
        if (await bikes.setAdvertised(id, bike.advertised, clock())) {
          return { acknowledged: true, modifiedCount: 1, advertised: !bike.advertised };
        }
      }
      throw new AppError('CONFLICT', 'The bike changed meanwhile, please try again');
    },

    /** PATCH /bikes/:id/images: the owner's unsold bike; the first photo becomes the cover. */
    async updateImages(
      caller: Caller,
      id: string,
      images: string[],
    ): Promise<ModifyResult & { images: string[] }> {
      const bike = await getOwnBike(caller, id);
      if (!isOpenListing(bike.status))
        throw new AppError('CONFLICT', catalogueMessages.bikes.imagesSold);
      const photos = await ownPhotos(caller, images, 'images');
      const coverImageId = photos.ids[0] ?? '';
      const photoSet = { images: photos.urls, coverImageId };
      if (!(await bikes.setImages(id, caller._id, photoSet, clock()))) {
        // Sold or deleted between the read and the write.
        throw new AppError('CONFLICT', catalogueMessages.bikes.imagesSold);
      }
      return { acknowledged: true, modifiedCount: 1, images: photos.urls };
    },

    async remove(caller: Caller, id: string): Promise<DeleteResult> {
      await getOwnBike(caller, id);
      const deleted = await bikes.softDelete(id, caller._id, clock());
      if (!deleted) throw notFound();
      return { acknowledged: true, deletedCount: 1 };
    },

    /** `user.removed`: a removed seller's bikes leave every public list at once (idempotent). */
    onUserRemoved: async (user: RemovedUser): Promise<void> => {
      if (user.userType === 'Seller') await bikes.markSellerRemoved(user.userId, clock());
    },
  };
}

export type BikesService = ReturnType<typeof createBikesService>;
