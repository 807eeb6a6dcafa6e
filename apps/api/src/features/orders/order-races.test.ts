import { describe, expect, it } from 'vitest';
import { toCents, orderMessages } from '@reride/shared';
import type { SignedUp } from '../../../test/helpers';
import { findBikeDoc } from '../../../test/fixtures/bikes';
import { bookingDoc, sandboxIntentDoc } from '../../../test/fixtures/bookings';
import {
  adminOf,
  balancedLedger,
  DISPUTE,
  paidOrder,
  type PaidOrder,
} from '../../../test/fixtures/orders';

/**
 * Two actions on one order at the same instant (Promise.all of two HTTP requests), 20 times
 * over: exactly one applies, the other answers 409 and changes nothing. Each transition is one
 * conditional update from the status it expects (orders.service.ts), and a refund is called at
 * the provider under one key per order.
 *
 * A payment and a cancellation at the same instant, before the order is paid, are
 * booking-lifecycle.test.ts's "a cancellation and a payment at the same instant" (20 rounds,
 * exactly one outcome: cancelled and refunded, or paid); not repeated here.
 */
const ROUNDS = 20;

/** A fresh paid order of `o`'s buyer and seller each round (the first round, `o`'s own). */
const orderFor = (o: PaidOrder, round: number) =>
  round === 0 ? Promise.resolve(o.bookingId) : o.payAnother();

/** What the money side shows of order `id`: its charge's refunds, its ledger, its bike. */
async function moneyOf(o: PaidOrder, id: string) {
  const { db } = o.t;
  const doc = (await bookingDoc(db, id))!;
  const intentId = doc.transactionId!;
  const refundClaims = await db
    .collection<{ _id: string }>('sandbox_intent_claims')
    .countDocuments({ _id: `refund:${intentId}` });
  const sale = await db.collection('bike_sales').countDocuments({ _id: doc.bikeId });
  return {
    doc,
    refundClaims,
    charge: await sandboxIntentDoc(db, intentId),
    ledger: await balancedLedger(db, { bookingId: id, price: o.price }),
    bike: (await findBikeDoc(db, doc.bikeId.toHexString()))?.status,
    sale,
    // A dispute's refund is one step that states the decision and its money.
    refundEvents: (doc.events ?? []).filter((e) => e.kind === 'dispute_refunded').length,
  };
}

/**
 * Twenty rounds of a whole order each: about 20 s on a 2-core machine whose cores other processes
 * keep busy, too close to the suite's 30 s default.
 */
const RACE = { timeout: 120_000 };

describe('the seller cancels while the buyer confirms the handover', () => {
  it('refunds or completes the order, never both, 20 times over', RACE, async () => {
    const o = await paidOrder();
    const seen = { refunded: 0, completed: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await orderFor(o, round);
      const [cancel, handover] = await Promise.all([
        o.act('sellerCancel', o.seller, { reason: 'Sold it elsewhere' }, id),
        o.act('confirmHandover', o.buyer, {}, id),
      ]);
      const label = `round ${round}`;
      expect([cancel.status, handover.status].sort(), label).toEqual([200, 409]);
      const money = await moneyOf(o, id);
      if (cancel.status === 200) {
        expect(handover.body.message, label).toBe(orderMessages.orders.alreadyRefunded);
        expect(money.doc, label).toMatchObject({
          status: 'refunded',
          refunded: true,
          refund: { full: true, state: 'done', amount: toCents(o.price) },
        });
        expect(money.doc.completedAt, label).toBeUndefined();
        // Back on sale: the sale is released and the bike unsold; one refund at the provider.
        expect({ bike: money.bike, sale: money.sale, claims: money.refundClaims }, label).toEqual({
          bike: 'unsold',
          sale: 0,
          claims: 1,
        });
        expect(money.charge?.refundAmount, label).toBe(toCents(o.price));
        expect(money.ledger.kinds, label).toEqual(['refund', 'sale']);
        seen.refunded += 1;
      } else {
        expect(cancel.body.message, label).toBe(orderMessages.orders.alreadyCompleted);
        expect(money.doc, label).toMatchObject({ status: 'completed', refunded: false });
        expect(money.doc.refund, label).toBeUndefined();
        expect({ bike: money.bike, sale: money.sale, claims: money.refundClaims }, label).toEqual({
          bike: 'Sold',
          sale: 1,
          claims: 0,
        });
        expect(money.charge?.refunded, label).toBe(false);
        expect(money.ledger.kinds, label).toEqual(['completion', 'sale']);
        seen.completed += 1;
      }
    }
    expect(seen.refunded + seen.completed).toBe(ROUNDS);
  });
});

describe('two administrators refund one dispute at once', () => {
  it('refunds once at the provider and in the ledger, 20 times over', RACE, async () => {
    const o = await paidOrder();
    const admins: SignedUp[] = [o.admin, await adminOf(o.t)];
    const half = o.price / 2;
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await orderFor(o, round);
      await o.act('openDispute', o.buyer, DISPUTE, id).expect(200);
      // Odd rounds: the same refund twice (two tabs); even rounds: one in full, one of half.
      const amounts = round % 2 ? [o.price, o.price] : [o.price, half];
      const answers = await Promise.all(
        admins.map((admin, i) =>
          o.act('refundDispute', admin, { amount: amounts[i], note: `admin ${i}` }, id),
        ),
      );
      const label = `round ${round}`;
      expect(answers.map((a) => a.status).sort(), label).toEqual([200, 409]);
      const winner = answers.findIndex((a) => a.status === 200);
      const cents = toCents(amounts[winner]!);
      const full = cents === toCents(o.price);
      expect(answers[1 - winner]!.body.message, label).toBe(
        full ? orderMessages.orders.alreadyRefunded : orderMessages.orders.alreadyCompleted,
      );
      const money = await moneyOf(o, id);
      expect(money.doc, label).toMatchObject({
        status: full ? 'refunded' : 'completed',
        refund: { amount: cents, full, state: 'done' },
        dispute: { state: 'refunded', resolution: `admin ${winner}` },
      });
      expect({ claims: money.refundClaims, events: money.refundEvents }, label).toEqual({
        claims: 1,
        events: 1,
      });
      expect(money.charge?.refundAmount, label).toBe(cents);
      expect(money.ledger, label).toMatchObject({
        kinds: full ? ['refund', 'sale'] : ['completion', 'refund', 'sale'],
        refunded: cents,
      });
      expect(money.bike, label).toBe(full ? 'unsold' : 'Sold');
    }
    // One refund entry per order in the whole ledger, whoever won.
    expect(await o.t.db.collection('ledger').countDocuments({ kind: 'refund' })).toBe(ROUNDS);
  });
});
