import { MongoBulkWriteError, ObjectId, type Db } from 'mongodb';
import type { SavedSearchFilters, SavedSearchFrequency } from '@reride/shared';
import { isDuplicateKeyError } from '../../core/duplicate-key';
import { collection } from '../../db/collections';
import {
  ANY,
  pendingMatches,
  savedSearches,
  searchMatches,
  type SavedSearchDoc,
} from './saved-searches.collections';

/** A saved search as the services see it. */
export interface SavedSearchRecord {
  id: string;
  userId: string;
  name: string;
  filters: SavedSearchFilters;
  frequency: SavedSearchFrequency;
  paused: boolean;
  createdAt: Date;
}

const toRecord = (doc: SavedSearchDoc): SavedSearchRecord => ({
  id: doc._id.toHexString(),
  userId: doc.userId.toHexString(),
  name: doc.name,
  filters: doc.filters,
  frequency: doc.frequency,
  paused: doc.paused,
  createdAt: doc.createdAt,
});

export interface NewSavedSearch {
  userId: string;
  name: string;
  filters: SavedSearchFilters;
  frequency: SavedSearchFrequency;
  categoryKey: string;
  priceMin: number;
  priceMax: number;
  cells: string[];
  at: Date;
}

export interface NewMatch {
  savedSearchId: string;
  userId: string;
  bikeId: string;
  bikeName: string;
  price: number;
  searchName: string;
  frequency: SavedSearchFrequency;
  at: Date;
}

export interface DigestEntry {
  bikeId: string;
  bikeName: string;
  price: number;
  searchName: string;
  savedSearchId: string;
}

export function createSavedSearchesRepository(db: Db) {
  const searches = collection(db, savedSearches);
  const pending = collection(db, pendingMatches);
  const matches = collection(db, searchMatches);
  const mine = (userId: string, id: string) => ({
    _id: new ObjectId(id),
    userId: new ObjectId(userId),
  });

  return {
    async list(userId: string): Promise<SavedSearchRecord[]> {
      const docs = await searches
        .find({ userId: new ObjectId(userId) }, { sort: { createdAt: -1, _id: -1 } })
        .toArray();
      return docs.map(toRecord);
    },

    count: (userId: string) => searches.countDocuments({ userId: new ObjectId(userId) }),

    async insert(s: NewSavedSearch): Promise<SavedSearchRecord> {
      const { userId, at, ...fields } = s;
      const doc: SavedSearchDoc = {
        _id: new ObjectId(),
        userId: new ObjectId(userId),
        ...fields,
        paused: false,
        createdAt: at,
        updatedAt: at,
      };
      await searches.insertOne(doc);
      return toRecord(doc);
    },

    /** The caller's own only: another person's answers null, as an unknown id does. */
    async update(
      userId: string,
      id: string,
      change: Partial<Pick<SavedSearchDoc, 'name' | 'frequency' | 'paused'>>,
      at: Date,
    ): Promise<SavedSearchRecord | null> {
      const doc = await searches.findOneAndUpdate(
        mine(userId, id),
        { $set: { ...change, updatedAt: at } },
        { returnDocument: 'after' },
      );
      return doc ? toRecord(doc) : null;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const { deletedCount } = await searches.deleteOne(mine(userId, id));
      if (deletedCount === 0) return false;
      await matches.deleteMany({ savedSearchId: new ObjectId(id) });
      return true;
    },

    async findById(id: string): Promise<SavedSearchRecord | null> {
      const doc = await searches.findOne({ _id: new ObjectId(id) });
      return doc ? toRecord(doc) : null;
    },

    async pause(id: string, at: Date): Promise<SavedSearchRecord | null> {
      const doc = await searches.findOneAndUpdate(
        { _id: new ObjectId(id) },
        { $set: { paused: true, updatedAt: at } },
        { returnDocument: 'after' },
      );
      return doc ? toRecord(doc) : null;
    },

    /** A person left: their saved searches and what they were told go with them. */
    async forgetUser(userId: string): Promise<void> {
      await searches.deleteMany({ userId: new ObjectId(userId) });
      await matches.deleteMany({ userId: new ObjectId(userId) });
    },

    /**
     * The saved searches that may match a listing, from the indexed keys only: not paused, the
     * listing's category or any, one of its cells or no place, a range holding its price, not
     * the seller's own. The caller tests every filter exactly.
     */
    async candidates(bike: {
      categoryId: string;
      cells: string[];
      price: number;
      sellerId: string;
    }): Promise<(SavedSearchRecord & { priceMin: number; priceMax: number })[]> {
      const docs = await searches
        .find({
          paused: false,
          categoryKey: { $in: [bike.categoryId, ANY] },
          cells: { $in: [...bike.cells, ANY] },
          priceMin: { $lte: bike.price },
          priceMax: { $gte: bike.price },
          userId: { $ne: new ObjectId(bike.sellerId) },
        })
        .toArray();
      return docs.map((d) => ({ ...toRecord(d), priceMin: d.priceMin, priceMax: d.priceMax }));
    },

    /** Queues a listing for the matching job; a later event for it replaces the earlier. */
    async enqueue(bikeId: string, at: Date, oldPrice: number | null = null): Promise<void> {
      await pending.updateOne(
        { _id: new ObjectId(bikeId) },
        { $set: { at, oldPrice } },
        { upsert: true },
      );
    },

    async duePending(
      limit: number,
    ): Promise<{ bikeId: string; oldPrice: number | null; at: Date }[]> {
      const docs = await pending.find({}, { sort: { at: 1 }, limit }).toArray();
      return docs.map((d) => ({
        bikeId: d._id.toHexString(),
        oldPrice: d.oldPrice ?? null,
        at: d.at,
      }));
    },

    /** Done with it, unless a newer event queued it again meanwhile (its `at` changed). */
    async donePending(bikeId: string, at: Date): Promise<void> {
      await pending.deleteOne({ _id: new ObjectId(bikeId), at });
    },

    /**
     * Records a listing's matches in one write; answers, in order, each match's id when this call
     * recorded it, else null: the unique (savedSearchId, bikeId) index lets exactly one run win
     * each pair, and the unordered insert still stores the others. The id is also its instant
     * mail's in the outbox.
     */
    async recordMatches(list: NewMatch[]): Promise<(string | null)[]> {
      if (list.length === 0) return [];
      const docs = list.map((m) => ({
        _id: new ObjectId(),
        savedSearchId: new ObjectId(m.savedSearchId),
        userId: new ObjectId(m.userId),
        bikeId: new ObjectId(m.bikeId),
        bikeName: m.bikeName,
        price: m.price,
        searchName: m.searchName,
        frequency: m.frequency,
        digestId: null,
        digestedAt: null,
        at: m.at,
      }));
      let refused = new Set<number>();
      try {
        await matches.insertMany(docs, { ordered: false });
      } catch (error) {
        if (!(error instanceof MongoBulkWriteError)) throw error;
        const errors = [error.writeErrors].flat();
        // Only pairs recorded before are expected; anything else fails the run, to be retried.
        if (errors.length === 0 || errors.some((e) => !isDuplicateKeyError(e))) throw error;
        refused = new Set(errors.map((e) => e.index));
      }
      return docs.map((doc, i) => (refused.has(i) ? null : doc._id.toHexString()));
    },

    /** People with daily matches not yet in a digest. */
    async digestDue(limit: number): Promise<string[]> {
      const ids = await matches.distinct('userId', { frequency: 'daily', digestedAt: null });
      return ids.slice(0, limit).map((id) => id.toHexString());
    },

    /**
     * Claims a person's untold daily matches for one digest: those already claimed by an
     * unfinished digest keep its id (so a retry queues the same mail, once), the rest join it.
     */
    async claimDigest(userId: string): Promise<{ digestId: string; entries: DigestEntry[] }> {
      const owner = new ObjectId(userId);
      const open = { userId: owner, frequency: 'daily' as const, digestedAt: null };
      const claimed = await matches.findOne({ ...open, digestId: { $ne: null } });
      const digestId = claimed?.digestId ?? new ObjectId();
      await matches.updateMany({ ...open, digestId: null }, { $set: { digestId } });
      const docs = await matches.find({ ...open, digestId }, { sort: { at: 1 } }).toArray();
      const entries = docs.map((d) => ({
        bikeId: d.bikeId.toHexString(),
        bikeName: d.bikeName,
        price: d.price,
        searchName: d.searchName,
        savedSearchId: d.savedSearchId.toHexString(),
      }));
      return { digestId: digestId.toHexString(), entries };
    },

    async markDigested(digestId: string, at: Date): Promise<void> {
      await matches.updateMany({ digestId: new ObjectId(digestId) }, { $set: { digestedAt: at } });
    },
  };
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
