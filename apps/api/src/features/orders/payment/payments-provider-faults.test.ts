import { beforeEach, describe, expect, it } from 'vitest';
import { orderMessages } from '@reride/shared';
import { createTestApp, type SignedUp, type TestApp } from '../../../../test/helpers';
import { createBikeAs } from '../../../../test/fixtures/bikes';
import {
  bookBike,
  bookingDoc,
  cardBody,
  createIntent,
  paymentDocs,
  paymentState,
} from '../../../../test/fixtures/bookings';
import {
  PaymentProviderError,
  SANDBOX_INTENTS_COLLECTION,
  type PaymentProvider,
  type SandboxPaymentProvider,
} from './providers';

/**
 * The payment provider hangs or fails. The real provider is Stripe, which leaves the machine,
 * so these tests use a fake: the sandbox behind a switch that makes a call hang (after the
 * sandbox did the work, as when the answer is lost on the way back) or fail like a Stripe 500.
 * PAYMENT_PROVIDER_TIMEOUT_MS is short here; a hang must end as 503, never as a hung request.
 */
type Method = 'createIntent' | 'retrieveIntent' | 'refund';
const faults = new Map<Method, 'hang' | 'fail'>();

function faultyProvider(sandbox: SandboxPaymentProvider): PaymentProvider {
  const faulty =
    <A, R>(method: Method, call: (arg: A) => Promise<R>) =>
    async (arg: A): Promise<R> => {
      const fault = faults.get(method);
      if (fault === 'fail') {
        throw new PaymentProviderError('api_error', 'api_error', 'An error occurred with our API.');
      }
      const result = await call(arg);
      return fault === 'hang' ? new Promise<R>(() => {}) : result;
    };
  return {
    name: sandbox.name,
    createIntent: faulty('createIntent', (input) => sandbox.createIntent(input)),
    retrieveIntent: faulty('retrieveIntent', (id: string) => sandbox.retrieveIntent(id)),
    cancelIntent: (id) => sandbox.cancelIntent(id),
    refund: faulty('refund', (input) => sandbox.refund(input)),
    parseWebhook: (raw, signature) => sandbox.parseWebhook(raw, signature),
  };
}

let t: TestApp;
let buyer: SignedUp;
let bikeId: string;
let bookingId: string;

beforeEach(async () => {
  faults.clear();
  t = await createTestApp({
    env: { PAYMENT_PROVIDER_TIMEOUT_MS: '300' },
    paymentProvider: faultyProvider,
  });
  const seller = await t.signUpAs('Seller');
  buyer = await t.signUpAs('Buyer');
  bikeId = await createBikeAs(t.request, seller.authHeader);
  bookingId = await bookBike(t.request, buyer.authHeader, bikeId);
});

const unavailable = { code: 'UNAVAILABLE', message: orderMessages.bookings.paymentUnavailable };
const intentsOfBooking = () =>
  t.db.collection(SANDBOX_INTENTS_COLLECTION).countDocuments({ 'metadata.bookingId': bookingId });

describe('POST /create-payment-intent with a faulty provider (fake wrapping the sandbox)', () => {
  it.each([
    ['hangs', 'hang'],
    ['fails', 'fail'],
  ] as const)(
    'answers 503 UNAVAILABLE when the provider %s, and a retry gets one intent',
    async (_label, fault) => {
      faults.set('createIntent', fault);
      const res = await t.request
        .post('/create-payment-intent')
        .set(buyer.authHeader)
        .send({ bookingId })
        .expect(503);
      expect(res.body).toEqual(unavailable);
      expect(await bookingDoc(t.db, bookingId)).toMatchObject({ paid: false });

      faults.clear();
      const intent = await createIntent(t.request, buyer.authHeader, bookingId);
      const again = await createIntent(t.request, buyer.authHeader, bookingId);
      expect(again.paymentIntentId).toBe(intent.paymentIntentId);
      // The intent the provider made while we had stopped waiting is the one reused.
      expect(await intentsOfBooking()).toBe(1);
    },
  );
});

describe('POST /payments with a faulty provider (fake wrapping the sandbox)', () => {
  it.each([
    ['hangs', 'hang'],
    ['fails', 'fail'],
  ] as const)(
    'answers 503 UNAVAILABLE when the provider %s, leaves the booking payable, and a retry records one payment',
    async (_label, fault) => {
      const intent = await createIntent(t.request, buyer.authHeader, bookingId);
      await t.sandbox.confirm({
        intentId: intent.paymentIntentId,
        ...cardBody(intent.clientSecret),
      });
      const before = await paymentState(t.db);

      faults.set('retrieveIntent', fault);
      const body = { bookingId, transactionId: intent.paymentIntentId };
      const res = await t.request.post('/payments').set(buyer.authHeader).send(body).expect(503);
      expect(res.body).toEqual(unavailable);
      expect(await paymentState(t.db)).toEqual(before);

      faults.clear();
      await t.request.post('/payments').set(buyer.authHeader).send(body).expect(201);
      await t.request.post('/payments').set(buyer.authHeader).send(body).expect(201);
      const payments = await paymentDocs(t.db);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({ transactionId: intent.paymentIntentId });
      expect(await bookingDoc(t.db, bookingId)).toMatchObject({ paid: true });
      const bike = await t.db.collection('bikes').findOne({});
      expect(bike).toMatchObject({ status: 'Sold' });
    },
  );
});
