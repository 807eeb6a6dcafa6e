import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderMessages } from '@reride/shared';
import { startStripeFake, type StripeFake } from '../../../../test/fakes/stripe-fake';
import { appWithUsers, type SignedUp, type TestApp } from '../../../../test/helpers';
import { createBikeAs, findBikeDoc } from '../../../../test/fixtures/bikes';
import {
  bookBike,
  bookingDoc,
  createIntent,
  paymentDocs,
  paymentState,
} from '../../../../test/fixtures/bookings';
import { StripePaymentProvider } from './providers';
import { eventText } from './providers/stripe-json';

/**
 * The Stripe provider through our routes, against the LOCAL STRIPE FAKE (test/fakes), not Stripe:
 * the official SDK on both sides, the browser's confirmation played by a second SDK client.
 */
const WEBHOOK_SECRET = 'whsec_local_fake_routes';
let fake: StripeFake;
let browser: Stripe;
let t: TestApp, seller: SignedUp, buyer: SignedUp;
let bikeId: string;
let bookingId: string;

beforeAll(async () => {
  fake = await startStripeFake();
  browser = new Stripe(fake.secretKey, { ...fake.apiBase, maxNetworkRetries: 0 });
});
afterAll(() => fake.close());

beforeEach(async () => {
  const provider = new StripePaymentProvider({
    secretKey: fake.secretKey,
    webhookSecret: WEBHOOK_SECRET,
    apiBase: fake.apiBase,
  });
  [t, seller, buyer] = await appWithUsers(['Seller', 'Buyer'], { paymentProvider: provider });
  bikeId = await createBikeAs(t.request, seller.authHeader, { resalePrice: 99.99 });
  bookingId = await bookBike(t.request, buyer.authHeader, bikeId);
});

const pay = (who: SignedUp, transactionId: string, forBooking = bookingId) =>
  t.request.post('/payments').set(who.authHeader).send({ bookingId: forBooking, transactionId });

function webhook(intentId: string, secret = WEBHOOK_SECRET) {
  const intent = fake.state.intents.get(intentId)!;
  const view = {
    id: intent.id,
    clientSecret: intent.client_secret,
    amount: intent.amount,
    currency: intent.currency,
    status: 'succeeded' as const,
    metadata: intent.metadata,
  };
  const payload = eventText(`evt_fake_${intentId}`, 'payment_intent.succeeded', view);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.request
    .post('/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', header)
    .send(payload);
}

describe('Stripe provider through the routes (local Stripe fake)', () => {
  it('creates the intent on Stripe with our amount, metadata and a per-booking key', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    expect(intent).toMatchObject({ provider: 'stripe', amount: 9999, currency: 'usd' });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.paymentIntentId}_secret_`));
    const sent = fake.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents')
      .at(-1);
    expect(sent).toMatchObject({
      idempotencyKey: `booking:${bookingId}`,
      params: { amount: '9999', currency: 'usd' },
    });
    expect(fake.state.intents.get(intent.paymentIntentId)?.metadata).toEqual({
      bookingId,
      bikeId,
      buyerId: buyer.user._id,
    });
  });

  it('records the payment after the browser confirms with Stripe: paid, Sold', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    await browser.paymentIntents.confirm(intent.paymentIntentId, {
      payment_method: 'pm_card_visa',
    });
    const res = await pay(buyer, intent.paymentIntentId).expect(201);
    expect(res.body).toMatchObject({ acknowledged: true, transactionId: intent.paymentIntentId });
    expect(await bookingDoc(t.db, bookingId)).toMatchObject({ paid: true });
    expect((await findBikeDoc(t.db, bikeId))!.status).toBe('Sold');
    expect((await paymentDocs(t.db))[0]).toMatchObject({ provider: 'stripe', amount: 9999 });
  });

  it('refuses a declined intent with 402 and records nothing', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    await expect(
      browser.paymentIntents.confirm(intent.paymentIntentId, {
        payment_method: 'pm_card_chargeDeclined',
      }),
    ).rejects.toThrow('Your card was declined.');
    const before = await paymentState(t.db);
    const res = await pay(buyer, intent.paymentIntentId).expect(402);
    expect(res.body.message).toBe(orderMessages.bookings.paymentNotCompleted);
    expect(await paymentState(t.db)).toEqual(before);
  });

  it('refuses an id Stripe does not know with 402', async () => {
    await pay(buyer, 'pi_fake_invented').expect(402);
  });

  it('finishes the payment from a webhook signed with generateTestHeaderString, once for 10 deliveries', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    await browser.paymentIntents.confirm(intent.paymentIntentId, {
      payment_method: 'pm_card_visa',
    });
    for (let i = 0; i < 10; i += 1) {
      expect((await webhook(intent.paymentIntentId).expect(200)).body.outcome).toBe('recorded');
    }
    expect(await paymentDocs(t.db)).toHaveLength(1);
    expect(await bookingDoc(t.db, bookingId)).toMatchObject({ paid: true });
  });

  it('returns 400 for a webhook signed with another secret', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    await browser.paymentIntents.confirm(intent.paymentIntentId, {
      payment_method: 'pm_card_visa',
    });
    await webhook(intent.paymentIntentId, 'whsec_attacker').expect(400);
    expect(await paymentDocs(t.db)).toHaveLength(0);
  });

  it('refunds the losing buyer through Stripe under a per-intent refund key', async () => {
    const other = await t.signUpAs('Buyer');
    const otherBooking = await bookBike(t.request, other.authHeader, bikeId);
    const mine = await createIntent(t.request, buyer.authHeader, bookingId);
    const theirs = await createIntent(t.request, other.authHeader, otherBooking);
    for (const id of [mine.paymentIntentId, theirs.paymentIntentId]) {
      await browser.paymentIntents.confirm(id, { payment_method: 'pm_card_visa' });
    }
    await pay(buyer, mine.paymentIntentId).expect(201);
    const lost = await pay(other, theirs.paymentIntentId, otherBooking).expect(409);
    expect(lost.body.message).toBe(orderMessages.bookings.soldToAnotherRefunded);
    const refunds = [...fake.state.refunds.values()];
    expect(refunds.map((r) => r.payment_intent)).toEqual([theirs.paymentIntentId]);
    expect(fake.requests.filter((r) => r.path === '/v1/refunds').at(-1)?.idempotencyKey).toBe(
      `refund:${theirs.paymentIntentId}`,
    );
  });

  it('does not mount the sandbox confirmation route', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    await t.request
      .post(`/sandbox/payment-intents/${intent.paymentIntentId}/confirm`)
      .send({})
      .expect(404);
  });
});
