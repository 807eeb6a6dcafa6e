import { ObjectId, type Db } from 'mongodb';
import { collection } from '../../db/collections';
import { answerTimes } from './conversations.collections';

export interface AnswerTimesRecord {
  recentMs: number[];
  answered: number;
  medianMs: number;
  version: number;
}

/** The `answer_times` collection; only the conversations feature's answer times use it. */
export function createAnswerTimesRepository(db: Db) {
  const col = collection(db, answerTimes);
  return {
    /** Adds one answer time, keeping the latest `keep`; answers the document as it is now. */
    async push(userId: string, ms: number, keep: number, at: Date): Promise<AnswerTimesRecord> {
      const doc = await col.findOneAndUpdate(
        { _id: new ObjectId(userId) },
        {
          $push: { recentMs: { $each: [ms], $slice: -keep } },
          $inc: { answered: 1, version: 1 },
          $set: { updatedAt: at },
          $setOnInsert: { medianMs: ms },
        },
        { upsert: true, returnDocument: 'after' },
      );
      if (!doc) throw new Error(`answer times of ${userId} were not stored`);
      return doc;
    },

    /** Writes the median unless a later answer moved the document on (its own write wins). */
    async setMedian(userId: string, version: number, medianMs: number): Promise<void> {
      await col.updateOne({ _id: new ObjectId(userId), version }, { $set: { medianMs } });
    },

    async find(userId: string): Promise<AnswerTimesRecord | null> {
      return col.findOne({ _id: new ObjectId(userId) }, { projection: { _id: 0 } });
    },
  };
}

export type AnswerTimesRepository = ReturnType<typeof createAnswerTimesRepository>;
