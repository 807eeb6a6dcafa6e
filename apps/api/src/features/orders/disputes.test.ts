import { describe, expect, it } from 'vitest';
import { orderMessages } from '@reride/shared';
import { bookAndPay } from '../../../test/fixtures/bookings';
import {
  balancedLedger,
  DISPUTE,
  disputedOrder,
  paidOrder,
  type PaidOrder,
} from '../../../test/fixtures/orders';

/** The buyer's dispute, the seller's answer and the administrator's decision. */

const handover = (o: PaidOrder) => o.act('confirmHandover', o.buyer);
const UNKNOWN_ID = '0123456789abcdef01234567';

describe('POST /bookings/:id/dispute', () => {
  it('puts a paid order on hold for an administrator: no handover, no seller cancel', async () => {
    const o = await paidOrder();
    const body = { ...DISPUTE, text: '  Cracked frame  ' };
    await o.applies('openDispute', o.buyer, body, { status: 'disputed' });
    const order = await o.view(o.seller);
    expect(order).toMatchObject({
      status: 'disputed',
      dispute: { state: 'open', reason: DISPUTE.reason, text: 'Cracked frame' },
      actions: ['answer_dispute'],
    });
    expect(order.events.at(-1)).toMatchObject({ kind: 'dispute_opened', by: 'buyer' });
    expect((await o.view(o.buyer)).actions).toEqual([]);
    expect((await o.view(o.admin)).actions).toEqual(['refund', 'close_dispute']);

    await o.conflicts('confirmHandover', o.buyer, orderMessages.orders.disputed);
    await o.conflicts('openDispute', o.buyer, orderMessages.orders.disputeAlreadyOpened, DISPUTE);
  });

  it('answers 400 for an unknown reason, an empty or too long text, 401, 403 and 404', async () => {
    const o = await paidOrder();
    for (const body of [
      { ...DISPUTE, reason: 'late' },
      { ...DISPUTE, text: '   ' },
      { ...DISPUTE, text: 'x'.repeat(2001) },
      { reason: DISPUTE.reason },
    ]) {
      await o.invalid('openDispute', o.buyer, body);
    }
    const callers = { forbidden: [o.seller, o.admin], strangers: [o.otherBuyer] };
    await o.guarded('openDispute', DISPUTE, callers);
  });

  it('answers 409 after completion and after a refund, changing nothing', async () => {
    const o = await paidOrder();
    await handover(o).expect(200);
    await o.conflicts('openDispute', o.buyer, orderMessages.orders.alreadyCompleted, DISPUTE);
    const refunded = await o.payAnother();
    await o.act('sellerCancel', o.seller, {}, refunded).expect(200);
    const message = orderMessages.orders.alreadyRefunded;
    await o.conflicts('openDispute', o.buyer, message, DISPUTE, refunded);
  });
});

describe('POST /bookings/:id/dispute/answer', () => {
  it("adds the seller's side once", async () => {
    const o = await disputedOrder();
    const answer = { text: 'It was fine at handover' };
    await o.applies('answerDispute', o.seller, answer, { status: 'disputed' });
    const order = await o.view(o.admin);
    expect(order.dispute).toMatchObject({
      state: 'open',
      sellerResponse: 'It was fine at handover',
      respondedAt: expect.any(String),
    });
    expect(order.events.at(-1)).toMatchObject({ kind: 'dispute_answered', by: 'seller' });
    expect((await o.view(o.seller)).actions).toEqual([]);
    await o.refused(() => o.act('answerDispute', o.seller, { text: 'And again' }), 409);
  });

  it('answers 409 without an open dispute, changing nothing', async () => {
    const o = await paidOrder();
    const body = { text: 'Nothing to answer' };
    await o.conflicts('answerDispute', o.seller, orderMessages.orders.noOpenDispute, body);
    await o.act('openDispute', o.buyer, DISPUTE).expect(200);
    await o.act('closeDispute', o.admin).expect(200);
    await o.conflicts('answerDispute', o.seller, orderMessages.orders.noOpenDispute, body);
  });

  it('answers 400 for an empty text, 401, 403 and 404, changing nothing', async () => {
    const o = await disputedOrder();
    await o.invalid('answerDispute', o.seller, { text: '' });
    const callers = { forbidden: [o.buyer, o.admin], strangers: [o.otherSeller] };
    await o.guarded('answerDispute', { text: 'Mine' }, callers);
  });
});

describe('POST /disputes/:id/refund', () => {
  it('refunds part: the order completes and the seller keeps the rest, available at once', async () => {
    const o = await disputedOrder();
    const part = { amount: 100.25, note: 'Scratches' };
    await o.applies('refundDispute', o.admin, part, { status: 'completed', refunded: 100.25 });
    expect(await o.doc()).toMatchObject({
      status: 'completed',
      completedAt: expect.any(Date),
      refunded: false,
      dispute: { state: 'refunded', resolution: 'Scratches', resolvedAt: expect.any(Date) },
      refund: { amount: 10_025, full: false, by: 'admin', byUserId: o.admin.user._id },
    });
    expect(await o.charge()).toMatchObject({ refunded: true, refundAmount: 10_025 });
    expect(await o.bike()).toMatchObject({ status: 'Sold' });
    expect(await o.earnings()).toMatchObject({ pending: 0, available: 34_975 });
    expect(await balancedLedger(o.t.db, o)).toMatchObject({
      kinds: ['completion', 'refund', 'sale'],
      refunded: 10_025,
    });
    const order = await o.view(o.buyer);
    // One step states the decision for the buyer, its money and the administrator's note.
    expect(order.events.slice(-2).map((e) => [e.kind, e.by, e.note, e.decision])).toEqual([
      [
        'dispute_refunded',
        'admin',
        'Scratches',
        { favours: 'buyer', refundedCents: 10_025, paidCents: 45_000 },
      ],
      ['completed', 'admin', undefined, undefined],
    ]);
    const words = orderMessages.orders.describeEvent(
      { ...order.events.at(-2)!, price: 450 },
      'buyer',
    );
    expect(words.sentence).toBe('An administrator decided the dispute for you in part.');
    expect(words.money).toBe('Refunded $100.25 of $450.00 to you');
    expect(order.refund).toMatchObject({ amount: 100.25, full: false, by: 'admin' });
  });

  it('refunds in full: the order is refunded and the bike is back on sale for another buyer', async () => {
    const o = await disputedOrder();
    const all = { note: 'Not the bike in the photos' };
    await o.applies('refundDispute', o.admin, all, { status: 'refunded', refunded: 450 });
    expect(await o.doc()).toMatchObject({
      status: 'refunded',
      refunded: true,
      dispute: { state: 'refunded' },
      refund: { amount: 45_000, full: true, by: 'admin', state: 'done' },
    });
    expect(await o.charge()).toMatchObject({ refunded: true, refundAmount: 45_000 });
    expect(await o.bike()).toMatchObject({ status: 'unsold' });
    expect(await o.earnings()).toMatchObject({ pending: 0, available: 0 });
    expect(await balancedLedger(o.t.db, o)).toMatchObject({ kinds: ['refund', 'sale'] });
    await bookAndPay(o.t.request, o.otherBuyer.authHeader, o.bikeId);
    expect(await o.bike()).toMatchObject({ status: 'Sold' });
  });

  it('takes an amount equal to the payment as a full refund', async () => {
    const o = await disputedOrder({ price: 199.99 });
    const all = { amount: 199.99 };
    await o.applies('refundDispute', o.admin, all, { status: 'refunded', refunded: 199.99 });
  });

  it('answers 409 to a second refund and after a close, and the buyer is refunded once', async () => {
    const o = await disputedOrder();
    await o.act('refundDispute', o.admin, { amount: 50 }).expect(200);
    for (const body of [{ amount: 50 }, {}]) {
      await o.conflicts('refundDispute', o.admin, orderMessages.orders.alreadyCompleted, body);
    }
    await o.conflicts('closeDispute', o.admin, orderMessages.orders.alreadyCompleted);
    expect(await o.charge()).toMatchObject({ refundAmount: 5_000 });

    const full = await o.payAnother();
    await o.act('openDispute', o.buyer, DISPUTE, full).expect(200);
    await o.act('refundDispute', o.admin, {}, full).expect(200);
    await o.conflicts('refundDispute', o.admin, orderMessages.orders.alreadyRefunded, {}, full);
  });

  it('answers 400 for more than was paid, more than two decimals or no positive amount', async () => {
    const o = await disputedOrder();
    const tooMuch = await o.invalid('refundDispute', o.admin, { amount: 450.01 });
    expect(tooMuch.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: orderMessages.orders.refundTooLarge,
    });
    for (const amount of [10.001, 0, -5, '10']) {
      await o.invalid('refundDispute', o.admin, { amount });
    }
  });
});

describe('POST /disputes/:id/close', () => {
  it('decides for the seller: the order completes and the money is available to them', async () => {
    const o = await disputedOrder();
    const close = { note: 'Handed over as described' };
    await o.applies('closeDispute', o.admin, close, { status: 'completed' });
    const order = await o.view(o.seller);
    expect(order).toMatchObject({
      status: 'completed',
      completedAt: expect.any(String),
      dispute: { state: 'closed', resolution: 'Handed over as described' },
    });
    expect(order).not.toHaveProperty('refund');
    expect(order.events.slice(-2).map((e) => [e.kind, e.decision])).toEqual([
      ['dispute_closed', { favours: 'seller', refundedCents: 0, paidCents: 45_000 }],
      ['completed', undefined],
    ]);
    expect(await o.charge()).toMatchObject({ refunded: false });
    expect(await o.earnings()).toMatchObject({ pending: 0, available: 45_000 });
    expect(await balancedLedger(o.t.db, o)).toMatchObject({ kinds: ['completion', 'sale'] });

    await o.conflicts('closeDispute', o.admin, orderMessages.orders.alreadyCompleted);
    await o.conflicts('refundDispute', o.admin, orderMessages.orders.alreadyCompleted);
  });
});

describe.each(['refundDispute', 'closeDispute'] as const)('%s', (name) => {
  it('answers 409 for an order without an open dispute, 400, 401, 403 and 404', async () => {
    const o = await paidOrder();
    await o.conflicts(name, o.admin, orderMessages.orders.noOpenDispute);
    await o.act('openDispute', o.buyer, DISPUTE).expect(200);
    await o.invalid(name, o.admin, { note: 'x'.repeat(301) });
    await o.guarded(name, {}, { forbidden: [o.buyer, o.seller], strangers: [] });
    await o.refused(() => o.act(name, o.admin, {}, UNKNOWN_ID), 404, orderMessages.orders.notFound);
  });
});
