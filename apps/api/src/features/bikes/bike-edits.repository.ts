import { ObjectId, type Db, type UpdateFilter } from 'mongodb';
import { OPEN_BIKE_STATUSES, bikeSearchTokens, type SearchableBike } from '@reride/shared';
import { collection } from '../../db/collections';
import { recordSearchWords } from './bike-search.repository';
import { serialFields } from './bike-serials';
import type { BikeGeo } from './bike-geo';

const SERIAL_FIELDS = ['serial', 'serialKey', 'serialNearKeys', 'serialCheck'] as const;
import { bikeEdits, bikes, type BikeDoc, type BikeFieldChange } from './bikes.collections';

/** A price the listing had: a `resalePrice` change of its history. */
export interface PriceChange {
  from: number;
  to: number;
  at: Date;
}

/** The edit of a listing's fields (bike-edit.service.ts) and the history it leaves. */
export function createBikeEditsRepository(db: Db) {
  const col = collection(db, bikes);
  const history = collection(db, bikeEdits);

  return {
    /**
     * Applies only to the owner's live bike, not sold (here or elsewhere), still at the price read, so a sale, a
     * deletion or a concurrent price change meanwhile makes it miss.
     */
    async apply(
      id: string,
      sellerId: string,
      expectedPrice: number,
      edit: {
        changes: BikeFieldChange[];
        category: string;
        searchable: SearchableBike;
        /** Set when the place or city changed: the listing's new position. */
        geo?: BikeGeo;
      },
      at: Date,
    ): Promise<boolean> {
      const set: Record<string, unknown> = { category: edit.category, updatedAt: at };
      const unset: Record<string, ''> = {};
      // Optional attributes are removed, never stored as null (bikes.service.ts, attributesOf).
      for (const { field, to } of edit.changes) {
        if (field === 'serial') {
          // A new serial is checked afresh; a cleared one takes its keys and check with it.
          const serial = to === null ? null : serialFields(String(to));
          for (const key of SERIAL_FIELDS) {
            if (serial) set[key] = serial[key];
            else unset[key] = '';
          }
          if (!serial) unset.serialCheckedAt = '';
        } else if (to === null) unset[field] = '';
        else set[field] = field === 'categoryId' ? new ObjectId(String(to)) : to;
      }
      set.searchTokens = bikeSearchTokens(edit.searchable);
      if (edit.geo) set.geo = edit.geo;
      const update: UpdateFilter<BikeDoc> = { $set: set };
      if (Object.keys(unset).length > 0) update.$unset = unset;
      const result = await col.updateOne(
        {
          _id: new ObjectId(id),
          sellerId: new ObjectId(sellerId),
          deletedAt: null,
          status: { $in: [...OPEN_BIKE_STATUSES] },
          resalePrice: expectedPrice,
        },
        update,
      );
      if (result.matchedCount !== 1) return false;
      // A new name or brand joins the typo dictionary of search, as on adding.
      await recordSearchWords(db, [edit.searchable]);
      return true;
    },

    async record(bikeId: string, by: string, at: Date, changes: BikeFieldChange[]) {
      const _id = new ObjectId();
      await history.insertOne({
        _id,
        bikeId: new ObjectId(bikeId),
        by: new ObjectId(by),
        at,
        changes,
      });
      return _id.toHexString();
    },

    /** The listing's price changes since `since`, newest first. */
    async priceChangesSince(bikeId: string, since: Date): Promise<PriceChange[]> {
      const docs = await history
        .find(
          { bikeId: new ObjectId(bikeId), at: { $gte: since } },
          { sort: { at: -1, _id: -1 }, projection: { at: 1, changes: 1 } },
        )
        .toArray();
      return docs.flatMap(({ at, changes }) =>
        changes
          .filter((c) => c.field === 'resalePrice')
          .map((c) => ({ from: Number(c.from), to: Number(c.to), at })),
      );
    },
  };
}

export type BikeEditsRepository = ReturnType<typeof createBikeEditsRepository>;
