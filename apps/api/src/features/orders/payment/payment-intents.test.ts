import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS, orderMessages, errorMessages } from '@reride/shared';
import { type SignedUp, type TestApp } from '../../../../test/helpers';
import { findBikeDoc, setBikeFields } from '../../../../test/fixtures/bikes';
import {
  bookAndPay,
  bookingDoc,
  cardBody,
  confirmCard,
  createIntent,
  type IntentAnswer,
  paymentDocs,
  paymentState,
  sandboxIntentDoc,
  appWithBooking,
} from '../../../../test/fixtures/bookings';
import { callAs, type Who } from '../../../../test/fixtures/orders';

let t: TestApp, seller: SignedUp, buyer: SignedUp, bikeId: string, bookingId: string;

beforeEach(async () => {
  ({ t, seller, buyer, bikeId, bookingId } = await appWithBooking({ resalePrice: 450.5 }));
});

const intentFor = (who: Who, body: object) => callAs(t, 'createPaymentIntent', who, { body });
const intentCount = () => t.db.collection('sandbox_intents').countDocuments();

describe('POST /create-payment-intent', () => {
  it('creates a sandbox intent for the booking price in cents, with its ids as metadata', async () => {
    const res = await intentFor(buyer, { bookingId }).expect(200);
    expect(res.body).toEqual({
      clientSecret: expect.stringMatching(/^pi_sandbox_\w+_secret_\w+$/),
      paymentIntentId: expect.stringMatching(/^pi_sandbox_/),
      amount: 45050,
      currency: 'usd',
      provider: 'sandbox',
    });
    const { paymentIntentId } = res.body as IntentAnswer;
    const stored = await sandboxIntentDoc(t.db, paymentIntentId);
    expect(stored).toMatchObject({
      amount: 45050,
      metadata: { bookingId, bikeId, buyerId: buyer.user._id },
      idempotencyKey: `booking:${bookingId}`,
    });
    expect((await bookingDoc(t.db, bookingId))!.intentId).toBe(paymentIntentId);
  });

  it('ignores a price sent by the client: the amount comes from the booking', async () => {
    const res = await intentFor(buyer, { bookingId, price: 1, amount: 100 }).expect(200);
    expect(res.body.amount).toBe(45050);
  });

  it('reuses the open intent on a repeat, and one intent serves concurrent requests', async () => {
    const [a, b] = await Promise.all([
      intentFor(buyer, { bookingId }).expect(200),
      intentFor(buyer, { bookingId }).expect(200),
    ]);
    const c = await intentFor(buyer, { bookingId }).expect(200);
    expect(
      new Set([a.body.paymentIntentId, b.body.paymentIntentId, c.body.paymentIntentId]).size,
    ).toBe(1);
    expect(await intentCount()).toBe(1);
  });

  it('reuses the intent after a declined card, so the buyer can try another card', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    await confirmCard(t.request, intent, TEST_CARDS.declined).expect(402);
    const again = await intentFor(buyer, { bookingId }).expect(200);
    expect(again.body.paymentIntentId).toBe(intent.paymentIntentId);
  });

  it('returns 400 VALIDATION_FAILED without a booking id', async () => {
    const res = await intentFor(buyer, { price: 450.5 }).expect(400);
    expect(res.body.details).toContainEqual({ path: 'bookingId', message: expect.any(String) });
  });

  it('returns 401 without a token and 403 for a seller', async () => {
    await intentFor(null, { bookingId }).expect(401);
    expect((await intentFor(seller, { bookingId }).expect(403)).body.code).toBe('FORBIDDEN');
    expect(await intentCount()).toBe(0);
  });

  it("returns 404 NOT_FOUND for someone else's booking, creating nothing", async () => {
    const other = await t.signUpAs('Buyer');
    const res = await intentFor(other, { bookingId }).expect(404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: errorMessages.errors.bookingNotFound });
    expect(await intentCount()).toBe(0);
  });

  it('returns 404 NOT_FOUND for an unknown booking', async () => {
    await intentFor(buyer, { bookingId: new ObjectId().toHexString() }).expect(404);
  });

  it('returns 409 CONFLICT for a booking already paid', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    await confirmCard(t.request, intent).expect(200);
    const res = await intentFor(buyer, { bookingId }).expect(409);
    expect(res.body.message).toBe(orderMessages.bookings.alreadyPaid);
  });

  it('returns 409 CONFLICT when the bike was sold to another buyer', async () => {
    const other = await t.signUpAs('Buyer');
    await bookAndPay(t.request, other.authHeader, bikeId);
    const res = await intentFor(buyer, { bookingId }).expect(409);
    expect(res.body).toEqual({ code: 'CONFLICT', message: orderMessages.bookings.bikeSold });
    expect(await intentCount()).toBe(1);
  });

  it('returns 409 CONFLICT when the bike is deleted or its seller removed', async () => {
    await setBikeFields(t.db, bikeId, { sellerRemoved: true });
    const removed = await intentFor(buyer, { bookingId }).expect(409);
    expect(removed.body.message).toBe(orderMessages.bookings.bikeUnavailable);
    await setBikeFields(t.db, bikeId, { sellerRemoved: false, deletedAt: new Date() });
    const deleted = await intentFor(buyer, { bookingId }).expect(409);
    expect(deleted.body.message).toBe(orderMessages.bookings.bikeUnavailable);
    expect(await intentCount()).toBe(0);
  });

  it('finishes a payment that succeeded but was never recorded, instead of charging again', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    // Confirmed with the provider only: as if the server stopped before recording it.
    await t.sandbox.confirm({ intentId: intent.paymentIntentId, ...cardBody(intent.clientSecret) });
    const res = await intentFor(buyer, { bookingId }).expect(409);
    expect(res.body.message).toBe(orderMessages.bookings.alreadyPaid);
    expect(await bookingDoc(t.db, bookingId)).toMatchObject({
      paid: true,
      transactionId: intent.paymentIntentId,
    });
    expect(await paymentDocs(t.db)).toHaveLength(1);
    expect(await intentCount()).toBe(1);
  });

  it('refunds a charge never recorded when the bike went to another buyer meanwhile', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    await t.sandbox.confirm({ intentId: intent.paymentIntentId, ...cardBody(intent.clientSecret) });
    await bookAndPay(t.request, (await t.signUpAs('Buyer')).authHeader, bikeId);
    const res = await intentFor(buyer, { bookingId }).expect(409);
    expect(res.body.message).toBe(orderMessages.bookings.soldToAnotherRefunded);
    expect(await sandboxIntentDoc(t.db, intent.paymentIntentId)).toMatchObject({ refunded: true });
    expect(await bookingDoc(t.db, bookingId)).toMatchObject({ paid: false, refunded: true });
    expect(await intentCount()).toBe(2);
  });
});

describe('POST /sandbox/payment-intents/:id/confirm', () => {
  it('charges 4242… and finishes the payment on the server at once', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    const res = await confirmCard(t.request, intent).expect(200);
    expect(res.body).toEqual({
      id: intent.paymentIntentId,
      status: 'succeeded',
      amount: 45050,
      currency: 'usd',
    });
    expect(await bookingDoc(t.db, bookingId)).toMatchObject({
      paid: true,
      transactionId: intent.paymentIntentId,
    });
    const bike = await findBikeDoc(t.db, bikeId);
    expect(bike).toMatchObject({ status: 'Sold', advertised: false });
    expect(bike!.soldBookingId?.toHexString()).toBe(bookingId);
    const [payment, ...others] = await paymentDocs(t.db);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({
      price: 450.5,
      amount: 45050,
      currency: 'usd',
      transactionId: intent.paymentIntentId,
      email: buyer.email,
      provider: 'sandbox',
    });
  });

  it.each([
    [TEST_CARDS.declined, 'Your card was declined.', 'generic_decline'],
    [TEST_CARDS.insufficientFunds, 'Your card has insufficient funds.', 'insufficient_funds'],
  ])(
    'returns 402 PAYMENT_FAILED with the provider message for %s, leaving the order unpaid',
    async (card, message, declineCode) => {
      const intent = await createIntent(t.request, buyer.authHeader, bookingId);
      const before = await paymentState(t.db);
      const res = await confirmCard(t.request, intent, card).expect(402);
      expect(res.body).toEqual({
        code: 'PAYMENT_FAILED',
        message,
        details: { code: 'card_declined', declineCode },
      });
      expect(await paymentState(t.db)).toEqual(before);
    },
  );

  it('returns 402 with the card error for an incorrect card number', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    const res = await confirmCard(t.request, intent, '4242424242424241').expect(402);
    expect(res.body).toMatchObject({
      message: 'Your card number is incorrect.',
      details: { code: 'incorrect_number' },
    });
  });

  it('charges a good card after a declined one', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    await confirmCard(t.request, intent, TEST_CARDS.declined).expect(402);
    await confirmCard(t.request, intent).expect(200);
    expect((await bookingDoc(t.db, bookingId))!.paid).toBe(true);
  });

  it('refuses a wrong client secret, changing nothing', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    const forged = { ...intent, clientSecret: `${intent.paymentIntentId}_secret_guess` };
    const res = await confirmCard(t.request, forged).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect((await sandboxIntentDoc(t.db, intent.paymentIntentId))!.status).toBe(
      'requires_payment_method',
    );
  });

  it('returns 404 for an unknown intent and 400 for a malformed id or body', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    await confirmCard(t.request, { ...intent, paymentIntentId: 'pi_sandbox_unknown' }).expect(404);
    await confirmCard(t.request, { ...intent, paymentIntentId: 'not-an-intent' }).expect(400);
    await t.request
      .post(`/sandbox/payment-intents/${intent.paymentIntentId}/confirm`)
      .send({ clientSecret: intent.clientSecret })
      .expect(400);
  });

  it('returns 409 CONFLICT when confirming again after success', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    await confirmCard(t.request, intent).expect(200);
    const res = await confirmCard(t.request, intent).expect(409);
    expect(res.body.message).toBe(orderMessages.bookings.paymentAlreadyCompleted);
    expect(await paymentDocs(t.db)).toHaveLength(1);
  });

  it("returns 409 'already sold' for an intent cancelled because another buyer paid first", async () => {
    const other = await t.signUpAs('Buyer');
    const mine = await createIntent(t.request, buyer.authHeader, bookingId);
    await bookAndPay(t.request, other.authHeader, bikeId);
    const res = await confirmCard(t.request, mine).expect(409);
    expect(res.body).toEqual({ code: 'CONFLICT', message: orderMessages.bookings.bikeSold });
    expect((await sandboxIntentDoc(t.db, mine.paymentIntentId))!.status).toBe('canceled');
    expect((await bookingDoc(t.db, bookingId))!.paid).toBe(false);
  });
});
