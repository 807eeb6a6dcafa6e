import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import {
  AccountDataSchema,
  type Notification,
  type OrderReviews,
  type PublicProfile,
  type Review,
  leaveMessages,
  reviewMessages,
} from '@reride/shared';
import {
  callAs,
  disputedOrder,
  paidOrder,
  type PaidOrder,
  type Who,
} from '../../../test/fixtures/orders';
import { collectionsState, schedulerAhead } from '../../../test/helpers';

const DAY_MS = 86_400_000;
const words = reviewMessages.reviews;

/** The buyer's review of the seller, and the seller's of the buyer. */
const OF_SELLER = {
  rating: 5,
  subRatings: { asDescribed: 5, communication: 4, handover: 5 },
  text: 'Exactly as described',
};
const OF_BUYER = { rating: 3, subRatings: { communication: 3, punctuality: 2 }, text: 'Was late' };

const completed = async (o: PaidOrder, id = o.bookingId) => {
  await o.act('confirmHandover', o.buyer, {}, id).expect(200);
  return id;
};
const submit = (o: PaidOrder, who: Who, body: object, id = o.bookingId) =>
  callAs(o.t, 'submitReview', who, { params: { id }, body });
const viewOf = async (o: PaidOrder, who: Who, id = o.bookingId) =>
  (await callAs(o.t, 'getOrderReviews', who, { params: { id } }).expect(200)).body as OrderReviews;
const listAbout = async (o: PaidOrder, userId: string) =>
  (await callAs(o.t, 'listUserReviews', null, { params: { id: userId } }).expect(200))
    .body as Review[];
const profileOf = async (o: PaidOrder, userId: string) =>
  (await callAs(o.t, 'getUserProfile', null, { params: { id: userId } }).expect(200))
    .body as PublicProfile;
const reviewNews = async (o: PaidOrder, who: Who) =>
  (
    (await callAs(o.t, 'listNotifications', who, { query: { limit: 100 } }).expect(200))
      .body as Notification[]
  )
    .filter((n) => n.topic === 'review')
    .map((n) => (n.topic === 'review' ? `${n.event}:${n.orderId}` : ''));

/** Everything a review request may write, to prove that a refusal changed nothing. */
const reviewState = (o: PaidOrder) =>
  collectionsState(o.t.db, ['reviews', 'review_publications', 'reputations', 'notifications']);

/** Sends `call`, expects `status` and `message`, and that no review data changed. */
async function refused(
  o: PaidOrder,
  call: () => PromiseLike<unknown>,
  status: number,
  message: string,
) {
  const before = await reviewState(o);
  const res = (await call()) as { status: number; body: { message?: string; code?: string } };
  expect(res.status).toBe(status);
  expect(res.body.message).toBe(message);
  expect(await reviewState(o)).toEqual(before);
}

describe('POST /orders/:id/reviews', () => {
  it('answers 409 before completion and 404 to anyone but the two parties', async () => {
    const o = await paidOrder();
    await refused(o, () => submit(o, o.buyer, OF_SELLER), 409, words.notCompleted);
    await completed(o);
    for (const stranger of [o.otherBuyer, o.otherSeller, o.admin]) {
      await refused(o, () => submit(o, stranger, OF_SELLER), 404, words.orderNotFound);
      await callAs(o.t, 'getOrderReviews', stranger, { params: { id: o.bookingId } }).expect(404);
    }
    const unknown = new ObjectId().toHexString();
    await refused(o, () => submit(o, o.buyer, OF_SELLER, unknown), 404, words.orderNotFound);
    await submit(o, null, OF_SELLER).expect(401);
  });

  it('keeps one review hidden until the other side reviews, then publishes both at once', async () => {
    const o = await paidOrder();
    await completed(o);
    expect(await viewOf(o, o.buyer)).toMatchObject({
      about: 'seller',
      otherName: o.seller.user.name,
      canReview: true,
      mine: null,
      theirs: null,
    });

    const first = (await submit(o, o.buyer, OF_SELLER).expect(201)).body as OrderReviews;
    expect(first.canReview).toBe(false);
    expect(first.mine).toMatchObject({ rating: 5, publishedAt: null, labels: [] });
    expect(await viewOf(o, o.seller)).toMatchObject({ canReview: true, theirs: null });
    expect(await listAbout(o, o.seller.user._id)).toEqual([]);
    expect(await profileOf(o, o.seller.user._id)).toMatchObject({
      ratingCount: 0,
      ratingAverage: null,
    });
    expect(await reviewNews(o, o.seller)).toEqual([`other_reviewed:${o.bookingId}`]);

    const second = (await submit(o, o.seller, OF_BUYER).expect(201)).body as OrderReviews;
    expect(second.mine?.publishedAt).toEqual(expect.any(String));
    expect(second.theirs).toMatchObject({ rating: 5, text: OF_SELLER.text });
    expect(second.theirs?.publishedAt).toBe(second.mine?.publishedAt);
    expect(second).toMatchObject({ canReview: false, canReply: true });
    expect((await viewOf(o, o.buyer)).theirs).toMatchObject({ rating: 3, about: 'buyer' });

    expect(await listAbout(o, o.seller.user._id)).toMatchObject([{ about: 'seller', rating: 5 }]);
    expect(await profileOf(o, o.seller.user._id)).toMatchObject({
      ratingCount: 1,
      ratingAverage: 5,
    });
    expect(await profileOf(o, o.buyer.user._id)).toMatchObject({
      ratingCount: 1,
      ratingAverage: 3,
    });
    expect(await reviewNews(o, o.buyer)).toEqual([`published:${o.bookingId}`]);
    expect((await reviewNews(o, o.seller)).sort()).toEqual(
      [`other_reviewed:${o.bookingId}`, `published:${o.bookingId}`].sort(),
    );
  });

  it('takes one review per side, with the sub-ratings of the side reviewed', async () => {
    const o = await paidOrder();
    await completed(o);
    await refused(o, () => submit(o, o.buyer, OF_BUYER), 400, words.wrongSubRatings);
    const tooLong = { ...OF_SELLER, text: 'x'.repeat(1001) };
    await submit(o, o.buyer, tooLong).expect(400);
    await submit(o, o.buyer, { ...OF_SELLER, rating: 6 }).expect(400);
    await submit(o, o.buyer, OF_SELLER).expect(201);
    await refused(o, () => submit(o, o.buyer, OF_SELLER), 409, words.alreadyReviewed);
    await submit(o, o.seller, OF_BUYER).expect(201);
    await refused(o, () => submit(o, o.seller, OF_BUYER), 409, words.alreadyReviewed);
  });

  it('answers 409 once the window closed', async () => {
    const o = await paidOrder();
    await completed(o);
    const past = new Date(Date.now() - 15 * DAY_MS);
    await o.t.db
      .collection('bookings')
      .updateOne({ _id: new ObjectId(o.bookingId) }, { $set: { completedAt: past } });
    await refused(o, () => submit(o, o.buyer, OF_SELLER), 409, words.windowClosed);
    expect(await viewOf(o, o.buyer)).toMatchObject({ canReview: false });
  });

  it('labels the reviews of a disputed or partly refunded order', async () => {
    const closed = await disputedOrder();
    await closed.act('closeDispute', closed.admin, { note: 'As described' }).expect(200);
    const labelled = (await submit(closed, closed.buyer, OF_SELLER).expect(201))
      .body as OrderReviews;
    expect(labelled.mine?.labels).toEqual(['disputed']);

    const partly = await disputedOrder();
    await partly.act('refundDispute', partly.admin, { amount: 50 }).expect(200);
    await submit(partly, partly.buyer, OF_SELLER).expect(201);
    const both = (await submit(partly, partly.seller, OF_BUYER).expect(201)).body as OrderReviews;
    expect(both.mine?.labels).toEqual(['refunded', 'disputed']);
    expect(both.theirs?.labels).toEqual(['refunded', 'disputed']);
  });
});

describe('the reviews.publish job', () => {
  it('publishes a lone review once its window closed, and the other side may no longer review', async () => {
    const o = await paidOrder();
    await completed(o);
    await submit(o, o.buyer, OF_SELLER).expect(201);
    expect(await schedulerAhead(o.t, 13 * DAY_MS).run('reviews.publish')).toEqual({ published: 0 });
    expect(await listAbout(o, o.seller.user._id)).toEqual([]);

    const ahead = schedulerAhead(o.t, 15 * DAY_MS);
    expect(await ahead.run('reviews.publish')).toEqual({ published: 1 });
    expect(await ahead.run('reviews.publish')).toEqual({ published: 0 });
    const [published] = await listAbout(o, o.seller.user._id);
    expect(published).toMatchObject({ rating: 5, reply: null });
    expect((await viewOf(o, o.seller)).theirs?._id).toBe(published!._id);
    expect(await profileOf(o, o.seller.user._id)).toMatchObject({ ratingCount: 1 });
    expect(await reviewNews(o, o.buyer)).toEqual([`published:${o.bookingId}`]);
  });
});

describe('POST /reviews/:id/reply', () => {
  it('lets the person reviewed answer a published review once', async () => {
    const o = await paidOrder();
    await completed(o);
    const mine = ((await submit(o, o.buyer, OF_SELLER).expect(201)).body as OrderReviews).mine!;
    const reply = (who: Who, text = 'Thanks!') =>
      callAs(o.t, 'replyToReview', who, { params: { id: mine._id }, body: { text } });
    await refused(o, () => reply(o.seller), 409, words.notPublished);
    await submit(o, o.seller, OF_BUYER).expect(201);
    await refused(o, () => reply(o.buyer), 404, words.notFound);
    await refused(o, () => reply(o.otherSeller), 404, words.notFound);
    await reply(o.seller, '').expect(400);

    const answered = (await reply(o.seller).expect(200)).body as Review;
    expect(answered.reply).toMatchObject({ text: 'Thanks!' });
    await refused(o, () => reply(o.seller, 'Again'), 409, words.alreadyReplied);
    expect(await listAbout(o, o.seller.user._id)).toMatchObject([{ reply: { text: 'Thanks!' } }]);
    expect(await viewOf(o, o.seller)).toMatchObject({ canReply: false });
  });
});

describe('GET /users/:id/reviews', () => {
  it('pages the published reviews about a person, newest first', async () => {
    const o = await paidOrder();
    const ids = [await completed(o)];
    for (let i = 0; i < 2; i++) ids.push(await completed(o, await o.payAnother()));
    for (const id of ids) {
      await submit(o, o.buyer, OF_SELLER, id).expect(201);
      await submit(o, o.seller, OF_BUYER, id).expect(201);
    }
    const first = await callAs(o.t, 'listUserReviews', null, {
      params: { id: o.seller.user._id },
      query: { limit: 2 },
    }).expect(200);
    expect((first.body as Review[]).map((r) => r.orderId)).toEqual([ids[2], ids[1]]);
    const cursor = first.headers['x-next-cursor'] as string;
    const next = await callAs(o.t, 'listUserReviews', null, {
      params: { id: o.seller.user._id },
      query: { limit: 2, cursor },
    }).expect(200);
    expect((next.body as Review[]).map((r) => r.orderId)).toEqual([ids[0]]);
  });
});

describe('reputation', () => {
  it('stores the share of paid orders the seller cancelled', async () => {
    const o = await paidOrder();
    expect(await profileOf(o, o.seller.user._id)).toMatchObject({ sellerCancelledShare: null });
    await completed(o);
    await o.act('sellerCancel', o.seller, {}, await o.payAnother()).expect(200);
    expect(await profileOf(o, o.seller.user._id)).toMatchObject({ sellerCancelledShare: 0.5 });
  });
});

describe('two submissions at the same moment', () => {
  it('publish both exactly once, 20 rounds', async () => {
    const o = await paidOrder();
    const told: string[] = [];
    o.t.events.subscribe('review.published', ({ orderId }) => void told.push(orderId), {
      subscriber: 'test.count-publications',
    });
    const ids = [await completed(o)];
    for (let i = 1; i < 20; i++) ids.push(await completed(o, await o.payAnother()));
    for (const id of ids) {
      const [a, b] = await Promise.all([
        submit(o, o.buyer, OF_SELLER, id),
        submit(o, o.seller, OF_BUYER, id),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      const docs = await o.t.db
        .collection('reviews')
        .find({ orderId: new ObjectId(id) })
        .toArray();
      expect(docs).toHaveLength(2);
      expect(docs[0]!.publishedAt).toBeInstanceOf(Date);
      expect(docs[1]!.publishedAt).toEqual(docs[0]!.publishedAt);
      expect(told.filter((t) => t === id)).toHaveLength(1);
    }
    for (const who of [o.buyer, o.seller]) {
      const keys = await o.t.db
        .collection('notifications')
        .find({ userId: new ObjectId(who.user._id), topic: 'review' })
        .map((n) => n.key as string)
        .toArray();
      const published = keys.filter((key) => key.endsWith(':published'));
      expect(published.sort()).toEqual(ids.map((id) => `review:${id}:published`).sort());
    }
    expect(await profileOf(o, o.seller.user._id)).toMatchObject({ ratingCount: 20 });
  });
});

describe('Reviews when a person leaves (docs/domain.md#leaving)', () => {
  /** A completed order both sides reviewed, each review answered by the person it is about. */
  async function reviewedAndAnswered() {
    const o = await paidOrder();
    await completed(o);
    await submit(o, o.buyer, OF_SELLER).expect(201);
    const view = (await submit(o, o.seller, OF_BUYER).expect(201)).body as OrderReviews;
    const answer = (who: Who, id: string, text: string) =>
      callAs(o.t, 'replyToReview', who, { params: { id }, body: { text } }).expect(200);
    await answer(o.seller, view.theirs!._id, 'Thanks!');
    await answer(o.buyer, view.mine!._id, 'Traffic, sorry');
    return o;
  }
  const dataOf = async (o: PaidOrder, who: Who) =>
    AccountDataSchema.parse((await callAs(o.t, 'downloadMyData', who).expect(200)).body);

  it('puts the reviews a person wrote and the published ones about them in their data download', async () => {
    const o = await reviewedAndAnswered();
    // A second order the seller reviewed alone: hidden, so the buyer's file leaves it out.
    const hidden = await completed(o, await o.payAnother());
    await submit(o, o.seller, OF_BUYER, hidden).expect(201);

    const buyers = (await dataOf(o, o.buyer)).reviews;
    expect(buyers.written).toMatchObject([
      { orderId: o.bookingId, authorId: o.buyer.user._id, text: OF_SELLER.text },
    ]);
    expect(buyers.written[0]!.reply).toMatchObject({ text: 'Thanks!' });
    expect(buyers.written[0]).not.toHaveProperty('counted');
    expect(buyers.received).toMatchObject([
      { orderId: o.bookingId, authorId: o.seller.user._id, reply: { text: 'Traffic, sorry' } },
    ]);
    const sellers = (await dataOf(o, o.seller)).reviews;
    expect(sellers.written.map((r) => r.orderId)).toEqual([hidden, o.bookingId]);
    expect(sellers.received.map((r) => r.text)).toEqual([OF_SELLER.text]);
  });

  it('keeps a deleted author\'s reviews as "Deleted user", with no trace of their name or email', async () => {
    const o = await reviewedAndAnswered();
    const { name } = o.buyer.user;
    const traces = (body: unknown) => {
      const json = JSON.stringify(body);
      return [name, o.buyer.email].filter((s) => json.includes(s));
    };
    expect(traces(await listAbout(o, o.seller.user._id))).toEqual([name]);

    const confirm = leaveMessages.deleteAccount.confirmWord;
    await callAs(o.t, 'deleteAccount', o.buyer, { body: { confirm } }).expect(200);
    // A replay, as the `users.removal-repair` job would tell it, changes nothing.
    const before = await reviewState(o);
    await o.t.events.publish('user.deleted', { userId: o.buyer.user._id, at: new Date() });
    expect(await reviewState(o)).toEqual(before);

    const aboutSeller = await listAbout(o, o.seller.user._id);
    expect(aboutSeller).toMatchObject([
      { authorName: leaveMessages.deletedUserName, reply: { text: 'Thanks!' } },
    ]);
    const sellersView = await viewOf(o, o.seller);
    expect(sellersView).toMatchObject({
      otherName: leaveMessages.deletedUserName,
      theirs: { authorName: leaveMessages.deletedUserName, text: OF_SELLER.text },
    });
    const aboutBuyer = await listAbout(o, o.buyer.user._id);
    expect(aboutBuyer).toMatchObject([{ text: OF_BUYER.text, reply: { text: 'Traffic, sorry' } }]);
    for (const answer of [aboutSeller, sellersView, aboutBuyer]) expect(traces(answer)).toEqual([]);
    // The seller's reputation rests on the review; the deleted person's own figures go.
    expect(await profileOf(o, o.seller.user._id)).toMatchObject({ ratingCount: 1 });
    const figures = o.t.db.collection('reputations');
    expect(await figures.countDocuments({ _id: new ObjectId(o.buyer.user._id) })).toBe(0);
  });
});
