import { ObjectId, type Db } from 'mongodb';
import { OPEN_BIKE_STATUSES, leaveMessages } from '@reride/shared';
import { collection } from '../../db/collections';
import { EXPORT_LIMIT, exportRecord } from '../../db/data-export';
import { bikeEdits, bikes } from './bikes.collections';

/** What a person's data download and their account's deletion need of their listings. */
export function createBikeLeavers(db: Db) {
  const col = collection(db, bikes);
  const history = collection(db, bikeEdits);
  return {
    /** Every listing the person posted, deleted ones too, each with its edit history. */
    async listingsOf(sellerId: string): Promise<Record<string, unknown>[]> {
      const docs = await col
        .find({ sellerId: new ObjectId(sellerId) })
        .sort({ createdAt: -1, _id: -1 })
        .limit(EXPORT_LIMIT)
        .toArray();
      const edits = await history
        .find({ bikeId: { $in: docs.map((d) => d._id) } })
        .sort({ at: 1 })
        .limit(EXPORT_LIMIT)
        .toArray();
      return docs.map((doc) => ({
        ...exportRecord(doc, ['searchTokens', 'sellerRemoved']),
        edits: edits.filter((e) => e.bikeId.equals(doc._id)).map((e) => exportRecord(e)),
      }));
    },

    /**
     * `user.deleted` (idempotent): the listings not sold (listed, paused or expired) are deleted
     * and leave every list and page; the sold ones (here or elsewhere) stay for their orders under
     * "Deleted user", without the seller's email or phone, and the phone leaves their edit
     * history too.
     */
    async forgetSeller(sellerId: string, at: Date): Promise<void> {
      const seller = new ObjectId(sellerId);
      await col.updateMany(
        { sellerId: seller, status: { $in: [...OPEN_BIKE_STATUSES] }, deletedAt: null },
        { $set: { deletedAt: at, deletedBy: seller, updatedAt: at } },
      );
      await col.updateMany(
        { sellerId: seller },
        { $set: { seller: leaveMessages.deletedUserName, sellerEmail: '', mobile: '' } },
      );
      const ids = await col.distinct('_id', { sellerId: seller });
      await history.updateMany(
        { bikeId: { $in: ids }, 'changes.field': 'mobile' },
        { $set: { 'changes.$[phone].from': '', 'changes.$[phone].to': '' } },
        { arrayFilters: [{ 'phone.field': 'mobile' }] },
      );
    },
  };
}

export type BikeLeavers = ReturnType<typeof createBikeLeavers>;
