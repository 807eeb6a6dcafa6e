import { describe, expect, it } from 'vitest';
import { orderMessages } from '@reride/shared';
import {
  balancedLedger,
  meetingAt,
  paidOrder,
  type PaidOrder,
} from '../../../../test/fixtures/orders';

/**
 * A handover code entered twice at the same instant (two tabs, a double tap), or the code and
 * the buyer's "I received the bike" at once, 20 times over: the order completes exactly once
 * (one state change, one timeline step, one ledger entry), the other answers 409 and changes
 * nothing. Both go through one conditional update from `paid` (docs/domain.md#handover-code).
 */
const ROUNDS = 20;

/** Twenty whole orders on a 2-core machine shared with other processes: see order-races.test.ts. */
const RACE = { timeout: 120_000 };

/** A fresh paid order each round with its meeting set: its id and the buyer's code. */
async function orderWithCode(o: PaidOrder, round: number) {
  const id = round === 0 ? o.bookingId : await o.payAnother();
  await o.act('setMeeting', o.seller, { at: meetingAt(24) }, id).expect(200);
  return { id, code: (await o.view(o.buyer, id)).handoverCode! };
}

describe('the handover code entered twice at the same instant', () => {
  it('completes the order once, 20 times over', RACE, async () => {
    const o = await paidOrder();
    for (let round = 0; round < ROUNDS; round += 1) {
      const { id, code } = await orderWithCode(o, round);
      // Odd rounds: the buyer's button against the code; even rounds: the code twice.
      const answers = await Promise.all([
        o.act('enterHandoverCode', o.seller, { code }, id),
        round % 2
          ? o.act('confirmHandover', o.buyer, {}, id)
          : o.act('enterHandoverCode', o.seller, { code }, id),
      ]);
      const label = `round ${round}`;
      expect(answers.map((a) => a.status).sort(), label).toEqual([200, 409]);
      // The buyer's button is the second request of odd rounds; everything else is the code.
      const byBuyer = (i: number) => i === 1 && round % 2 === 1;
      const winner = answers.findIndex((a) => a.status === 200);
      expect(answers[1 - winner]!.body.message, label).toBe(
        byBuyer(1 - winner)
          ? orderMessages.bookings.alreadyCompleted
          : orderMessages.orders.alreadyCompleted,
      );
      const doc = (await o.doc(id))!;
      expect(doc.status, label).toBe('completed');
      const steps = (doc.events ?? []).filter((e) => e.kind === 'completed');
      expect(
        steps.map((e) => e.by),
        label,
      ).toEqual([byBuyer(winner) ? 'buyer' : 'seller']);
      expect(
        (await balancedLedger(o.t.db, { bookingId: id, price: o.price })).kinds,
        label,
      ).toEqual(['completion', 'sale']);
    }
    // One completion entry per order in the whole ledger.
    expect(await o.t.db.collection('ledger').countDocuments({ kind: 'completion' })).toBe(ROUNDS);
  });
});
