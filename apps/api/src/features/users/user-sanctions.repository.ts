import { ObjectId, type Db } from 'mongodb';
import { collection } from '../../db/collections';
import { idsAsStrings } from '../../db/stored-ids';
import { users } from './users.collections';
import type { UserRecord } from './users.repository';

/**
 * The sanctions kept on a user (docs/domain.md#sanctions): each a single-document conditional
 * update from the state it expects, answering the user after it, or null when that state was
 * not there (removed, already suspended, not suspended), so a refused decision changes nothing.
 */
export function createUserSanctionsRepository(db: Db) {
  const col = collection(db, users);
  const update = async (filter: object, change: object): Promise<UserRecord | null> => {
    const doc = await col.findOneAndUpdate(filter, change, { returnDocument: 'after' });
    return doc && idsAsStrings(doc);
  };
  const liveUser = (id: string) => ({ _id: new ObjectId(id), deletedAt: null });

  return {
    async warn(id: string, reason: string, now: Date): Promise<UserRecord | null> {
      return update(liveUser(id), { $set: { warning: { reason, at: now }, updatedAt: now } });
    },

    /** Only when no suspension is in force at `now`: an ended one is replaced. */
    async suspend(id: string, reason: string, until: Date, now: Date): Promise<UserRecord | null> {
      const notSuspended = { $or: [{ suspension: null }, { 'suspension.until': { $lte: now } }] };
      return update(
        { ...liveUser(id), ...notSuspended },
        { $set: { suspension: { reason, at: now, until }, updatedAt: now } },
      );
    },

    /** Only a suspension in force at `now` is lifted. */
    async lift(id: string, now: Date): Promise<UserRecord | null> {
      return update(
        { ...liveUser(id), 'suspension.until': { $gt: now } },
        { $unset: { suspension: '' }, $set: { updatedAt: now } },
      );
    },

    /** The person dismisses their warning; the latest one only, once. */
    async acknowledgeWarning(id: string, now: Date): Promise<UserRecord | null> {
      return update(
        { ...liveUser(id), warning: { $ne: null }, 'warning.acknowledgedAt': null },
        { $set: { 'warning.acknowledgedAt': now } },
      );
    },
  };
}

export type UserSanctionsRepository = ReturnType<typeof createUserSanctionsRepository>;
