import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { backfillCompletedSales } from './reputations-completed';

/** The start-up migration `reputations-completed-v1`: completed sales join the stored figures. */
describe('backfillCompletedSales', () => {
  it("counts each seller's completed orders into their figures, never lowering a newer count", async () => {
    const t = await createTestApp();
    const [rated, unrated, ahead] = [new ObjectId(), new ObjectId(), new ObjectId()];
    const order = (sellerId: ObjectId, status: string) => ({
      _id: new ObjectId(),
      bikeId: new ObjectId(),
      buyerId: new ObjectId(),
      sellerId,
      status,
    });
    await t.db
      .collection('bookings')
      .insertMany([
        order(rated, 'completed'),
        order(rated, 'completed'),
        order(rated, 'refunded'),
        order(unrated, 'completed'),
        order(ahead, 'completed'),
      ]);
    const figures = t.db.collection<{ _id: ObjectId; [field: string]: unknown }>('reputations');
    await figures.insertMany([
      { _id: rated, ratingSum: 9, ratingCount: 2, paidEnded: 3, sellerCancelled: 1 },
      { _id: ahead, ratingSum: 0, ratingCount: 0, paidEnded: 2, sellerCancelled: 0, completed: 2 },
    ]);

    await backfillCompletedSales(t.db);

    expect(await figures.findOne({ _id: rated })).toMatchObject({ ratingSum: 9, completed: 2 });
    expect(await figures.findOne({ _id: unrated })).toEqual({
      _id: unrated,
      ratingSum: 0,
      ratingCount: 0,
      paidEnded: 0,
      sellerCancelled: 0,
      completed: 1,
    });
    expect(await figures.findOne({ _id: ahead })).toMatchObject({ completed: 2 });
  });
});
