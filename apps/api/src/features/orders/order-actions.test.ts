import { beforeEach, describe, expect, it } from 'vitest';
import { type Bike, type EndpointName, orderMessages } from '@reride/shared';
import { createBikeAs } from '../../../test/fixtures/bikes';
import { bookAndPay, bookBike } from '../../../test/fixtures/bookings';
import {
  balancedLedger,
  DISPUTE,
  meetingAt,
  paidOrder,
  type PaidOrder,
} from '../../../test/fixtures/orders';

/** The buyer's and the seller's actions on a paid order before handover. */
let o: PaidOrder;

beforeEach(async () => {
  o = await paidOrder();
});

const lastEvent = async () => (await o.view(o.buyer)).events.at(-1);
const TOO_LONG = { reason: 'x'.repeat(301) };

describe('POST /bookings/:id/meeting', () => {
  it('records the handover time either party sets, on the order and its timeline', async () => {
    const at = meetingAt(24);
    await o.applies('setMeeting', o.buyer, { at }, { status: 'paid' });
    expect((await o.doc())?.meetingAt).toEqual(new Date(at));
    expect(await lastEvent()).toMatchObject({ kind: 'meeting_set', by: 'buyer', note: at });

    const later = meetingAt(48);
    await o.act('setMeeting', o.seller, { at: later }).expect(200);
    expect(await o.view(o.seller)).toMatchObject({ meetingAt: later, status: 'paid' });
    expect(await lastEvent()).toMatchObject({ kind: 'meeting_set', by: 'seller' });
  });

  it('answers 400 for a time in the past or not a time, changing nothing', async () => {
    const past = await o.invalid('setMeeting', o.buyer, { at: meetingAt(-1) });
    expect(past.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: orderMessages.orders.meetingInPast,
      details: [{ path: 'at' }],
    });
    for (const body of [{ at: 'tomorrow' }, {}, { at: meetingAt(), place: 'Gulshan' }]) {
      await o.invalid('setMeeting', o.seller, body);
    }
  });

  it('answers 401, 403 for an administrator and 404 for strangers, changing nothing', async () => {
    const callers = { forbidden: [o.admin], strangers: [o.otherBuyer, o.otherSeller] };
    await o.guarded('setMeeting', { at: meetingAt() }, callers);
  });
});

describe('POST /bookings/:id/cancel-request', () => {
  it("records the buyer's request once, for the seller to accept or refuse", async () => {
    const request = { reason: '  Found a closer one ' };
    await o.applies('requestCancel', o.buyer, request, { status: 'paid' });
    expect(await o.view(o.seller)).toMatchObject({
      cancelRequest: { state: 'open', reason: 'Found a closer one' },
      actions: ['set_meeting', 'seller_cancel', 'refuse_cancel'],
    });
    expect((await o.view(o.buyer)).actions).not.toContain('request_cancel');
    expect(await lastEvent()).toMatchObject({ kind: 'cancel_requested', by: 'buyer' });

    await o.conflicts('requestCancel', o.buyer, orderMessages.orders.cancelRequestOpen);
  });

  it('answers 400 for a reason over 300 characters, 401, 403 and 404, changing nothing', async () => {
    await o.invalid('requestCancel', o.buyer, TOO_LONG);
    const callers = { forbidden: [o.seller, o.admin], strangers: [o.otherBuyer] };
    await o.guarded('requestCancel', { reason: 'Please' }, callers);
  });
});

describe('POST /bookings/:id/cancel-request/refuse', () => {
  it('keeps the order: the request is refused and cannot be made again', async () => {
    await o.act('requestCancel', o.buyer, { reason: 'Changed my mind' }).expect(200);
    await o.applies('refuseCancel', o.seller, { reason: 'Already on its way' }, { status: 'paid' });
    expect(await o.view(o.seller)).toMatchObject({
      status: 'paid',
      cancelRequest: { state: 'refused', decidedAt: expect.any(String) },
      actions: ['set_meeting', 'seller_cancel'],
    });
    expect(await lastEvent()).toMatchObject({
      kind: 'cancel_refused',
      by: 'seller',
      note: 'Already on its way',
    });
    await o.conflicts('refuseCancel', o.seller, orderMessages.orders.noCancelRequest);
    await o.conflicts('requestCancel', o.buyer, orderMessages.orders.cancelRequestOpen);
  });

  it('answers 409 when there is no request, changing nothing', async () => {
    await o.conflicts('refuseCancel', o.seller, orderMessages.orders.noCancelRequest);
  });

  it('answers 400 for a reason over 300 characters, 401, 403 and 404, changing nothing', async () => {
    await o.act('requestCancel', o.buyer).expect(200);
    await o.invalid('refuseCancel', o.seller, TOO_LONG);
    const callers = { forbidden: [o.buyer, o.admin], strangers: [o.otherSeller] };
    await o.guarded('refuseCancel', {}, callers);
  });
});

describe('POST /bookings/:id/seller-cancel', () => {
  /**
   * The state a seller's cancellation leaves: refunded in full, the bike for sale again, its last
   * step a cancellation by the seller, or the acceptance of the buyer's request when there was one.
   */
  async function expectRefundedInFull(stepKind = 'cancelled_after_payment') {
    expect(await o.doc()).toMatchObject({
      status: 'refunded',
      refunded: true,
      refund: { amount: 45_000, full: true, by: 'seller', state: 'done' },
    });
    expect(await o.charge()).toMatchObject({ refunded: true, refundAmount: 45_000 });
    expect(await o.bike()).toMatchObject({ status: 'unsold' });
    expect(await o.bike()).not.toHaveProperty('soldBookingId');
    expect(await o.t.db.collection('bike_sales').countDocuments()).toBe(0);
    expect(await o.earnings()).toMatchObject({ pending: 0, available: 0, paidOut: 0 });
    expect(await balancedLedger(o.t.db, o)).toMatchObject({
      kinds: ['refund', 'sale'],
      refunded: 45_000,
    });
    expect(await o.view(o.buyer)).toMatchObject({
      status: 'refunded',
      refund: { amount: 450, full: true },
      actions: [],
    });
    expect(await lastEvent()).toMatchObject({ kind: stepKind, by: 'seller' });
  }

  it('refunds the buyer in full and puts the bike back on sale, where another buyer pays for it', async () => {
    const reason = { reason: 'The wheel broke' };
    await o.applies('sellerCancel', o.seller, reason, { status: 'refunded', refunded: 450 });
    await expectRefundedInFull();

    const bike = (await o.t.request.get(`/bikes/${o.bikeId}`).expect(200)).body as Bike;
    expect(bike).toMatchObject({ status: 'unsold' });
    const again = await bookAndPay(o.t.request, o.otherBuyer.authHeader, o.bikeId);
    expect(await o.doc(again.bookingId)).toMatchObject({ status: 'paid' });
    expect(await o.bike()).toMatchObject({ status: 'Sold' });
    expect(await o.earnings()).toMatchObject({ pending: 45_000 });
  });

  it("accepts the buyer's open request the same way", async () => {
    await o.act('requestCancel', o.buyer, { reason: 'Moving abroad' }).expect(200);
    await o.act('sellerCancel', o.seller).expect(200);
    expect((await o.view(o.seller)).cancelRequest).toMatchObject({
      state: 'accepted',
      reason: 'Moving abroad',
      decidedAt: expect.any(String),
    });
    await expectRefundedInFull('cancel_accepted');
  });

  it('answers 409 to a second cancellation and refunds once', async () => {
    await o.act('sellerCancel', o.seller).expect(200);
    await o.conflicts('sellerCancel', o.seller, orderMessages.orders.alreadyRefunded);
    await expectRefundedInFull();
  });

  it('answers 400 for a reason over 300 characters, 401, 403 and 404, changing nothing', async () => {
    await o.invalid('sellerCancel', o.seller, TOO_LONG);
    const callers = { forbidden: [o.buyer, o.admin], strangers: [o.otherSeller] };
    await o.guarded('sellerCancel', {}, callers);
  });
});

describe.each([
  ['setMeeting', 'buyer', () => ({ at: meetingAt() })],
  ['requestCancel', 'buyer', () => ({})],
  ['sellerCancel', 'seller', () => ({})],
] as const)('%s by the %s in another state', (name: EndpointName, party, body) => {
  it("answers 409 with the state's reason before payment, after completion and once disputed, changing nothing", async () => {
    const who = o[party];
    const bike = await createBikeAs(o.t.request, o.seller.authHeader);
    const unpaid = await bookBike(o.t.request, o.buyer.authHeader, bike);
    await o.conflicts(name, who, orderMessages.orders.notPaid, body(), unpaid);
    const completed = await o.payAnother();
    await o.act('confirmHandover', o.buyer, {}, completed).expect(200);
    await o.conflicts(name, who, orderMessages.orders.alreadyCompleted, body(), completed);
    await o.act('openDispute', o.buyer, DISPUTE).expect(200);
    await o.conflicts(name, who, orderMessages.orders.disputed, body());
  });
});
