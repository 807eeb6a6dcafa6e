import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { toCents, orderMessages } from '@reride/shared';
import { insertUser } from '../../../../test/helpers';
import { useTestDb } from '../../../../test/test-db';
import { waitFor } from '../../../../test/processes';
import {
  authOf,
  expectKilledBy,
  startApiProcess,
  withApiProcess,
  type ApiProcess,
} from '../../../../test/fixtures/api-process';
import { createBikeAs, findBikeDoc } from '../../../../test/fixtures/bikes';
import { bookAndPay, bookingDoc, sandboxIntentDoc } from '../../../../test/fixtures/bookings';
import { balancedLedger, DISPUTE } from '../../../../test/fixtures/orders';
import { type RefundStep } from './order-refunds';

/**
 * A real crash in the middle of a refund: the API runs as its own process (src/server.ts) and is
 * SIGKILLed by FAULT_KILL_AFTER_STEP right after a step of `finish` in order-refunds.ts, so the
 * provider has refunded and our records do not say so yet. A restarted API on the same database
 * must then record each refund exactly once: the administrator's next press finishes it (and
 * answers 409, the dispute is decided), and the repair jobs (orders.refund-repair,
 * earnings.ledger-repair) finish those nobody pressed again. Either way the provider refunds once and the ledger has one refund entry.
 */
const db = useTestDb('refund_crash');

const PRICE = 300;

interface Case {
  step: RefundStep;
  /** Dollars refunded; the whole price is a full refund (the bike goes back on sale). */
  amount: number;
  /** Who finishes it after the restart: the same POST again, or the repair jobs. */
  repair: 'press' | 'sweep';
}

/** Each step once, full and part, each way of repairing; the sweep's cases are crashed first. */
const CASES: Case[] = [
  { step: 'sale_released', amount: PRICE, repair: 'sweep' },
  { step: 'provider_refunded', amount: 120, repair: 'sweep' },
  // Marked done, the ledger entry not written: the sweep writes it (the order is due).
  { step: 'marked_done', amount: PRICE, repair: 'sweep' },
  { step: 'provider_refunded', amount: PRICE, repair: 'press' },
  { step: 'sale_released', amount: PRICE, repair: 'press' },
];

interface Crashed extends Case {
  bookingId: string;
  bikeId: string;
  intentId: string;
  admin: { Authorization: string };
}

const refundBody = (c: Case) => ({ amount: c.amount, note: 'Crash test' });

/** How far the refund got before the process died. */
async function progressOf(c: Crashed) {
  const charge = await sandboxIntentDoc(db(), c.intentId);
  const booking = await bookingDoc(db(), c.bookingId);
  const sale = await db()
    .collection('bike_sales')
    .countDocuments({ _id: new ObjectId(c.bikeId) });
  const entry = await db()
    .collection('ledger')
    .countDocuments({ bookingId: new ObjectId(c.bookingId), kind: 'refund' });
  return {
    providerRefunded: charge?.refunded === true,
    saleReleased: sale === 0,
    markedDone: booking?.refund?.state === 'done',
    ledgerWritten: entry === 1,
  };
}

function progressAfter(c: Case) {
  const full = c.amount === PRICE;
  const done = c.step === 'marked_done';
  // A refund of part never releases the sale: the order completes with the rest.
  return {
    providerRefunded: true,
    saleReleased: full && c.step !== 'provider_refunded',
    markedDone: done,
    ledgerWritten: false,
  };
}

/** A paid, disputed order whose administrator's refund kills the API after `c.step`. */
async function refundUntilKilled(c: Case): Promise<Crashed> {
  const api = await startApiProcess(db().databaseName, { FAULT_KILL_AFTER_STEP: c.step });
  const { request } = api;
  const seller = authOf(await insertUser(db(), 'Seller'));
  const buyer = authOf(await insertUser(db(), 'Buyer'));
  const admin = authOf(await insertUser(db(), 'Admin'));
  const bikeId = await createBikeAs(request, seller, { resalePrice: PRICE });
  const { bookingId, intent } = await bookAndPay(request, buyer, bikeId);
  await request.post(`/bookings/${bookingId}/dispute`).set(buyer).send(DISPUTE).expect(200);
  const refund = request.post(`/disputes/${bookingId}/refund`).set(admin).send(refundBody(c));
  await expectKilledBy(api, refund);
  const crashed = { ...c, bookingId, bikeId, intentId: intent.paymentIntentId, admin };
  // The process died exactly there: the provider refunded, our records stop at `step`.
  expect(await progressOf(crashed)).toEqual(progressAfter(c));
  return crashed;
}

/** The repair jobs leave refunds younger than a minute to the request that made them. */
async function age(c: Crashed) {
  const at = new Date(Date.now() - 5 * 60_000);
  await db()
    .collection('bookings')
    .updateOne({ _id: new ObjectId(c.bookingId) }, { $set: { 'refund.at': at, ledgerDue: at } });
}

/** One refund at the provider, one refund entry, the order and the bike where they belong. */
async function expectRefundedOnce(c: Crashed) {
  const label = `${c.step}, ${c.repair}`;
  const full = c.amount === PRICE;
  const cents = toCents(c.amount);
  const refundClaims = await db()
    .collection<{ _id: string }>('sandbox_intent_claims')
    .countDocuments({ _id: `refund:${c.intentId}` });
  expect({ label, refundClaims }).toEqual({ label, refundClaims: 1 });
  expect(await sandboxIntentDoc(db(), c.intentId)).toMatchObject({ refundAmount: cents });
  const ledger = await balancedLedger(db(), { bookingId: c.bookingId, price: PRICE });
  expect({ label, kinds: ledger.kinds, refunded: ledger.refunded }).toEqual({
    label,
    kinds: full ? ['refund', 'sale'] : ['completion', 'refund', 'sale'],
    refunded: cents,
  });
  const booking = await bookingDoc(db(), c.bookingId);
  expect(booking, label).toMatchObject({
    status: full ? 'refunded' : 'completed',
    refunded: full,
    refund: { amount: cents, full, state: 'done' },
  });
  expect(booking?.ledgerDue, label).toBeUndefined();
  expect(
    booking?.events?.filter((e) => e.kind === 'dispute_refunded'),
    label,
  ).toHaveLength(1);
  expect((await findBikeDoc(db(), c.bikeId))?.status, label).toBe(full ? 'unsold' : 'Sold');
  const sales = await db()
    .collection('bike_sales')
    .countDocuments({ _id: new ObjectId(c.bikeId) });
  expect(sales, label).toBe(full ? 0 : 1);
}

/** The administrator presses again: the refund is finished, and the answer is that it was. */
async function pressAgain(api: ApiProcess, c: Crashed) {
  const res = await api.request
    .post(`/disputes/${c.bookingId}/refund`)
    .set(c.admin)
    .send(refundBody(c));
  expect({ step: c.step, status: res.status, message: res.body.message }).toEqual({
    step: c.step,
    status: 409,
    message:
      c.amount === PRICE
        ? orderMessages.orders.alreadyRefunded
        : orderMessages.orders.alreadyCompleted,
  });
}

describe('a refund after the API was SIGKILLed between the provider and our records', () => {
  it('is recorded exactly once, by the next press or by the repair sweep', async () => {
    const crashed: Crashed[] = [];
    for (const c of CASES) crashed.push(await refundUntilKilled(c));
    const swept = crashed.filter((c) => c.repair === 'sweep');
    for (const c of swept) await age(c);

    const sweeping = { ORDER_SWEEP_INTERVAL_MS: '1000' };
    await withApiProcess(db().databaseName, sweeping, async (api) => {
      // Pressed again at once, before any sweep could find them (they are under a minute old).
      for (const c of crashed.filter((x) => x.repair === 'press')) {
        await pressAgain(api, c);
        await expectRefundedOnce(c);
      }
      for (const c of swept) {
        // Finished once the entry is written and the order's mark cleared (the sweep's last write).
        const finished = async () =>
          (await progressOf(c)).ledgerWritten &&
          (await bookingDoc(db(), c.bookingId))?.ledgerDue === undefined;
        await waitFor(finished, `the sweep to finish the refund crashed after ${c.step}`);
        await expectRefundedOnce(c);
      }
      // Later presses and sweeps change nothing.
      for (const c of crashed) await pressAgain(api, c);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      for (const c of crashed) await expectRefundedOnce(c);
    });
  }, 240_000);
});
