import {
  formatDateText,
  messages,
  type CreateBikeBody,
  type DeleteResult,
  type InsertResult,
  type ListQuery,
} from '@reride/shared';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../http/auth';
import type { CategoriesService } from '../categories/categories.service';
import type { ImagesService } from '../images/images.service';
import type { RemovedUser } from '../users/users-admin.service';
import { readBikePage, toBike, type BikePage } from './bike-pages';
import type { BikeRecord, BikesRepository } from './bikes.repository';

export interface BikesServiceDeps {
  bikes: BikesRepository;
  images: Pick<ImagesService, 'isOwnedBy'>;
  categories: Pick<CategoriesService, 'getCategory'>;
  clock: () => Date;
  publicApiUrl: string;
}

export interface ToggleAdvertisedResult {
  acknowledged: boolean;
  modifiedCount: number;
  advertised: boolean;
}

/** A concurrent toggle can make the conditional write miss; a few re-reads settle it. */
const TOGGLE_ATTEMPTS = 3;

const notFound = () => new AppError('NOT_FOUND', messages.errors.bikeNotFound);
const forbidden = () => new AppError('FORBIDDEN', messages.errors.forbidden);

function imageIdOf(url: string): string {
  return url.slice(-24).toLowerCase();
}

export function createBikesService(deps: BikesServiceDeps) {
  const { bikes, clock } = deps;

  async function getOwnBike(caller: Caller, id: string): Promise<BikeRecord> {
    const bike = await bikes.findLiveById(id);
    if (!bike) throw notFound();
    if (bike.sellerId !== caller._id) throw forbidden();
    return bike;
  }

  return {
    async listCategory(categoryId: string, query: ListQuery, viewer: Caller | null) {
      await deps.categories.getCategory(categoryId);
      const list = { kind: 'category', categoryId } as const;
      return readBikePage(bikes, list, query, { withContact: viewer !== null, toItem: toBike });
    },

    async listAdvertised(query: ListQuery, viewer: Caller | null): Promise<BikePage> {
      const list = { kind: 'advertised' } as const;
      return readBikePage(bikes, list, query, { withContact: viewer !== null, toItem: toBike });
    },

    /** My Products: the caller's own live bikes, Sold included. */
    async listOwn(caller: Caller, email: string, query: ListQuery): Promise<BikePage> {
      if (email !== caller.email.toLowerCase()) throw forbidden();
      const list = { kind: 'seller', sellerId: caller._id } as const;
      return readBikePage(bikes, list, query, { withContact: true, toItem: toBike });
    },

    async create(caller: Caller, body: CreateBikeBody): Promise<InsertResult> {
      const imageId = imageIdOf(body.img);
      if (!(await deps.images.isOwnedBy(imageId, caller._id))) {
        const message = messages.validation.invalidImageUrl;
        throw new AppError('VALIDATION_FAILED', message, [{ path: 'img', message }]);
      }
      const category = await deps.categories.getCategory(body.categoryId);
      const now = clock();
      const insertedId = await bikes.insert({
        ...body,
        img: `${deps.publicApiUrl}/images/${imageId}`,
        imageId,
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
      });
      return { acknowledged: true, insertedId };
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

    async remove(caller: Caller, id: string): Promise<DeleteResult> {
      await getOwnBike(caller, id);
      const deleted = await bikes.softDelete(id, caller._id, clock());
      if (!deleted) throw notFound();
      return { acknowledged: true, deletedCount: 1 };
    },

    /** Users-admin hook: a removed seller's bikes leave every public list at once (idempotent). */
    onUserRemoved: async (user: RemovedUser): Promise<void> => {
      if (user.userType === 'Seller') await bikes.markSellerRemoved(user._id, clock());
    },
  };
}

export type BikesService = ReturnType<typeof createBikesService>;
