import { describe, expect, it } from 'vitest';
import {
  NEXT_CURSOR_HEADER,
  PAYMENT_CURRENCY,
  type LedgerEntry,
  orderMessages,
} from '@reride/shared';
import {
  balancedLedger,
  callAs,
  DISPUTE,
  paidOrder,
  timersAhead,
  type PaidOrder,
} from '../../../test/fixtures/orders';

/** The seller's earnings: what each step of an order puts in the ledger, and payouts. */

const DAY = 24 * 3_600_000;
const handover = (o: PaidOrder, id = o.bookingId) => o.act('confirmHandover', o.buyer, {}, id);
const payout = (o: PaidOrder) => callAs(o.t, 'requestPayout', o.seller);
const entries = async (o: PaidOrder, query: Record<string, string | number> = {}) => {
  const res = await callAs(o.t, 'listEarningsEntries', o.seller, { query }).expect(200);
  return { items: res.body as LedgerEntry[], next: res.headers[NEXT_CURSOR_HEADER.toLowerCase()] };
};

describe('GET /earnings and /earnings/entries', () => {
  it('holds a payment as pending, and the handover makes it available', async () => {
    const o = await paidOrder();
    expect(await o.earnings()).toEqual({
      currency: PAYMENT_CURRENCY,
      pending: 45_000,
      available: 0,
      paidOut: 0,
      feePercent: 0,
      payoutsEnabled: true,
    });
    await handover(o).expect(200);
    expect(await o.earnings()).toMatchObject({ pending: 0, available: 45_000, paidOut: 0 });
    expect(await balancedLedger(o.t.db, o)).toMatchObject({
      kinds: ['completion', 'sale'],
      fee: 0,
    });

    const { items } = await entries(o);
    expect(items.map((e) => [e.kind, e.pending, e.available])).toEqual([
      ['completion', -45_000, 45_000],
      ['sale', 45_000, 0],
    ]);
    expect(items[0]).toMatchObject({ bookingId: o.bookingId, bike: 'Trek Marlin 7' });
    // Each entry names the order's step behind it, as the timeline words it.
    expect(items.map((e) => [e.cause?.kind, e.cause?.by, e.cause?.price])).toEqual([
      ['completed', 'buyer', 450],
      ['paid', 'buyer', 450],
    ]);
    expect(await o.earnings(o.otherSeller)).toMatchObject({ pending: 0, available: 0 });
    expect((await callAs(o.t, 'listEarningsEntries', o.otherSeller).expect(200)).body).toEqual([]);
  });

  it('pages the entries newest first', async () => {
    const o = await paidOrder();
    await handover(o).expect(200);
    const first = await entries(o, { limit: 1 });
    expect(first.items.map((e) => e.kind)).toEqual(['completion']);
    const second = await entries(o, { limit: 1, cursor: first.next as string });
    expect(second.items.map((e) => e.kind)).toEqual(['sale']);
  });

  it('answers 401 without a token and 403 to buyers and administrators', async () => {
    const o = await paidOrder();
    for (const name of ['getEarnings', 'listEarningsEntries', 'requestPayout'] as const) {
      await o.refused(() => callAs(o.t, name, null), 401);
      for (const who of [o.buyer, o.admin]) await o.refused(() => callAs(o.t, name, who), 403);
    }
  });
});

describe('the platform fee (PLATFORM_FEE_PERCENT=10)', () => {
  it('keeps 10% of each sale, and of what a partial refund leaves', async () => {
    const o = await paidOrder({ env: { PLATFORM_FEE_PERCENT: '10' } });
    expect(await o.earnings()).toMatchObject({ pending: 40_500, feePercent: 10 });
    await handover(o).expect(200);
    expect(await o.earnings()).toMatchObject({ pending: 0, available: 40_500 });
    expect(await balancedLedger(o.t.db, o)).toMatchObject({ fee: 4_500 });

    const disputed = await o.payAnother(o.buyer, 200);
    await o.act('openDispute', o.buyer, DISPUTE, disputed).expect(200);
    await o.act('refundDispute', o.admin, { amount: 50 }, disputed).expect(200);
    // 200 paid, 50 back: the fee is 10% of the 150 kept, the seller gets 135.
    const ledger = await balancedLedger(o.t.db, { bookingId: disputed, price: 200 });
    expect(ledger).toMatchObject({ refunded: 5_000, fee: 1_500, available: 13_500, pending: 0 });
    expect(await o.earnings()).toMatchObject({ pending: 0, available: 40_500 + 13_500 });
    // The refund entry carries the decision the order page, bell and email word.
    const refund = (await entries(o)).items.find((e) => e.kind === 'refund');
    expect(refund?.cause).toEqual({
      kind: 'dispute_refunded',
      by: 'admin',
      price: 200,
      decision: { favours: 'buyer', refundedCents: 5_000, paidCents: 20_000 },
    });
    expect(orderMessages.orders.describeLedgerEntry(refund!).detail).toBe(
      orderMessages.orders.describeEvent(refund!.cause!, 'seller').text,
    );
  });
});

describe('POST /earnings/payouts', () => {
  it('pays out all that is available once; a second payout has nothing to pay', async () => {
    const o = await paidOrder();
    const pendingOnly = await o.payAnother();
    await handover(o).expect(200);
    const res = await payout(o).expect(200);
    expect(res.body).toEqual({ acknowledged: true, amount: 45_000, at: expect.any(String) });
    expect(await o.earnings()).toMatchObject({ pending: 45_000, available: 0, paidOut: 45_000 });
    expect((await entries(o)).items[0]).toMatchObject({
      kind: 'payout',
      available: -45_000,
      paidOut: 45_000,
    });
    expect(await o.t.db.collection('bookings').countDocuments({ status: 'paid' })).toBe(1);

    await o.refused(() => payout(o), 409, orderMessages.orders.nothingToPayOut);
    await handover(o, pendingOnly).expect(200);
    expect((await payout(o).expect(200)).body).toMatchObject({ amount: 45_000 });
    expect(await o.earnings()).toMatchObject({ pending: 0, available: 0, paidOut: 90_000 });
  });

  it('answers 409 while everything is still pending', async () => {
    const o = await paidOrder();
    await o.refused(() => payout(o), 409, orderMessages.orders.nothingToPayOut);
  });
});

describe('the order timers', () => {
  it('complete paid orders 7 days after payment, not disputed ones, and write the ledger', async () => {
    const o = await paidOrder();
    const disputed = await o.payAnother(o.otherBuyer);
    await o.act('openDispute', o.otherBuyer, DISPUTE, disputed).expect(200);

    expect(await timersAhead(o.t, 7 * DAY - 60_000).sweep()).toEqual({ expired: 0, completed: 0 });
    expect(await timersAhead(o.t, 7 * DAY + 60_000).sweep()).toEqual({ expired: 0, completed: 1 });

    expect(await o.doc()).toMatchObject({ status: 'completed', completedAt: expect.any(Date) });
    expect((await o.view(o.buyer)).events.at(-1)).toMatchObject({
      kind: 'completed',
      by: 'system',
    });
    expect(await o.doc(disputed)).toMatchObject({ status: 'disputed' });
    expect(await o.earnings()).toMatchObject({ pending: 45_000, available: 45_000 });
    expect(await balancedLedger(o.t.db, o)).toMatchObject({ kinds: ['completion', 'sale'] });
    expect(await timersAhead(o.t, 30 * DAY).sweep()).toEqual({ expired: 0, completed: 0 });
  });
});
