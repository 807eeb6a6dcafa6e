import { ObjectId, type Db, type Filter } from 'mongodb';
import { OPEN_BIKE_STATUSES, type BikeSort, type HoldReason } from '@reride/shared';
import { mapPage, type Page, type PageQuery } from '../../core/keyset-page';
import { findPage } from '../../db/keyset-page';
import { collection } from '../../db/collections';
import { bikes, type BikeDoc } from './bikes.collections';
import { idsAsStrings, type IdsAsStrings } from '../../db/stored-ids';
import type { UsersApi } from '../users/users.feature';
import { BIKE_ORDERS, listFilter, PUBLIC, type BikeList } from './bike-lists.repository';
import { createBikeSearchRepository, recordSearchWords } from './bike-search.repository';

type HiddenField = keyof typeof INTERNAL_FIELDS;

/** A bike as the services see it: ids as strings, internal bookkeeping left out. */
export type BikeRecord = Omit<
  IdsAsStrings<BikeDoc>,
  '_id' | HiddenField | keyof typeof CONTACT_FIELDS | 'images'
> & {
  id: string;
  /**
   * Absent when read without contact details (visitors) or projected away for a reader who is
   * neither the seller nor an administrator (`seenBy`, bike-pages.ts).
   */
  mobile?: string;
  sellerEmail?: string;
  serial?: string;
  /** Absent only on documents written before search existed and not yet back-filled. */
  images?: string[];
  /** Set only by `findAnyById` (the bike page): internal to the services. */
  deleted?: boolean;
  sellerRemoved?: boolean;
};

export type NewBike = Omit<
  BikeRecord,
  'id' | 'mobile' | 'sellerEmail' | 'images' | 'deleted' | 'sellerRemoved'
> & {
  mobile: string;
  sellerEmail: string;
  imageId: string;
  images: string[];
  searchTokens: string[];
  geo: { lat: number; lon: number; cells: string[] };
  serial?: string;
  serialKey?: string;
  serialNearKeys?: string[];
};

export const INTERNAL_FIELDS = {
  searchTokens: 0,
  imageId: 0,
  updatedAt: 0,
  deletedAt: 0,
  deletedBy: 0,
  sellerRemoved: 0,
  soldBookingId: 0,
  expiryReminded: 0,
  serialKey: 0,
  serialNearKeys: 0,
  serialCheckedAt: 0,
  geo: 0,
};
/** The seller's own: the contact, and the frame serial (docs/domain.md#frame-serials). */
export const CONTACT_FIELDS = { sellerEmail: 0, mobile: 0, serial: 0 };

export interface PageRequest extends PageQuery {
  sort: BikeSort;
  withContact: boolean;
}

/** Every read projects the hidden fields away, so the document holds only the record's. */
export function toRecord(doc: Partial<BikeDoc> & Pick<BikeDoc, '_id'>): BikeRecord {
  const { _id, ...fields } = idsAsStrings(doc);
  return { ...fields, id: _id } as BikeRecord;
}

export function createBikesRepository(db: Db) {
  const col = collection(db, bikes);

  return {
    // The search's reads of this collection live in their own file.
    ...createBikeSearchRepository(db),

    /** Contact details are left out by the database projection, not deleted afterwards. */
    async listPage(list: BikeList, page: PageRequest): Promise<Page<BikeRecord>> {
      const { sort, withContact, ...query } = page;
      const projection = withContact ? INTERNAL_FIELDS : { ...INTERNAL_FIELDS, ...CONTACT_FIELDS };
      const found = await findPage(col, listFilter(list), BIKE_ORDERS[sort], query, { projection });
      return mapPage(found, toRecord);
    },

    /** How many bikes a list holds, counting no further than `cap` (category pages' totals). */
    countList(list: BikeList, cap: number): Promise<number> {
      return col.countDocuments(listFilter(list), { limit: cap });
    },

    /** A ranked search page's bikes, in the order given; one unlisted meanwhile is left out. */
    async findListed(ids: string[], withContact: boolean): Promise<BikeRecord[]> {
      if (ids.length === 0) return [];
      const projection = withContact ? INTERNAL_FIELDS : { ...INTERNAL_FIELDS, ...CONTACT_FIELDS };
      const filter = { _id: { $in: ids.map((id) => new ObjectId(id)) }, ...PUBLIC };
      const docs = await col.find(filter, { projection }).toArray();
      const byId = new Map(docs.map((doc) => [doc._id.toHexString(), toRecord(doc)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async insert(bike: NewBike): Promise<string> {
      const { categoryId, sellerId, imageId, ...fields } = bike;
      const result = await col.insertOne({
        ...fields,
        _id: new ObjectId(),
        categoryId: new ObjectId(categoryId),
        sellerId: new ObjectId(sellerId),
        imageId: new ObjectId(imageId),
        sellerRemoved: false,
        updatedAt: bike.createdAt,
        deletedAt: null,
        deletedBy: null,
      });
      // Its name and brand words join the typo dictionary of search.
      await recordSearchWords(db, [bike]);
      return result.insertedId.toHexString();
    },

    /** Whether the seller ever stored a bike, deleted ones included (the seller_live_newest index). */
    async hasEverListed(sellerId: string): Promise<boolean> {
      const found = await col.findOne(
        { sellerId: new ObjectId(sellerId) },
        { projection: { _id: 1 } },
      );
      return found !== null;
    },

    /** The bike page: any state, contact details only when asked, internal fields never. */
    async findAnyById(id: string, withContact: boolean): Promise<BikeRecord | null> {
      const { deletedAt: _d, sellerRemoved: _s, ...hidden } = INTERNAL_FIELDS;
      const projection = withContact ? hidden : { ...hidden, ...CONTACT_FIELDS };
      const doc = await col.findOne({ _id: new ObjectId(id) }, { projection });
      if (!doc) return null;
      const { deletedAt, sellerRemoved, ...rest } = doc;
      return { ...toRecord(rest), deleted: deletedAt !== null, sellerRemoved };
    },

    /** Applies only to the owner's live unsold bike, so a sale meanwhile makes it miss. */
    async setImages(
      id: string,
      sellerId: string,
      photos: { images: string[]; coverImageId: string },
      at: Date,
    ): Promise<boolean> {
      const { images, coverImageId } = photos;
      const [cover] = images;
      if (cover === undefined) return false;
      const result = await col.updateOne(
        {
          _id: new ObjectId(id),
          sellerId: new ObjectId(sellerId),
          deletedAt: null,
          status: { $in: [...OPEN_BIKE_STATUSES] },
        },
        { $set: { images, img: cover, imageId: new ObjectId(coverImageId), updatedAt: at } },
      );
      return result.matchedCount === 1;
    },

    async findLiveById(id: string): Promise<BikeRecord | null> {
      const doc = await col.findOne(
        { _id: new ObjectId(id), deletedAt: null },
        { projection: INTERNAL_FIELDS },
      );
      return doc ? toRecord(doc) : null;
    },

    /** Applies only if the flag still holds the value read: a concurrent toggle makes it miss. */
    async setAdvertised(id: string, expected: boolean, at: Date): Promise<boolean> {
      const filter: Filter<BikeDoc> = {
        _id: new ObjectId(id),
        deletedAt: null,
        advertised: expected,
      };
      // Advertising needs an unsold bike at the moment of writing, not only when it was read.
      if (!expected) filter.status = 'unsold';
      const result = await col.updateOne(filter, {
        $set: { advertised: !expected, updatedAt: at },
      });
      return result.modifiedCount === 1;
    },

    async softDelete(id: string, by: string, at: Date): Promise<boolean> {
      const result = await col.updateOne(
        { _id: new ObjectId(id), deletedAt: null },
        { $set: { deletedAt: at, deletedBy: new ObjectId(by), updatedAt: at } },
      );
      return result.modifiedCount === 1;
    },

    /** Returns the flag as it was before, or null when the bike is gone. */
    async flagReported(id: string, reportCount: number, at: Date): Promise<boolean | null> {
      const before = await col.findOneAndUpdate(
        { _id: new ObjectId(id), deletedAt: null },
        { $set: { reported: true, updatedAt: at }, $max: { reportCount } },
        { returnDocument: 'before' },
      );
      return before ? before.reported : null;
    },

    /**
     * An administrator keeps it: the flag and a hold for reports go in one write (the first
     * update); a bike not held for reports, or held for another reason, keeps its hold.
     */
    async clearReported(id: string, at: Date): Promise<boolean> {
      const reported = { _id: new ObjectId(id), deletedAt: null, reported: true };
      const kept = { reported: false, updatedAt: at };
      const released = await col.updateOne(
        { ...reported, 'held.reason': 'reports' },
        { $set: { ...kept, held: null } },
      );
      if (released.modifiedCount === 1) return true;
      const result = await col.updateOne(reported, { $set: kept });
      return result.modifiedCount === 1;
    },

    /** Holds a live bike not held yet; true when this call held it (so the seller is told once). */
    async hold(id: string, reason: HoldReason, at: Date): Promise<boolean> {
      const result = await col.updateOne(
        { _id: new ObjectId(id), deletedAt: null, held: null },
        { $set: { held: { reason, since: at }, updatedAt: at } },
      );
      return result.modifiedCount === 1;
    },

    /**
     * Releases a live bike's hold for `reason` only; of two administrators deciding at once, the
     * one whose write matches wins, the other misses (false).
     */
    async releaseHold(id: string, reason: HoldReason, at: Date): Promise<boolean> {
      const result = await col.updateOne(
        { _id: new ObjectId(id), deletedAt: null, 'held.reason': reason },
        { $set: { held: null, updatedAt: at } },
      );
      return result.modifiedCount === 1;
    },

    /** Soft-deletes a live bike still held for `reason`: the same single outcome as releaseHold. */
    async softDeleteHeld(id: string, reason: HoldReason, by: string, at: Date): Promise<boolean> {
      const result = await col.updateOne(
        { _id: new ObjectId(id), deletedAt: null, 'held.reason': reason },
        { $set: { deletedAt: at, deletedBy: new ObjectId(by), updatedAt: at } },
      );
      return result.modifiedCount === 1;
    },

    /** The held live bikes, oldest hold first, for the moderation queue. */
    async listHeld(limit: number): Promise<BikeRecord[]> {
      const docs = await col
        .find(
          { 'held.since': { $gte: new Date(0) }, deletedAt: null },
          { projection: INTERNAL_FIELDS },
        )
        .sort({ 'held.since': 1, _id: 1 })
        .limit(limit)
        .toArray();
      return docs.map(toRecord);
    },

    async markSellerRemoved(sellerId: string, at: Date): Promise<number> {
      const result = await col.updateMany(
        { sellerId: new ObjectId(sellerId), sellerRemoved: false },
        { $set: { sellerRemoved: true, updatedAt: at } },
      );
      return result.modifiedCount;
    },
  };
}

export type BikesRepository = ReturnType<typeof createBikesRepository>;

/**
 * The catalogue as the bike services read it: the bikes, and their sellers' names and verified
 * flags, which the users feature answers (users.repository.ts) since `users` is its collection.
 */
export type BikeCatalogue = BikesRepository &
  Pick<UsersApi, 'findSellerVerification' | 'findSellerProfile'>;
