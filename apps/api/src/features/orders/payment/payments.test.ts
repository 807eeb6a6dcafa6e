import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS, orderMessages, errorMessages } from '@reride/shared';
import { type SignedUp, type TestApp } from '../../../../test/helpers';
import { createBikeAs, findBikeDoc } from '../../../../test/fixtures/bikes';
import {
  bookAndPay,
  bookBike,
  bookingDoc,
  cardBody,
  confirmCard,
  createIntent,
  paymentDocs,
  paymentState,
  sandboxIntentDoc,
  type IntentAnswer,
  appWithBooking,
} from '../../../../test/fixtures/bookings';
import { callAs, type Who } from '../../../../test/fixtures/orders';

let t: TestApp, seller: SignedUp, buyer: SignedUp, bikeId: string, bookingId: string;

beforeEach(async () => {
  ({ t, seller, buyer, bikeId, bookingId } = await appWithBooking({ resalePrice: 450.5 }));
});

const pay = (who: Who, body: object) => callAs(t, 'createPayment', who, { body });

/** Confirmed with the provider only, as Stripe.js does: nothing is recorded on our side yet. */
async function chargedWithProviderOnly(intent: IntentAnswer) {
  await t.sandbox.confirm({ intentId: intent.paymentIntentId, ...cardBody(intent.clientSecret) });
}

const bike2 = () => createBikeAs(t.request, seller.authHeader, { name: 'Second bike' });

async function expectUnchangedAfter(run: () => Promise<unknown>) {
  const before = await paymentState(t.db);
  await run();
  expect(await paymentState(t.db)).toEqual(before);
}

describe('POST /payments', () => {
  it('records a payment the provider confirmed: payment, paid booking, Sold bike', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    await chargedWithProviderOnly(intent);
    const res = await pay(buyer, { bookingId, transactionId: intent.paymentIntentId }).expect(201);
    const [payment, ...others] = await paymentDocs(t.db);
    expect(others).toEqual([]);
    expect(res.body).toEqual({
      acknowledged: true,
      insertedId: payment!._id.toHexString(),
      transactionId: intent.paymentIntentId,
    });
    expect(payment).toMatchObject({ price: 450.5, amount: 45050, email: buyer.email });
    expect(payment!.bookingId.toHexString()).toBe(bookingId);
    expect(payment!.bikeId.toHexString()).toBe(bikeId);
    expect(await bookingDoc(t.db, bookingId)).toMatchObject({
      paid: true,
      transactionId: intent.paymentIntentId,
    });
    const bike = await findBikeDoc(t.db, bikeId);
    expect(bike).toMatchObject({ status: 'Sold', advertised: false });
    expect(bike!.soldBookingId?.toHexString()).toBe(bookingId);
  });

  it("ignores the spec's price, bikeId and email: the record comes from the booking", async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    await chargedWithProviderOnly(intent);
    const body = {
      bookingId,
      transactionId: intent.paymentIntentId,
      price: 1,
      bikeId: new ObjectId().toHexString(),
      email: 'mallory@example.com',
    };
    await pay(buyer, body).expect(201);
    expect((await paymentDocs(t.db))[0]).toMatchObject({ price: 450.5, email: buyer.email });
  });

  it('records once when posted 5 times at once, and answers a replay the same', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    await chargedWithProviderOnly(intent);
    const body = { bookingId, transactionId: intent.paymentIntentId };
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => pay(buyer, body)));
    const after = await paymentState(t.db);
    const replay = await pay(buyer, body);
    for (const res of [...concurrent, replay]) {
      expect(res.status).toBe(201);
      expect(res.body).toEqual(concurrent[0]!.body);
    }
    expect(after.payments).toHaveLength(1);
    expect(await paymentState(t.db)).toEqual(after);
  });

  it('returns 400 VALIDATION_FAILED without a transaction id or with a malformed one', async () => {
    await pay(buyer, { bookingId }).expect(400);
    const res = await pay(buyer, { bookingId, transactionId: { $ne: null } }).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    await pay(buyer, { bookingId, transactionId: 'pi_1; drop' }).expect(400);
  });

  it('returns 401 without a token and 403 for a seller, changing nothing', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    await chargedWithProviderOnly(intent);
    const body = { bookingId, transactionId: intent.paymentIntentId };
    await expectUnchangedAfter(async () => {
      await pay(null, body).expect(401);
      await pay(seller, body).expect(403);
    });
  });

  it("returns 404 for someone else's booking, even with its real payment, changing nothing", async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    await chargedWithProviderOnly(intent);
    const mallory = await t.signUpAs('Buyer');
    await expectUnchangedAfter(async () => {
      const res = await pay(mallory, { bookingId, transactionId: intent.paymentIntentId });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(errorMessages.errors.bookingNotFound);
    });
  });

  it('returns 404 for an unknown booking', async () => {
    await pay(buyer, { bookingId: new ObjectId().toHexString(), transactionId: 'pi_x' }).expect(
      404,
    );
  });

  it('returns 402 PAYMENT_FAILED for an invented transaction id, changing nothing', async () => {
    await createIntent(t.request, buyer.authHeader, bookingId);
    await expectUnchangedAfter(async () => {
      const res = await pay(buyer, { bookingId, transactionId: 'pi_sandbox_invented' });
      expect(res.status).toBe(402);
      expect(res.body).toEqual({
        code: 'PAYMENT_FAILED',
        message: orderMessages.bookings.paymentNotFound,
      });
    });
  });

  it('returns 402 PAYMENT_FAILED for an intent not paid yet or declined, changing nothing', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    const body = { bookingId, transactionId: intent.paymentIntentId };
    await expectUnchangedAfter(async () => {
      const res = await pay(buyer, body).expect(402);
      expect(res.body.message).toBe(orderMessages.bookings.paymentNotCompleted);
      await confirmCard(t.request, intent, TEST_CARDS.declined).expect(402);
      await pay(buyer, body).expect(402);
    });
  });

  it("returns 402 for a succeeded intent of the buyer's ANOTHER booking, changing nothing", async () => {
    const otherBike = await bike2();
    const otherBooking = await bookBike(t.request, buyer.authHeader, otherBike);
    const otherIntent = await createIntent(t.request, buyer.authHeader, otherBooking);
    await chargedWithProviderOnly(otherIntent);
    await expectUnchangedAfter(async () => {
      const res = await pay(buyer, { bookingId, transactionId: otherIntent.paymentIntentId });
      expect(res.status).toBe(402);
      expect(res.body.message).toBe(orderMessages.bookings.paymentMismatch);
    });
  });

  it.each([
    ['a smaller amount', { amount: 100, currency: 'usd' }],
    ['another currency', { amount: 45050, currency: 'eur' }],
  ])('returns 402 for an intent crafted with %s, changing nothing', async (_label, fields) => {
    const crafted = await t.sandbox.createIntent({
      ...fields,
      metadata: { bookingId, bikeId, buyerId: buyer.user._id },
      idempotencyKey: 'crafted',
    });
    await t.sandbox.confirm({ intentId: crafted.id, ...cardBody(crafted.clientSecret) });
    await expectUnchangedAfter(async () => {
      const res = await pay(buyer, { bookingId, transactionId: crafted.id }).expect(402);
      expect(res.body.message).toBe(orderMessages.bookings.paymentMismatch);
    });
  });

  it('refunds a payment that lost the bike to another buyer and says so', async () => {
    const mine = await createIntent(t.request, buyer.authHeader, bookingId);
    await chargedWithProviderOnly(mine);
    const winner = await t.signUpAs('Buyer');
    const won = await bookAndPay(t.request, winner.authHeader, bikeId);
    const body = { bookingId, transactionId: mine.paymentIntentId };
    const res = await pay(buyer, body).expect(409);
    expect(res.body).toEqual({
      code: 'CONFLICT',
      message: orderMessages.bookings.soldToAnotherRefunded,
      details: { refunded: true },
    });
    const refunded = await sandboxIntentDoc(t.db, mine.paymentIntentId);
    expect(refunded).toMatchObject({
      refunded: true,
      refundIdempotencyKey: `refund:${mine.paymentIntentId}`,
    });
    expect(await bookingDoc(t.db, bookingId)).toMatchObject({ paid: false, refunded: true });
    expect((await findBikeDoc(t.db, bikeId))!.soldBookingId?.toHexString()).toBe(won.bookingId);
    // A repeat answers the same and refunds nothing more.
    await pay(buyer, body).expect(409);
    expect(await t.db.collection('sandbox_intent_claims').countDocuments({ kind: 'refund' })).toBe(
      1,
    );
    expect(await paymentDocs(t.db)).toHaveLength(1);
  });
});
