import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  formatPrice,
  toCents,
  type Booking,
  type MakeOfferBody,
  type Message,
  type Offer,
  type OfferResult,
  conversationMessages,
  offerMessages,
  orderMessages,
} from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { createBikeAs, setBikeFields } from '../../../test/fixtures/bikes';
import {
  bookAndPay,
  bookBike,
  bookingDoc,
  payBooking,
  paymentDocs,
} from '../../../test/fixtures/bookings';
import { askAbout } from '../../../test/fixtures/conversations';
import { OFFER_BODY } from '../../../test/fixtures/offers';
import { timersAhead } from '../../../test/fixtures/orders';
import { signAccessToken } from '../../core/access-token';

const HOUR = 3_600_000;
let t: TestApp, seller: SignedUp, buyer: SignedUp;
let bikeId: string, conversationId: string;
/** Moves the app's clock; tokens are signed on it, so users stay signed in as time passes. */
let aheadMs = 0;
const clock = () => new Date(Date.now() + aheadMs);

beforeEach(async () => {
  aheadMs = 0;
  [t, seller, buyer] = await appWithUsers(['Seller', 'Buyer'], { clock });
  bikeId = await createBikeAs(t.request, seller.authHeader, { resalePrice: 450 });
  conversationId = (await askAbout(t.request, buyer.authHeader, bikeId)).conversationId;
});

const as = (who: SignedUp) => ({
  Authorization: `Bearer ${signAccessToken(who.user, t.config, clock())}`,
});
const offerBody = (amount: number): MakeOfferBody => ({ ...OFFER_BODY, amount });
const makeOffer = (who: SignedUp, amount: number, id = conversationId) =>
  t.request.post(`/conversations/${id}/offers`).set(as(who)).send(offerBody(amount));
const answer = (who: SignedUp, offerId: string, step: 'accept' | 'decline') =>
  t.request.post(`/offers/${offerId}/${step}`).set(as(who));
const counter = (who: SignedUp, offerId: string, amount: number) =>
  t.request.post(`/offers/${offerId}/counter`).set(as(who)).send({ amount });
async function offerOf(who: SignedUp, amount = 380): Promise<string> {
  const res = await makeOffer(who, amount).expect(201);
  return (res.body as { offerId: string }).offerId;
}
/** The conversation's `list` (offers or messages) as `who` sees it. */
async function listOf<T>(who: SignedUp, list: 'offers' | 'messages'): Promise<T[]> {
  const res = await t.request
    .get(`/conversations/${conversationId}/${list}`)
    .set(as(who))
    .expect(200);
  return res.body as T[];
}
const offers = (who: SignedUp) => listOf<Offer>(who, 'offers');
const thread = (who: SignedUp) => listOf<Message>(who, 'messages');
/** The offer events each user was told, as `event@role`. */
async function told(): Promise<string[]> {
  const docs = await t.db
    .collection('notifications')
    .find({ topic: 'offer' }, { sort: { seq: 1 } })
    .toArray();
  const roleOf = (id: ObjectId) => (id.toHexString() === buyer.user._id ? 'buyer' : 'seller');
  return docs.map((d) => `${(d.facts as { event: string }).event}@${roleOf(d.userId as ObjectId)}`);
}
const offerDocs = () =>
  t.db
    .collection('offers')
    .find({}, { sort: { _id: 1 } })
    .toArray();
const expectConflict = (res: { status: number; body: { message: string } }, message: string) => {
  expect(res.status).toBe(409);
  expect(res.body.message).toBe(message);
};

describe('offer, counter, accept, pay', () => {
  it('makes the order at the agreed price, and the payment charges exactly that', async () => {
    const made = await makeOffer(buyer, 380).expect(201);
    const offerId = (made.body as { offerId: string }).offerId;
    const [line] = await thread(seller);
    expect(line).toMatchObject({
      _id: (made.body as { messageId: string }).messageId,
      text: offerMessages.madeText('$380'),
      mine: false,
      offer: { _id: offerId, state: 'open', amount: 380, role: 'seller' },
    });
    expect(line!.offer!.actions).toEqual(['accept', 'decline', 'counter']);
    expect((await thread(buyer))[0]!.offer).toMatchObject({ role: 'buyer', actions: [] });

    await counter(seller, offerId, 420).expect(200, {
      acknowledged: true,
      state: 'countered',
    });
    const [countered] = await offers(buyer);
    expect(countered).toMatchObject({ state: 'countered', amount: 380, counterAmount: 420 });
    expect(countered!.actions).toEqual(['accept', 'decline']);

    const accepted = await answer(buyer, offerId, 'accept').expect(200);
    const { orderId } = accepted.body as OfferResult;
    expect(accepted.body).toEqual({ acknowledged: true, state: 'accepted', orderId });
    const booking = await bookingDoc(t.db, orderId!);
    expect(booking).toMatchObject({ price: 420, status: 'booked', phone: '01711223344' });
    expect(booking!.offerId!.toHexString()).toBe(offerId);
    const order = await t.request.get(`/bookings/${orderId}`).set(as(buyer)).expect(200);
    expect(order.body as Booking).toMatchObject({ price: 420, bikeId, paid: false });
    expect((await offers(buyer))[0]).toMatchObject({
      state: 'accepted',
      agreedPrice: 420,
      orderId,
      actions: ['pay'],
    });
    expect((await offers(seller))[0]!.actions).toEqual([]);

    const intent = await payBooking(t.request, as(buyer), orderId!);
    expect(intent.amount).toBe(toCents(420));
    expect((await bookingDoc(t.db, orderId!))!.paid).toBe(true);
    const [payment] = await paymentDocs(t.db);
    expect(payment).toMatchObject({ price: 420, amount: 42_000 });
    expect((await offers(buyer))[0]!.actions).toEqual([]);
    expect(await told()).toEqual(['made@seller', 'countered@buyer', 'accepted@seller']);
  });

  it('lets the seller accept the buyer’s offer as it is', async () => {
    const offerId = await offerOf(buyer, 399.5);
    const { orderId } = (await answer(seller, offerId, 'accept').expect(200)).body as OfferResult;
    expect(await bookingDoc(t.db, orderId!)).toMatchObject({
      price: 399.5,
      bikeId: new ObjectId(bikeId),
    });
    expect((await thread(buyer))[0]!.offer).toMatchObject({
      state: 'accepted',
      agreedPrice: 399.5,
    });
    expect(await told()).toEqual(['made@seller', 'accepted@buyer']);
  });

  it('lets each side decline, and the buyer offer again afterwards', async () => {
    const first = await offerOf(buyer, 300);
    await answer(seller, first, 'decline').expect(200, { acknowledged: true, state: 'declined' });
    const second = await offerOf(buyer, 350);
    await counter(seller, second, 440).expect(200);
    await answer(buyer, second, 'decline').expect(200);
    expect((await offers(seller)).map((o) => [o.state, o.actions])).toEqual([
      ['declined', []],
      ['declined', []],
    ]);
    expect(await told()).toEqual([
      'made@seller',
      'declined@buyer',
      'made@seller',
      'countered@buyer',
      'declined@seller',
    ]);
    expect(await t.db.collection('bookings').countDocuments()).toBe(0);
  });
});

describe('making an offer', () => {
  it('refuses amounts below the minimum, at or above the asking price (400), storing nothing', async () => {
    for (const amount of [19.99, 10.001]) {
      const res = await makeOffer(buyer, amount).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    for (const amount of [450, 451, 9000]) {
      const res = await makeOffer(buyer, amount).expect(400);
      const message = offerMessages.belowAsking(formatPrice(450));
      expect(res.body).toEqual({
        code: 'VALIDATION_FAILED',
        message,
        details: [{ path: 'amount', message }],
      });
    }
    const extra = await t.request
      .post(`/conversations/${conversationId}/offers`)
      .set(as(buyer))
      .send({ ...offerBody(300), price: 1 });
    expect(extra.status).toBe(400);
    expect(await offerDocs()).toEqual([]);
    expect(await thread(buyer)).toHaveLength(1);
  });

  it('is for the conversation’s buyer only: others 404, sellers and admins 403', async () => {
    const stranger = await t.signUpAs('Buyer');
    const admin = await t.signUpAs('Admin');
    await makeOffer(stranger, 300).expect(404);
    await makeOffer(buyer, 300, new ObjectId().toHexString()).expect(404);
    await makeOffer(seller, 300).expect(403);
    await makeOffer(admin, 300).expect(403);
    await t.request
      .post(`/conversations/${conversationId}/offers`)
      .send(offerBody(300))
      .expect(401);
    const list = await t.request.get(`/conversations/${conversationId}/offers`).set(as(stranger));
    expect(list.status).toBe(404);
    expect(await offerDocs()).toEqual([]);
  });

  it('keeps one open offer per buyer and bike, also when offers race', async () => {
    const answers = await Promise.all([300, 310, 320, 330].map((a) => makeOffer(buyer, a)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body.message).toBe(offerMessages.alreadyOpen);
    expect(await offerDocs()).toHaveLength(1);
    // One offer message besides the question.
    expect(await thread(buyer)).toHaveLength(2);
  });

  it('refuses a sold bike, and a buyer who already booked the bike', async () => {
    await bookBike(t.request, as(buyer), bikeId);
    expectConflict(await makeOffer(buyer, 300), offerMessages.alreadyOrdered);
    const other = await t.signUpAs('Buyer');
    const otherConversation = (await askAbout(t.request, other.authHeader, bikeId)).conversationId;
    await setBikeFields(t.db, bikeId, { status: 'Sold' });
    expectConflict(await makeOffer(other, 300, otherConversation), orderMessages.bookings.bikeSold);
    expect(await offerDocs()).toEqual([]);
  });
});

describe('answers in the wrong state or by the wrong side (409, nothing changes)', () => {
  it('refuses answering out of turn, twice, or with a bad counter', async () => {
    const offerId = await offerOf(buyer, 380);
    const before = await offerDocs();
    expectConflict(await answer(buyer, offerId, 'accept'), offerMessages.notYourTurn);
    expectConflict(await answer(buyer, offerId, 'decline'), offerMessages.notYourTurn);
    await counter(buyer, offerId, 400).expect(403);
    for (const amount of [380, 300, 450, 500]) {
      expect((await counter(seller, offerId, amount)).status).toBe(400);
    }
    expect(await offerDocs()).toEqual(before);

    await counter(seller, offerId, 400).expect(200);
    const countered = await offerDocs();
    expectConflict(await counter(seller, offerId, 410), offerMessages.notYourTurn);
    expectConflict(await answer(seller, offerId, 'accept'), offerMessages.notYourTurn);
    expect(await offerDocs()).toEqual(countered);

    await answer(buyer, offerId, 'accept').expect(200);
    const accepted = await offerDocs();
    expectConflict(await answer(buyer, offerId, 'accept'), offerMessages.alreadyAccepted);
    expectConflict(await answer(buyer, offerId, 'decline'), offerMessages.alreadyAccepted);
    expect(await offerDocs()).toEqual(accepted);
    expect(await t.db.collection('bookings').countDocuments()).toBe(1);
  });

  it('answers 404 to anyone but the two parties, admins included', async () => {
    const offerId = await offerOf(buyer, 380);
    const stranger = await t.signUpAs('Buyer');
    const otherSeller = await t.signUpAs('Seller');
    const admin = await t.signUpAs('Admin');
    for (const who of [stranger, otherSeller, admin]) {
      await answer(who, offerId, 'accept').expect(404);
      await answer(who, offerId, 'decline').expect(404);
    }
    await counter(otherSeller, offerId, 400).expect(404);
    await answer(seller, new ObjectId().toHexString(), 'accept').expect(404);
    expect((await offerDocs())[0]).toMatchObject({ state: 'open' });
  });

  it('has one winner when the seller accepts and declines at once', async () => {
    const offerId = await offerOf(buyer, 380);
    const results = await Promise.all([
      answer(seller, offerId, 'accept'),
      answer(seller, offerId, 'decline'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [doc] = await offerDocs();
    const bookings = await t.db.collection('bookings').countDocuments();
    expect(bookings).toBe(doc!.state === 'accepted' ? 1 : 0);
  });

  it('refuses accepting when the buyer booked the bike at its price meanwhile', async () => {
    const offerId = await offerOf(buyer, 380);
    await bookBike(t.request, as(buyer), bikeId);
    expectConflict(await answer(seller, offerId, 'accept'), offerMessages.alreadyOrdered);
    expect((await offerDocs())[0]).toMatchObject({ state: 'open' });
    expect(await t.db.collection('bookings').countDocuments()).toBe(1);
  });

  it('refuses accepting an offer the asking price has come down to', async () => {
    const offerId = await offerOf(buyer, 380);
    await setBikeFields(t.db, bikeId, { resalePrice: 380 });
    expect((await offers(seller))[0]!.actions).toEqual(['decline', 'counter']);
    expectConflict(await answer(seller, offerId, 'accept'), offerMessages.askingNowLower);
    expect(await t.db.collection('bookings').countDocuments()).toBe(0);
  });
});

describe('expiry', () => {
  it('lapses an unanswered offer after OFFER_TTL_HOURS when read, and both sides are told', async () => {
    const offerId = await offerOf(buyer, 380);
    aheadMs = 47 * HOUR;
    expect((await offers(seller))[0]!.state).toBe('open');
    aheadMs = 48 * HOUR + 1000;
    expectConflict(await answer(seller, offerId, 'accept'), offerMessages.expired);
    const [lapsed] = await offers(seller);
    expect(lapsed).toMatchObject({ state: 'expired', actions: [] });
    expect(await told()).toEqual(['made@seller', 'expired@buyer', 'expired@seller']);
    expect(await t.db.collection('bookings').countDocuments()).toBe(0);
    // The slot is free again.
    await makeOffer(buyer, 390).expect(201);
  });

  it('gives the buyer a new period after a counter', async () => {
    const offerId = await offerOf(buyer, 380);
    aheadMs = 40 * HOUR;
    await counter(seller, offerId, 420).expect(200);
    aheadMs = 80 * HOUR;
    await answer(buyer, offerId, 'accept').expect(200);
  });

  it('is applied by the offers.lapse job, which tells both sides', async () => {
    await offerOf(buyer, 380);
    await timersAhead(t, 24 * HOUR).sweep();
    expect((await offerDocs())[0]).toMatchObject({ state: 'open' });
    await timersAhead(t, 49 * HOUR).sweep();
    expect((await offerDocs())[0]).toMatchObject({ state: 'expired' });
    expect(await told()).toEqual(['made@seller', 'expired@buyer', 'expired@seller']);
  });
});

describe('the bike sold meanwhile', () => {
  it('ends every open offer on it when another buyer pays, and tells their buyers', async () => {
    const offerId = await offerOf(buyer, 380);
    const payer = await t.signUpAs('Buyer');
    await bookAndPay(t.request, payer.authHeader, bikeId);
    expect((await offerDocs())[0]).toMatchObject({ state: 'ended' });
    expect((await offers(buyer))[0]).toMatchObject({ state: 'ended', actions: [] });
    expectConflict(await answer(seller, offerId, 'accept'), offerMessages.ended);
    expect(await told()).toEqual(['made@seller', 'ended@buyer']);
  });

  it('ends an offer lazily when the bike left the market without a sale hook', async () => {
    const offerId = await offerOf(buyer, 380);
    await setBikeFields(t.db, bikeId, { status: 'Sold' });
    expectConflict(await answer(seller, offerId, 'accept'), offerMessages.ended);
    expect((await offerDocs())[0]).toMatchObject({ state: 'ended' });
    expect(await told()).toEqual(['made@seller', 'ended@buyer']);
  });
});

describe('an acceptance interrupted before its order', () => {
  it('is finished by the offers.lapse job: the same order id, at the agreed price', async () => {
    const offerId = await offerOf(buyer, 380);
    const { orderId } = (await answer(seller, offerId, 'accept').expect(200)).body as OfferResult;
    // As if the process died between the acceptance and the order's insert.
    await t.db.collection('bookings').deleteOne({ _id: new ObjectId(orderId) });
    await t.db
      .collection('offers')
      .updateOne({ _id: new ObjectId(offerId) }, { $set: { orderDue: clock() } });
    expect((await offers(buyer))[0]).not.toHaveProperty('orderId');
    await timersAhead(t, 30_000).sweep();
    expect(await t.db.collection('bookings').countDocuments()).toBe(0);
    await timersAhead(t, 2 * 60_000).sweep();
    expect(await bookingDoc(t.db, orderId!)).toMatchObject({ price: 380 });
    expect((await offerDocs())[0]).not.toHaveProperty('orderDue');
    expect((await offers(buyer))[0]).toMatchObject({ orderId, actions: ['pay'] });
  });
});

describe('a blocked conversation', () => {
  it('takes no offer and no answer (409), and its cards offer no buttons', async () => {
    const offerId = await offerOf(buyer, 380);
    await t.request.put(`/conversations/${conversationId}/block`).set(as(seller)).expect(200);
    expectConflict(await makeOffer(buyer, 390), conversationMessages.conversations.blocked);
    expectConflict(
      await answer(seller, offerId, 'accept'),
      conversationMessages.conversations.blocked,
    );
    expect((await offers(seller))[0]).toMatchObject({ state: 'open', actions: [] });
    expect(await t.db.collection('bookings').countDocuments()).toBe(0);
  });
});
