import { beforeEach, describe, expect, it } from 'vitest';
import { orderMessages } from '@reride/shared';
import { createTestApp, type SignedUp, type TestApp } from '../../../../test/helpers';
import { createBikeAs, findBikeDoc } from '../../../../test/fixtures/bikes';
import {
  bookBike,
  bookingDoc,
  confirmCard,
  paymentDocs,
  type IntentAnswer,
} from '../../../../test/fixtures/bookings';

const BUYERS = 50;
const REFUSALS: string[] = [
  orderMessages.bookings.bikeSold,
  orderMessages.bookings.soldToAnotherRefunded,
];

let t: TestApp;
let bikeId: string;

beforeEach(async () => {
  t = await createTestApp();
  const seller = await t.signUpAs('Seller');
  bikeId = await createBikeAs(t.request, seller.authHeader, { resalePrice: 300 });
});

interface Answer {
  status: number;
  message?: string;
}

interface Attempt {
  bookingId: string;
  intentId: string | null;
  answers: Answer[];
}

const answer = (res: { status: number; body: unknown }): Answer => ({
  status: res.status,
  message: (res.body as { message?: string }).message,
});

/** What one buyer's browser does: create an intent, confirm 4242… in the sandbox, report it. */
async function buyAsFastAsPossible(buyer: SignedUp, bookingId: string): Promise<Attempt> {
  const created = await t.request
    .post('/create-payment-intent')
    .set(buyer.authHeader)
    .send({ bookingId });
  if (created.status !== 200) return { bookingId, intentId: null, answers: [answer(created)] };
  const intent = created.body as IntentAnswer;
  const confirmed = await confirmCard(t.request, intent);
  const recorded = await t.request
    .post('/payments')
    .set(buyer.authHeader)
    .send({ bookingId, transactionId: intent.paymentIntentId });
  return {
    bookingId,
    intentId: intent.paymentIntentId,
    answers: [answer(created), answer(confirmed), answer(recorded)],
  };
}

/** The sandbox's once-only facts: which intents were charged, which refunded. */
async function sandboxLedger() {
  const claims = await t.db
    .collection<{ _id: string; kind: string; status?: string }>('sandbox_intent_claims')
    .find()
    .toArray();
  const ids = (kind: string, status?: string) =>
    claims
      .filter((c) => c.kind === kind && (status === undefined || c.status === status))
      .map((c) => c._id.slice(kind.length + 1));
  return { charged: new Set(ids('settle', 'succeeded')), refunded: new Set(ids('refund')) };
}

describe('POST /payments race', () => {
  it(`sells a bike once when ${BUYERS} buyers (real sign-ups) book and pay for it at once`, async () => {
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => t.signUpAs('Buyer')));
    const bookingIds = await Promise.all(
      buyers.map((b) => bookBike(t.request, b.authHeader, bikeId)),
    );
    const attempts = await Promise.all(
      buyers.map((b, i) => buyAsFastAsPossible(b, bookingIds[i]!)),
    );

    const winners = attempts.filter((a) => a.answers.at(-1)?.status === 201);
    expect(winners).toHaveLength(1);
    const winner = winners[0]!;
    expect(winner.answers.map((a) => a.status)).toEqual([200, 200, 201]);

    const payments = await paymentDocs(t.db);
    expect(payments).toHaveLength(1);
    expect(payments[0]!.bookingId.toHexString()).toBe(winner.bookingId);
    expect(await t.db.collection('bike_sales').countDocuments()).toBe(1);
    const bike = await findBikeDoc(t.db, bikeId);
    expect(bike).toMatchObject({ status: 'Sold' });
    expect(bike!.soldBookingId?.toHexString()).toBe(winner.bookingId);

    // Every other buyer was told, in words, that the bike is gone (and refunded if charged).
    for (const loser of attempts.filter((a) => a !== winner)) {
      expect(
        loser.answers.some((a) => a.status === 409 && REFUSALS.includes(a.message ?? '')),
        JSON.stringify(loser),
      ).toBe(true);
      expect(loser.answers.every((a) => a.status !== 201)).toBe(true);
      expect((await bookingDoc(t.db, loser.bookingId))!.paid).toBe(false);
    }

    // Nobody is left charged: every succeeded intent but the winner's was refunded.
    const { charged, refunded } = await sandboxLedger();
    expect(charged.has(winner.intentId!)).toBe(true);
    expect(refunded.has(winner.intentId!)).toBe(false);
    expect([...charged].filter((id) => id !== winner.intentId && !refunded.has(id))).toEqual([]);
    // 50 sign-ups through the auth emulator, 50 bookings and 100 payment calls: on a 2-core
    // machine whose cores other processes keep busy this took over 30 s, the suite's default.
  }, 180_000);
});
