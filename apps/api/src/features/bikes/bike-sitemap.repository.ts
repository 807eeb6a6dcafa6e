import type { Db, ObjectId } from 'mongodb';
import { collection } from '../../db/collections';
import { bikes } from './bikes.collections';
import { PUBLIC } from './bike-lists.repository';

/** A listed bike as the sitemap needs it: its id and when it last changed. */
export interface SitemapBike {
  id: string;
  updatedAt?: Date;
}

/** The sitemap's reads of the catalogue: exactly the public lists' filter (bike-lists.repository.ts). */
export function createBikeSitemapRepository(db: Db) {
  const col = collection(db, bikes);

  return {
    async countListed(): Promise<number> {
      return col.countDocuments(PUBLIC);
    },

    // Files are numbered with no state between requests, so keyset paging (which needs the
    // previous file's last _id) cannot jump to one: skip/limit over the listed_id index instead.
    async listedSlice(skip: number, limit: number): Promise<SitemapBike[]> {
      const docs = await col
        .find(PUBLIC, { projection: { _id: 1, updatedAt: 1 } })
        .sort({ _id: 1 })
        .skip(skip)
        .limit(limit)
        .toArray();
      return docs.map((doc) => ({
        id: doc._id.toHexString(),
        // Projected documents may lack a field: a bike stored without one simply has no date.
        ...(doc.updatedAt instanceof Date ? { updatedAt: doc.updatedAt } : {}),
      }));
    },

    /**
     * The sellers with at least one listed bike, in id order, each with their newest bike's last
     * change: the sitemap's profile pages (features/profiles). A removed seller's bikes are not
     * listed, so a removed seller is never here.
     */
    async listedSellers(limit: number): Promise<SitemapBike[]> {
      const groups = await col
        .aggregate<{ _id: ObjectId; updatedAt?: Date | null }>([
          { $match: PUBLIC },
          { $group: { _id: '$sellerId', updatedAt: { $max: '$updatedAt' } } },
          { $sort: { _id: 1 } },
          { $limit: limit },
        ])
        .toArray();
      return groups.map((g) => ({
        id: g._id.toHexString(),
        ...(g.updatedAt instanceof Date ? { updatedAt: g.updatedAt } : {}),
      }));
    },
  };
}

export type BikeSitemapRepository = ReturnType<typeof createBikeSitemapRepository>;
