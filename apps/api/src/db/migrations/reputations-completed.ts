import type { Db, ObjectId } from 'mongodb';
import type { Migration } from './run-migrations';

/**
 * Reputation figures stored before completed sales were one of them get the count of each
 * seller's completed orders (docs/domain.md#reputation). `$max`, not `$set`: a completion counted
 * by a newer process while this runs already holds at least this count.
 */
export async function backfillCompletedSales(db: Db): Promise<void> {
  const counts = db
    .collection('bookings')
    .aggregate<{ _id: ObjectId; count: number }>([
      { $match: { status: 'completed' } },
      { $group: { _id: '$sellerId', count: { $sum: 1 } } },
    ]);
  const figures = db.collection<{ _id: ObjectId }>('reputations');
  for await (const { _id, count } of counts) {
    await figures.updateOne(
      { _id },
      {
        $max: { completed: count },
        $setOnInsert: { ratingSum: 0, ratingCount: 0, paidEnded: 0, sellerCancelled: 0 },
      },
      { upsert: true },
    );
  }
}

export const reputationsCompleted: Migration = {
  id: 'reputations-completed-v1',
  migrate: backfillCompletedSales,
};
