import { describe, expect, it } from 'vitest';
import { orderMessages } from '@reride/shared';
import {
  balancedLedger,
  deliverWebhook,
  DISPUTE,
  orderState,
  paidOrder,
} from '../../../../test/fixtures/orders';

/** POST /stripe/webhook with `charge.refunded`: a refund made at the provider (its dashboard). */

describe('charge.refunded', () => {
  it('records a full dashboard refund once, delivered twice: refunded, bike back on sale', async () => {
    const o = await paidOrder();
    const deliver = await o.providerRefund(45_000);
    expect((await deliver()).body).toEqual({ received: true, outcome: 'refunded' });
    const state = await orderState(o.t.db);
    expect((await deliver()).body).toEqual({ received: true, outcome: 'ignored' });
    expect(await orderState(o.t.db)).toEqual(state);

    expect(await o.doc()).toMatchObject({
      status: 'refunded',
      refunded: true,
      refund: { amount: 45_000, full: true, by: 'provider', state: 'done' },
    });
    const order = await o.view(o.buyer);
    expect(order.events.filter((e) => e.kind === 'refunded')).toEqual([
      {
        kind: 'refunded',
        by: 'provider',
        at: expect.any(String),
        decision: { favours: 'buyer', paidCents: 45_000, refundedCents: 45_000 },
      },
    ]);
    expect(await o.bike()).toMatchObject({ status: 'unsold' });
    expect(await o.earnings()).toMatchObject({ pending: 0, available: 0 });
    expect(await balancedLedger(o.t.db, o)).toMatchObject({ kinds: ['refund', 'sale'] });
    await o.conflicts('sellerCancel', o.seller, orderMessages.orders.alreadyRefunded);
  });

  it('records a part refund: the order stays paid and completes with the rest for the seller', async () => {
    const o = await paidOrder();
    const deliver = await o.providerRefund(5_000);
    expect((await deliver()).body).toMatchObject({ outcome: 'refunded' });
    expect(await o.doc()).toMatchObject({
      status: 'paid',
      refunded: false,
      refund: { amount: 5_000, full: false, by: 'provider', state: 'done' },
    });
    expect(await o.bike()).toMatchObject({ status: 'Sold' });
    expect(await o.earnings()).toMatchObject({ pending: 40_000 });

    await o.act('confirmHandover', o.buyer).expect(200);
    expect(await o.earnings()).toMatchObject({ pending: 0, available: 40_000 });
    expect(await balancedLedger(o.t.db, o)).toMatchObject({ refunded: 5_000 });
  });

  it('leaves no second refund to offer after a part refund: the seller and an administrator get 409', async () => {
    const o = await paidOrder();
    const deliver = await o.providerRefund(5_000);
    await deliver();
    expect((await o.view(o.seller)).actions).toEqual(['set_meeting']);
    await o.conflicts('sellerCancel', o.seller, orderMessages.orders.alreadyRefunded);

    await o.act('openDispute', o.buyer, DISPUTE).expect(200);
    expect((await o.view(o.admin)).actions).toEqual(['close_dispute']);
    await o.conflicts('refundDispute', o.admin, orderMessages.orders.alreadyRefunded);
    await o.act('closeDispute', o.admin).expect(200);
    expect(await o.earnings()).toMatchObject({ pending: 0, available: 40_000 });
    expect(await o.charge()).toMatchObject({ refundAmount: 5_000 });
  });

  it('decides an open dispute for the buyer when all the money went back at the provider', async () => {
    const o = await paidOrder();
    await o.act('openDispute', o.buyer, DISPUTE).expect(200);
    const deliver = await o.providerRefund(45_000);
    await deliver();
    expect(await o.view(o.admin)).toMatchObject({
      status: 'refunded',
      dispute: { state: 'refunded', resolvedAt: expect.any(String) },
      actions: [],
    });
    expect(await o.list('listDisputes')).toEqual([]);
    const decided = await o.list('listDisputes', { state: 'decided' });
    expect(decided.map((d) => d._id)).toEqual([o.bookingId]);
    expect(await o.bike()).toMatchObject({ status: 'unsold' });
  });

  it("only confirms our own refund: the seller's cancellation is not recorded twice", async () => {
    const o = await paidOrder();
    await o.act('sellerCancel', o.seller).expect(200);
    const refundId = (await o.doc())?.refund?.providerRefundId ?? null;
    const state = await orderState(o.t.db);
    const event = o.t.sandbox.signedChargeRefundedEvent(o.intentId, 45_000, refundId);
    expect((await deliverWebhook(o.t, event)).body).toEqual({ received: true, outcome: 'ignored' });
    expect(await orderState(o.t.db)).toEqual(state);
  });

  it('ignores a refund of a charge that is not an order of ours', async () => {
    const o = await paidOrder();
    const state = await orderState(o.t.db);
    const event = o.t.sandbox.signedChargeRefundedEvent('pi_sandbox_unknown', 100, 're_x');
    expect((await deliverWebhook(o.t, event)).body).toEqual({ received: true, outcome: 'ignored' });
    expect(await orderState(o.t.db)).toEqual(state);
  });
});
