import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderMessages } from '@reride/shared';
import type { OrderDoc } from '../orders.collections';
import { createBookingsRepository } from '../orders.repository';
import { createBikeStatesRepository } from '../../bikes/bike-states.repository';
import { createPaymentCompletion } from './complete-payment';
import { createPaymentsRepository, type PaymentsRepository } from './payments.repository';
import { appWithUsers, type SignedUp, type TestApp } from '../../../../test/helpers';
import { createBikeAs, setBikeFields } from '../../../../test/fixtures/bikes';
import {
  bookAndPay,
  bookBike,
  bookingDoc,
  cardBody,
  createIntent,
  paymentState,
} from '../../../../test/fixtures/bookings';

/**
 * The finishing flow without transactions: a crash between any two steps leaves a state that a
 * retry (POST /payments, the webhook, or the next intent request) finishes. Each crash is
 * reproduced by undoing the steps after it in the database.
 */
let t: TestApp, seller: SignedUp, buyer: SignedUp;
let bikeId: string;

beforeEach(async () => {
  [t, seller, buyer] = await appWithUsers(['Seller', 'Buyer']);
  bikeId = await createBikeAs(t.request, seller.authHeader);
});

const byId = (id: string) => ({ _id: new ObjectId(id) });
const undo = {
  markPaid: (bookingId: string) =>
    t.db.collection<OrderDoc>('bookings').updateOne(byId(bookingId), {
      $set: { paid: false, transactionId: null, status: 'booked' },
      $unset: { feePercent: '', ledgerDue: '' },
      $pull: { events: { kind: 'paid' } },
    }),
  insertPayment: (bookingId: string) =>
    t.db.collection('payments').deleteOne({ bookingId: new ObjectId(bookingId) }),
  markSold: () =>
    t.db
      .collection('bikes')
      .updateOne(byId(bikeId), { $set: { status: 'unsold' }, $unset: { soldBookingId: '' } }),
};

/** The state a payment leaves, without the timestamps a retry may legitimately rewrite. */
async function settled() {
  const { bookings, payments, sales, bikes } = await paymentState(t.db);
  const strip = (docs: Record<string, unknown>[]) =>
    docs.map(({ updatedAt: _u, createdAt: _c, paidAt: _p, _id: _id, events, ...rest }) => ({
      ...rest,
      // The timeline's entries, without the times a retry writes anew.
      ...(Array.isArray(events) ? { events: events.map((e: { kind: string }) => e.kind) } : {}),
    }));
  return {
    bookings: strip(bookings),
    payments: strip(payments),
    sales: sales.length,
    bikes: strip(bikes),
  };
}

describe('completePayment after a crash', () => {
  it.each([
    ['the bike was claimed', ['markPaid', 'insertPayment', 'markSold'] as const],
    ['the bike was marked Sold', ['markPaid', 'insertPayment'] as const],
    ['the payment was recorded', ['markPaid'] as const],
  ])('finishes the payment when the server stopped after %s', async (_label, undone) => {
    const { bookingId, intent } = await bookAndPay(t.request, buyer.authHeader, bikeId);
    const done = await settled();
    for (const step of undone) await undo[step](bookingId);
    expect(await settled()).not.toEqual(done);

    const body = { bookingId, transactionId: intent.paymentIntentId };
    const res = await t.request.post('/payments').set(buyer.authHeader).send(body).expect(201);
    expect(res.body).toMatchObject({ acknowledged: true, transactionId: intent.paymentIntentId });
    expect(await settled()).toEqual(done);
  });

  it('marks a refunded loser when the server stopped between the refund and the booking update', async () => {
    const bookingId = await bookBike(t.request, buyer.authHeader, bikeId);
    const late = await createIntent(t.request, buyer.authHeader, bookingId);
    await t.sandbox.confirm({ intentId: late.paymentIntentId, ...cardBody(late.clientSecret) });
    await bookAndPay(t.request, (await t.signUpAs('Buyer')).authHeader, bikeId);
    const body = { bookingId, transactionId: late.paymentIntentId };
    await t.request.post('/payments').set(buyer.authHeader).send(body).expect(409);
    await t.db
      .collection('bookings')
      .updateOne(byId(bookingId), { $set: { refunded: false, refundId: null } });

    const res = await t.request.post('/payments').set(buyer.authHeader).send(body).expect(409);
    expect(res.body.message).toBe(orderMessages.bookings.soldToAnotherRefunded);
    expect(await bookingDoc(t.db, bookingId)).toMatchObject({ refunded: true, paid: false });
    const refunds = await t.db
      .collection('sandbox_intent_claims')
      .countDocuments({ kind: 'refund' });
    expect(refunds).toBe(1);
  });

  it('refunds a payment that succeeded after the seller deleted the bike', async () => {
    const bookingId = await bookBike(t.request, buyer.authHeader, bikeId);
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    await setBikeFields(t.db, bikeId, { deletedAt: new Date() });
    const before = (await paymentState(t.db)).payments;
    const res = await t.request
      .post(`/sandbox/payment-intents/${intent.paymentIntentId}/confirm`)
      .send(cardBody(intent.clientSecret))
      .expect(409);
    expect(res.body.message).toBe(orderMessages.bookings.unavailableRefunded);
    expect(await bookingDoc(t.db, bookingId)).toMatchObject({ paid: false, refunded: true });
    expect((await paymentState(t.db)).payments).toEqual(before);
  });
});

describe('completePayment run twice at once for one payment', () => {
  it('answers both alike and refunds nothing when the first sells the bike in between the second reading it and its sale', async () => {
    const bookingId = await bookBike(t.request, buyer.authHeader, bikeId);
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    await t.sandbox.confirm({ intentId: intent.paymentIntentId, ...cardBody(intent.clientSecret) });
    const bookings = createBookingsRepository(t.db);
    const stored = createPaymentsRepository(t.db);
    const completion = (payments: PaymentsRepository) =>
      createPaymentCompletion({
        bookings,
        bikes: createBikeStatesRepository(t.db, (at) => at),
        payments,
        provider: t.sandbox,
        clock: () => new Date(),
        feePercent: 10,
      });
    const booking = (await bookings.findById(bookingId))!;
    const succeeded = (await t.sandbox.retrieveIntent(intent.paymentIntentId))!;
    let first: ReturnType<ReturnType<typeof completion>> | undefined;
    const second = completion({
      ...stored,
      // The first completion claims the sale and marks the bike Sold right after this read.
      async findSale(id) {
        const seen = await stored.findSale(id);
        first ??= completion(stored)(booking, succeeded);
        await first;
        return seen;
      },
    });

    const answer = await second(booking, succeeded);
    expect(answer).toEqual(await first);
    expect(answer.transactionId).toBe(intent.paymentIntentId);
    expect(await bookingDoc(t.db, bookingId)).toMatchObject({ paid: true, refunded: false });
    const state = await paymentState(t.db);
    expect(state.payments).toHaveLength(1);
    expect(state.sales).toHaveLength(1);
    const refunds = await t.db
      .collection('sandbox_intent_claims')
      .countDocuments({ kind: 'refund' });
    expect(refunds).toBe(0);
  });
});
