import { ObjectId, type Db } from 'mongodb';
import { insertOnce } from '../../db/client';
import { collection } from '../../db/collections';
import { userBlocks } from './conversations.collections';

/** Who blocks whom between the caller and one other user. */
export interface PairBlocks {
  /** The caller blocks the other user. */
  byMe: boolean;
  /** The other user blocks the caller. */
  byThem: boolean;
}

/** The `user_blocks` collection (docs/domain.md#reports-and-blocks); no other code touches it. */
export function createBlocksRepository(db: Db) {
  const col = collection(db, userBlocks);
  const pair = (blockerId: string, blockedId: string) => ({
    blockerId: new ObjectId(blockerId),
    blockedId: new ObjectId(blockedId),
  });

  /** Blocks between `userId` and any of `otherIds`, either way: two index reads in one `$or`. */
  async function among(userId: string, otherIds: readonly string[]) {
    const me = new ObjectId(userId);
    const others = [...new Set(otherIds)].map((id) => new ObjectId(id));
    const docs = await col
      .find(
        {
          $or: [
            { blockerId: me, blockedId: { $in: others } },
            { blockedId: me, blockerId: { $in: others } },
          ],
        },
        { projection: { blockerId: 1, blockedId: 1 } },
      )
      .toArray();
    return (otherId: string): PairBlocks => ({
      byMe: docs.some((d) => d.blockerId.equals(me) && d.blockedId.toHexString() === otherId),
      byThem: docs.some((d) => d.blockedId.equals(me) && d.blockerId.toHexString() === otherId),
    });
  }

  return {
    among,

    async between(userId: string, otherId: string): Promise<PairBlocks> {
      return (await among(userId, [otherId]))(otherId);
    },

    /** False when the block already existed: the unique index makes blocking idempotent. */
    async block(blockerId: string, blockedId: string, at: Date): Promise<boolean> {
      return insertOnce(col, { _id: new ObjectId(), ...pair(blockerId, blockedId), createdAt: at });
    },

    /** Lifts only the blocker's own block; false when there was none. */
    async unblock(blockerId: string, blockedId: string): Promise<boolean> {
      return (await col.deleteOne(pair(blockerId, blockedId))).deletedCount === 1;
    },
  };
}

export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
