import { beforeEach, describe, expect, it } from 'vitest';
import { orderMessages } from '@reride/shared';
import { type SignedUp, type TestApp } from '../../../../test/helpers';
import {
  bookAndPay,
  bookingDoc,
  cardBody,
  createIntent,
  paymentDocs,
  paymentState,
  sandboxIntentDoc,
  appWithBooking,
} from '../../../../test/fixtures/bookings';
import type { PaymentIntentView } from './providers';

/** Webhooks signed by the app's sandbox provider, with Stripe's signature scheme. */
let t: TestApp, buyer: SignedUp, bikeId: string, bookingId: string;

beforeEach(async () => {
  ({ t, buyer, bikeId, bookingId } = await appWithBooking({ resalePrice: 450.5 }));
});

const deliver = (payload: string, header?: string) => {
  const req = t.request.post('/stripe/webhook').set('Content-Type', 'application/json');
  return (header ? req.set('Stripe-Signature', header) : req).send(payload);
};

/** An intent of `bookingId` charged with the provider while our server heard nothing. */
async function succeededIntent(forBooking = bookingId, who = buyer): Promise<PaymentIntentView> {
  const intent = await createIntent(t.request, who.authHeader, forBooking);
  return t.sandbox.confirm({ intentId: intent.paymentIntentId, ...cardBody(intent.clientSecret) });
}

const signed = (type: string, intent: PaymentIntentView) => t.sandbox.signedEvent(type, intent);

describe('POST /stripe/webhook', () => {
  it('finishes a payment the browser never reported: record, paid booking, Sold bike', async () => {
    const intent = await succeededIntent();
    const { payload, header } = signed('payment_intent.succeeded', intent);
    const res = await deliver(payload, header).expect(200);
    expect(res.body).toEqual({ received: true, outcome: 'recorded' });
    expect(await bookingDoc(t.db, bookingId)).toMatchObject({
      paid: true,
      transactionId: intent.id,
    });
    expect(await paymentDocs(t.db)).toHaveLength(1);
  });

  it('records one payment when the same event is delivered 10 times', async () => {
    const { payload, header } = signed('payment_intent.succeeded', await succeededIntent());
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => deliver(payload, header)));
    const state = await paymentState(t.db);
    const sequential = [];
    for (let i = 0; i < 5; i += 1) sequential.push(await deliver(payload, header));
    for (const res of [...concurrent, ...sequential]) expect(res.status).toBe(200);
    expect(state.payments).toHaveLength(1);
    expect(await paymentState(t.db)).toEqual(state);
  });

  it('returns 400 VALIDATION_FAILED for a bad, missing or replayed-old signature, changing nothing', async () => {
    const intent = await succeededIntent();
    const { payload, header } = signed('payment_intent.succeeded', intent);
    const old = t.sandbox.signedEvent('payment_intent.succeeded', intent, 1_600_000_000);
    const before = await paymentState(t.db);
    const forged = header.replace(/v1=[0-9a-f]{8}/, 'v1=00000000');
    for (const [body, sig] of [
      [payload, forged],
      [payload, undefined],
      [payload.replace('45050', '100'), header],
      [old.payload, old.header],
    ] as const) {
      const res = await deliver(body, sig).expect(400);
      expect(res.body).toEqual({
        code: 'VALIDATION_FAILED',
        message: orderMessages.bookings.invalidWebhook,
      });
    }
    expect(await paymentState(t.db)).toEqual(before);
  });

  it('acknowledges and ignores other events and intents that are not for a booking', async () => {
    const intent = await succeededIntent();
    const other = signed('payment_intent.created', intent);
    expect((await deliver(other.payload, other.header).expect(200)).body.outcome).toBe('ignored');
    const stranger = { ...intent, metadata: { note: 'not ours' } };
    const foreign = signed('payment_intent.succeeded', stranger);
    expect((await deliver(foreign.payload, foreign.header).expect(200)).body.outcome).toBe(
      'ignored',
    );
    expect(await paymentDocs(t.db)).toHaveLength(0);
  });

  it('ignores an intent whose amount does not match the booking', async () => {
    const crafted = await t.sandbox.createIntent({
      amount: 100,
      currency: 'usd',
      metadata: { bookingId },
      idempotencyKey: 'crafted',
    });
    const paid = await t.sandbox.confirm({
      intentId: crafted.id,
      ...cardBody(crafted.clientSecret),
    });
    const before = await paymentState(t.db);
    const { payload, header } = signed('payment_intent.succeeded', paid);
    expect((await deliver(payload, header).expect(200)).body.outcome).toBe('ignored');
    expect(await paymentState(t.db)).toEqual(before);
  });

  it("refunds a late buyer's payment for a bike already sold, once however often delivered", async () => {
    const late = await succeededIntent();
    const winner = await t.signUpAs('Buyer');
    await bookAndPay(t.request, winner.authHeader, bikeId);
    const { payload, header } = signed('payment_intent.succeeded', late);
    for (let i = 0; i < 3; i += 1) {
      expect((await deliver(payload, header).expect(200)).body.outcome).toBe('refunded');
    }
    expect(await sandboxIntentDoc(t.db, late.id)).toMatchObject({ refunded: true });
    expect(await bookingDoc(t.db, bookingId)).toMatchObject({ paid: false, refunded: true });
    expect(await paymentDocs(t.db)).toHaveLength(1);
  });
});
