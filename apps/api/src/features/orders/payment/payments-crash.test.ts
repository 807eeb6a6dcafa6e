import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../../test/helpers';
import { useTestDb } from '../../../../test/test-db';
import {
  authOf,
  expectKilledBy,
  startApiProcess,
  withApiProcess,
} from '../../../../test/fixtures/api-process';
import { createBikeAs } from '../../../../test/fixtures/bikes';
import { bookBike, cardBody, createIntent } from '../../../../test/fixtures/bookings';
import { COMPLETION_STEPS, type CompletionStep } from './complete-payment';

/**
 * A real crash: the API runs as its own process (src/server.ts) and is SIGKILLed by
 * FAULT_KILL_AFTER_STEP right after a step of completing a payment, so nothing after that step
 * runs. A restarted API must then finish each payment exactly once on a retried POST /payments.
 */
const testDb = useTestDb('crash');

interface Crashed {
  step: CompletionStep;
  bookingId: string;
  bikeId: string;
  intentId: string;
  auth: { Authorization: string };
}

/** Books a bike and confirms its payment in the sandbox; the API dies after `step`. */
async function payUntilKilled(step: CompletionStep): Promise<Crashed> {
  const api = await startApiProcess(testDb().databaseName, { FAULT_KILL_AFTER_STEP: step });
  const { request } = api;
  const seller = authOf(await insertUser(testDb(), 'Seller'));
  const auth = authOf(await insertUser(testDb(), 'Buyer'));
  const bikeId = await createBikeAs(request, seller);
  const bookingId = await bookBike(request, auth, bikeId);
  const intent = await createIntent(request, auth, bookingId);
  const confirm = request
    .post(`/sandbox/payment-intents/${intent.paymentIntentId}/confirm`)
    .send(cardBody(intent.clientSecret));
  await expectKilledBy(api, confirm);
  // The process died exactly there: the steps up to `step` are stored, none after it.
  expect(await progressOf(bookingId, bikeId)).toEqual(PROGRESS_AFTER[step]);
  return { step, bookingId, bikeId, intentId: intent.paymentIntentId, auth };
}

const PROGRESS_AFTER: Record<CompletionStep, Progress> = {
  claimed: { claimed: true, sold: false, recorded: false, paid: false },
  sold: { claimed: true, sold: true, recorded: false, paid: false },
  recorded: { claimed: true, sold: true, recorded: true, paid: false },
  paid: { claimed: true, sold: true, recorded: true, paid: true },
};
type Progress = Record<CompletionStep, boolean>;

async function progressOf(bookingId: string, bikeId: string): Promise<Progress> {
  const db = testDb();
  const bike = await db.collection('bikes').findOne({ _id: new ObjectId(bikeId) });
  const booking = await db.collection('bookings').findOne({ _id: new ObjectId(bookingId) });
  return {
    claimed: (await db.collection('bike_sales').countDocuments({ _id: new ObjectId(bikeId) })) > 0,
    sold: bike?.status === 'Sold',
    recorded:
      (await db.collection('payments').countDocuments({ bookingId: new ObjectId(bookingId) })) > 0,
    paid: booking?.paid === true,
  };
}

async function expectPaidOnce(crashed: Crashed): Promise<void> {
  const db = testDb();
  const bookingId = new ObjectId(crashed.bookingId);
  const payments = await db.collection('payments').find({ bookingId }).toArray();
  expect(payments).toHaveLength(1);
  expect(payments[0]).toMatchObject({ transactionId: crashed.intentId });
  expect(await db.collection('payments').countDocuments({ transactionId: crashed.intentId })).toBe(
    1,
  );
  const bike = await db.collection('bikes').findOne({ _id: new ObjectId(crashed.bikeId) });
  expect(bike).toMatchObject({ status: 'Sold' });
  const booking = await db.collection('bookings').findOne({ _id: bookingId });
  expect(booking).toMatchObject({ paid: true, transactionId: crashed.intentId });
  const sale = await db.collection('bike_sales').findOne({ _id: new ObjectId(crashed.bikeId) });
  expect(sale).toMatchObject({ bookingId, intentId: crashed.intentId });
}

describe('POST /payments after the API was SIGKILLed mid-payment', () => {
  it('finishes every interrupted payment exactly once after a restart', async () => {
    const crashed: Crashed[] = [];
    for (const step of COMPLETION_STEPS) crashed.push(await payUntilKilled(step));

    await withApiProcess(testDb().databaseName, {}, async (api) => {
      for (const c of crashed) {
        const body = { bookingId: c.bookingId, transactionId: c.intentId };
        const res = await api.request.post('/payments').set(c.auth).send(body);
        expect({ step: c.step, status: res.status }).toEqual({ step: c.step, status: 201 });
        // A second retry (the webhook, a double click) changes nothing.
        await api.request.post('/payments').set(c.auth).send(body).expect(201);
        await expectPaidOnce(c);
      }
    });
  }, 240_000);
});
