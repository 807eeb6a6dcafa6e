import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import {
  type AccountData,
  type PublicProfile,
  type QueueItem,
  type ReportedReview,
  type Review,
  reviewMessages,
} from '@reride/shared';
import {
  adminOf,
  callAs,
  paidOrder,
  type PaidOrder,
  type Who,
} from '../../../test/fixtures/orders';
import { collectionsState } from '../../../test/helpers';

const words = reviewMessages.reviews;

const OF_SELLER = {
  rating: 5,
  subRatings: { asDescribed: 5, communication: 4, handover: 5 },
  text: 'Exactly as described',
};
const OF_BUYER = { rating: 3, subRatings: { communication: 3, punctuality: 2 }, text: 'Was late' };

/** A completed order whose two reviews are published: the buyer's review of the seller's id. */
async function publishedReview() {
  const o = await paidOrder();
  await o.act('confirmHandover', o.buyer, {}).expect(200);
  await callAs(o.t, 'submitReview', o.seller, { params: { id: o.bookingId }, body: OF_BUYER });
  const res = await callAs(o.t, 'submitReview', o.buyer, {
    params: { id: o.bookingId },
    body: OF_SELLER,
  }).expect(201);
  return { o, reviewId: (res.body as { mine: { _id: string } }).mine._id };
}

const report = (o: PaidOrder, who: Who, id: string, body: object = { reason: 'offensive' }) =>
  callAs(o.t, 'reportReview', who, { params: { id }, body });
const decide = (o: PaidOrder, who: Who, id: string, body: object) =>
  callAs(o.t, 'decideReviewReport', who, { params: { id }, body });
const listAbout = async (o: PaidOrder, userId: string) =>
  (await callAs(o.t, 'listUserReviews', null, { params: { id: userId } }).expect(200))
    .body as Review[];
const figuresOf = async (o: PaidOrder, userId: string) => {
  const res = await callAs(o.t, 'getUserProfile', null, { params: { id: userId } }).expect(200);
  const { ratingAverage, ratingCount } = res.body as PublicProfile;
  return { ratingAverage, ratingCount };
};
const auditOf = (o: PaidOrder, reviewId: string) =>
  o.t.db.collection('audit_log').find({ targetId: reviewId }).sort({ at: 1 }).toArray();

/** Everything a report or a decision may write, to prove that a refusal changed nothing. */
const state = (o: PaidOrder) =>
  collectionsState(o.t.db, ['reviews', 'review_reports', 'reputations', 'audit_log']);

async function refused(
  o: PaidOrder,
  call: () => PromiseLike<unknown>,
  status: number,
  message?: string,
) {
  const before = await state(o);
  const res = (await call()) as { status: number; body: { message?: string } };
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (message !== undefined) expect(res.body.message).toBe(message);
  expect(await state(o)).toEqual(before);
}

describe('completed sales', () => {
  it("are counted into the seller's stored figures once, when the order completes", async () => {
    const o = await paidOrder();
    const profile = async () =>
      (
        (
          await callAs(o.t, 'getUserProfile', null, { params: { id: o.seller.user._id } }).expect(
            200,
          )
        ).body as PublicProfile
      ).completedSales;
    expect(await profile()).toBe(0);
    await o.act('confirmHandover', o.buyer, {}).expect(200);
    expect(await profile()).toBe(1);
    // A replay of the event (a retry, another process) counts nothing twice.
    await o.t.events.publish('order.recorded', { orderId: o.bookingId });
    expect(await profile()).toBe(1);
  });
});

describe('POST /reviews/:id/report', () => {
  it('refuses strangers to the rules and changes nothing', async () => {
    const { o, reviewId } = await publishedReview();
    await refused(o, () => report(o, null, reviewId), 401);
    await refused(o, () => report(o, o.buyer, reviewId), 403, words.ownReview);
    const unknown = new ObjectId().toHexString();
    await refused(o, () => report(o, o.otherBuyer, unknown), 404, words.notFound);
    await refused(o, () => report(o, o.otherBuyer, reviewId, { reason: 'other' }), 400);
    await refused(o, () => report(o, o.otherBuyer, reviewId, { reason: 'rude' }), 400);
    const long = { reason: 'other', note: 'x'.repeat(501) };
    await refused(o, () => report(o, o.otherBuyer, reviewId, long), 400);
  });

  it('answers 404 for a review not yet published', async () => {
    const o = await paidOrder();
    await o.act('confirmHandover', o.buyer, {}).expect(200);
    const res = await callAs(o.t, 'submitReview', o.buyer, {
      params: { id: o.bookingId },
      body: OF_SELLER,
    }).expect(201);
    const hidden = (res.body as { mine: { _id: string } }).mine._id;
    await refused(o, () => report(o, o.otherBuyer, hidden), 404, words.notFound);
  });

  it('hides a reported review from public lists without changing the figures, once per reporter', async () => {
    const { o, reviewId } = await publishedReview();
    const sellerId = o.seller.user._id;
    expect((await listAbout(o, sellerId)).map((r) => r._id)).toEqual([reviewId]);
    const first = await report(o, o.otherBuyer, reviewId, { reason: 'other', note: 'Fake' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect(await listAbout(o, sellerId)).toEqual([]);
    expect(await figuresOf(o, sellerId)).toEqual({ ratingAverage: 5, ratingCount: 1 });
    const again = await report(o, o.otherBuyer, reviewId).expect(200);
    expect(again.body).toEqual({ acknowledged: true, modifiedCount: 0 });
    await report(o, o.seller, reviewId, { reason: 'offensive' }).expect(200);
    expect(await o.t.db.collection('review_reports').countDocuments()).toBe(2);
    // Their report is theirs to download (docs/domain.md#leaving).
    const data = await callAs(o.t, 'downloadMyData', o.otherBuyer).expect(200);
    expect((data.body as AccountData).reviews.reported).toMatchObject([
      { reviewId, reason: 'other', note: 'Fake' },
    ]);
  });
});

describe('POST /reviews/:id/decision', () => {
  it('refuses non-administrators, unknown and unreported reviews, and bad bodies, changing nothing', async () => {
    const { o, reviewId } = await publishedReview();
    const keep = { action: 'keep', reason: 'Fair review' };
    await refused(o, () => decide(o, o.admin, reviewId, keep), 409, words.notReported);
    await report(o, o.otherBuyer, reviewId).expect(200);
    await refused(o, () => decide(o, null, reviewId, keep), 401);
    for (const who of [o.buyer, o.seller, o.otherBuyer]) {
      await refused(o, () => decide(o, who, reviewId, keep), 403);
    }
    const unknown = new ObjectId().toHexString();
    await refused(o, () => decide(o, o.admin, unknown, keep), 404, words.notFound);
    await refused(o, () => decide(o, o.admin, reviewId, { action: 'keep', reason: ' ' }), 400);
    const long = { action: 'remove', reason: 'x'.repeat(501) };
    await refused(o, () => decide(o, o.admin, reviewId, long), 400);
    await refused(o, () => decide(o, o.admin, reviewId, { action: 'hide', reason: 'x' }), 400);
  });

  it('keep: public again, in the audit log with the reason; a later report hides it again', async () => {
    const { o, reviewId } = await publishedReview();
    const sellerId = o.seller.user._id;
    await report(o, o.otherBuyer, reviewId).expect(200);
    const kept = await decide(o, o.admin, reviewId, { action: 'keep', reason: 'Fair review' });
    expect(kept.status).toBe(200);
    expect((await listAbout(o, sellerId)).map((r) => r._id)).toEqual([reviewId]);
    expect(await auditOf(o, reviewId)).toMatchObject([
      { action: 'review.keep', targetType: 'review', details: { reason: 'Fair review' } },
    ]);
    const keepAgain = { action: 'keep', reason: 'Again' };
    await refused(o, () => decide(o, o.admin, reviewId, keepAgain), 409, words.notReported);
    // The first reporter's report was decided; a repeat by them changes nothing.
    await refused(o, () => report(o, o.otherBuyer, reviewId), 200);
    await report(o, o.otherSeller, reviewId).expect(200);
    expect(await listAbout(o, sellerId)).toEqual([]);
  });

  it('remove: hidden for good, its rating out of the stored figures, once', async () => {
    const { o, reviewId } = await publishedReview();
    const sellerId = o.seller.user._id;
    await report(o, o.otherBuyer, reviewId).expect(200);
    const removal = { action: 'remove', reason: 'Insults the seller' };
    await decide(o, o.admin, reviewId, removal).expect(200);
    expect(await listAbout(o, sellerId)).toEqual([]);
    expect(await figuresOf(o, sellerId)).toEqual({ ratingAverage: null, ratingCount: 0 });
    expect(await auditOf(o, reviewId)).toMatchObject([
      { action: 'review.remove', details: { reason: 'Insults the seller', subjectId: sellerId } },
    ]);
    await refused(o, () => decide(o, o.admin, reviewId, removal), 409, words.notReported);
    await refused(o, () => report(o, o.otherSeller, reviewId), 404, words.notFound);
    // The buyer's figures, from the other review of the order, are untouched.
    expect(await figuresOf(o, o.buyer.user._id)).toEqual({ ratingAverage: 3, ratingCount: 1 });
  });

  it('two administrators deciding at once: exactly one outcome, 20 rounds', async () => {
    const { o, reviewId } = await publishedReview();
    const other = await adminOf(o.t);
    const sellerId = new ObjectId(o.seller.user._id);
    const reviews = o.t.db.collection('reviews');
    const figures = o.t.db.collection('reputations');
    await report(o, o.otherBuyer, reviewId).expect(200);
    for (let round = 0; round < 20; round += 1) {
      const [a, b] = await Promise.all([
        decide(o, o.admin, reviewId, { action: 'keep', reason: `keep ${round}` }),
        decide(o, other, reviewId, { action: 'remove', reason: `remove ${round}` }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const doc = await reviews.findOne({ _id: new ObjectId(reviewId) });
      const seller = await figures.findOne({ _id: sellerId });
      if (a.status === 200) {
        expect(doc?.moderation).toBeUndefined();
        expect(seller).toMatchObject({ ratingCount: 1, ratingSum: 5 });
      } else {
        expect(doc).toMatchObject({ moderation: 'removed', uncounted: true });
        expect(seller).toMatchObject({ ratingCount: 0, ratingSum: 0 });
        await figures.updateOne({ _id: sellerId }, { $set: { ratingCount: 1, ratingSum: 5 } });
      }
      expect(await auditOf(o, reviewId)).toHaveLength(round + 1);
      // Reported again for the next round, as a new report would.
      await reviews.updateOne(
        { _id: new ObjectId(reviewId) },
        { $set: { moderation: 'reported', reportedSince: new Date() }, $unset: { uncounted: 1 } },
      );
    }
  });
});

describe('reported reviews for administrators', () => {
  it('lists them with reasons and notes, and queues them oldest first with their reporters', async () => {
    const { o, reviewId } = await publishedReview();
    await report(o, o.otherBuyer, reviewId, { reason: 'other', note: 'Not a real buyer' });
    await report(o, o.seller, reviewId, { reason: 'offensive' }).expect(200);
    await callAs(o.t, 'listReportedReviews', o.buyer).expect(403);
    const list = (await callAs(o.t, 'listReportedReviews', o.admin).expect(200))
      .body as ReportedReview[];
    expect(list).toMatchObject([
      {
        _id: reviewId,
        subjectId: o.seller.user._id,
        reportCount: 2,
        notes: ['Not a real buyer'],
        text: OF_SELLER.text,
      },
    ]);
    expect(list[0]?.reasons.map((r) => r.reason).sort()).toEqual(['offensive', 'other']);
    const queue = await o.t.request
      .get('/admin/queue')
      .query({ kind: 'reported-review' })
      .set(o.admin.authHeader)
      .expect(200);
    expect(queue.body as QueueItem[]).toMatchObject([
      {
        kind: 'reported-review',
        id: reviewId,
        reportCount: 2,
        title: OF_SELLER.text,
        link: '/dashboard/admin/reviews',
      },
    ]);
    await decide(o, o.admin, reviewId, { action: 'keep', reason: 'Fine' }).expect(200);
    expect((await callAs(o.t, 'listReportedReviews', o.admin).expect(200)).body).toEqual([]);
  });
});
