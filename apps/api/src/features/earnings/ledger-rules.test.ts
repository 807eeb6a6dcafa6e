import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toCents } from '@reride/shared';
import { ledgerEntriesFor, type OrderMoney } from './ledger-rules';

const paidAt = new Date('2026-11-01T10:00:00Z');
const later = new Date('2026-11-02T10:00:00Z');
const order = (extra: Partial<OrderMoney> = {}): OrderMoney => ({
  id: 'b1',
  sellerId: 's1',
  bike: 'Trek',
  price: 120.5,
  paidAt,
  feePercent: 10,
  ...extra,
});

function totals(o: OrderMoney) {
  const sum = { pending: 0, available: 0, fee: 0, refunded: 0 };
  for (const e of ledgerEntriesFor(o)) {
    sum.pending += e.pending;
    sum.available += e.available;
    sum.fee += e.fee;
    sum.refunded += e.refunded;
  }
  return sum;
}

/** An order's figures in cents, column by column: pending, available, fee, refunded. */
const cents = (pending: number, available: number, fee: number, refunded: number) => ({
  pending,
  available,
  fee,
  refunded,
});

describe('ledger entries of an order', () => {
  it('has none before payment', () => {
    expect(ledgerEntriesFor(order({ paidAt: undefined }))).toEqual([]);
  });

  it('puts the payment less the fee in pending, and moves it to available at completion', () => {
    expect(totals(order())).toEqual(cents(10845, 0, 1205, 0));
    expect(totals(order({ completedAt: later }))).toEqual(cents(0, 10845, 1205, 0));
  });

  it('reverses a full refund entirely, fee included', () => {
    const refund = { amount: 12050, state: 'done' as const, at: later };
    expect(totals(order({ refund }))).toEqual(cents(0, 0, 0, 12050));
  });

  it('keeps the rest of a partial refund available after the dispute completes the order', () => {
    const refund = { amount: 5000, state: 'done' as const, at: later };
    expect(totals(order({ refund, completedAt: later }))).toEqual(cents(0, 6345, 705, 5000));
  });

  it('names each entry after its order and kind, so a retry writes nothing new', () => {
    const ids = ledgerEntriesFor(
      order({ completedAt: later, refund: { amount: 1, state: 'done', at: later } }),
    ).map((e) => e._id);
    expect(ids).toEqual(['sale:b1', 'completion:b1', 'refund:b1']);
  });

  it('holds paid = refunded + pending + available + fee for any price, fee and refund', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 30 }),
        fc.option(fc.integer({ min: 1, max: 10_000_000 })),
        fc.boolean(),
        fc.constantFrom('pending' as const, 'done' as const),
        (cents, percent, refundCents, completed, state) => {
          const price = cents / 100;
          const refund =
            refundCents === null
              ? undefined
              : { amount: Math.min(refundCents, cents), state, at: later };
          const t = totals(
            order({
              price,
              feePercent: percent,
              refund,
              completedAt: completed ? later : undefined,
            }),
          );
          expect(t.refunded + t.pending + t.available + t.fee).toBe(toCents(price));
          expect(t.available).toBeGreaterThanOrEqual(0);
          expect(t.pending).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
