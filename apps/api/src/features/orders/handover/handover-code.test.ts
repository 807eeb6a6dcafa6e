import { beforeEach, describe, expect, it } from 'vitest';
import { toCents, orderMessages } from '@reride/shared';
import * as fx from '../../../../test/fixtures/orders';
import { HANDOVER_TRIES, newHandoverCode } from './handover-codes';

/** The handover code (docs/domain.md#handover-code): the buyer shows it, the seller enters it. */
let o: fx.PaidOrder;

beforeEach(async () => {
  o = await fx.paidOrder();
});

const { handover: texts } = orderMessages.orders;

/** Sets the meeting time as the buyer and answers the code their order page shows. */
async function meetingSet(id = o.bookingId): Promise<string> {
  await o.act('setMeeting', o.buyer, { at: fx.meetingAt(24) }, id).expect(200);
  const code = (await o.view(o.buyer, id)).handoverCode;
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** A six-digit code other than `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const enter = (code: string, who = o.seller, id = o.bookingId) =>
  o.act('enterHandoverCode', who, { code }, id);

describe('the handover code on the order page', () => {
  it('shows the buyer a code once a meeting time is set, and never to the seller or an administrator', async () => {
    expect((await o.view(o.buyer)).handoverCode).toBeUndefined();
    expect((await o.view(o.seller)).actions).not.toContain('enter_handover_code');

    const code = await meetingSet();
    // The same code on every visit and after the meeting moves.
    await o.act('setMeeting', o.seller, { at: fx.meetingAt(48) }).expect(200);
    expect((await o.view(o.buyer)).handoverCode).toBe(code);
    const seller = await o.view(o.seller);
    expect(seller.handoverCode).toBeUndefined();
    expect(seller.actions).toEqual(['enter_handover_code', 'set_meeting', 'seller_cancel']);
    expect((await o.view(o.admin)).handoverCode).toBeUndefined();
    // Nor in any other answer about the order.
    for (const res of [
      await o.act('listReceivedBookings', o.seller),
      await o.act('getBooking', o.buyer),
      await fx.callAs(o.t, 'listOrders', o.admin),
    ]) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain(code);
    }
  });

  it('issues the code on the buyer’s visit when an order has a meeting time but no code yet', async () => {
    await o.act('setMeeting', o.buyer, { at: fx.meetingAt(24) }).expect(200);
    await o.t.db
      .collection('bookings')
      .updateOne({ _id: (await o.doc())!._id }, { $unset: { handover: '' } });
    const code = (await o.view(o.buyer)).handoverCode;
    expect(code).toMatch(/^\d{6}$/);
    expect((await o.doc())?.handover?.code).toBe(code);
  });

  it('makes six digits from the whole range', () => {
    const codes = new Set(Array.from({ length: 200 }, newHandoverCode));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
  });
});

describe('POST /bookings/:id/handover-code', () => {
  it('completes the order with the right code exactly as the buyer’s confirmation does', async () => {
    const code = await meetingSet();
    await o.applies('enterHandoverCode', o.seller, { code: ` ${code} ` }, { status: 'completed' });
    const doc = (await o.doc())!;
    expect(doc.status).toBe('completed');
    expect(doc.completedAt).toBeInstanceOf(Date);
    expect(doc.events?.filter((e) => e.kind === 'completed')).toEqual([
      { kind: 'completed', at: doc.completedAt, by: 'seller' },
    ]);
    // The ledger moves the sale to available, as after "I received the bike".
    const ledger = await fx.balancedLedger(o.t.db, o);
    expect(ledger.kinds).toEqual(['completion', 'sale']);
    expect(ledger.available).toBe(toCents(o.price));
    expect((await o.earnings()).available).toBe(toCents(o.price));
    const buyer = await o.view(o.buyer);
    expect(buyer).toMatchObject({ status: 'completed', actions: [] });
    expect(buyer.handoverCode).toBeUndefined();
    expect(orderMessages.orders.describeEvent(buyer.events.at(-1)!, 'buyer').sentence).toBe(
      'The seller entered the handover code at the handover: the order was completed.',
    );

    // Once only: the code and the buyer's button both answer 409 now.
    await o.conflicts('enterHandoverCode', o.seller, orderMessages.orders.alreadyCompleted, {
      code,
    });
    await o.conflicts('confirmHandover', o.buyer, orderMessages.bookings.alreadyCompleted);
  });

  it('answers 400 for a wrong code without saying the right one, and counts the try', async () => {
    const code = await meetingSet();
    const res = await enter(otherThan(code)).expect(400);
    expect(res.body).toEqual({
      code: 'VALIDATION_FAILED',
      message: texts.wrongCode,
      details: [{ path: 'code', message: texts.wrongCode }],
    });
    expect(JSON.stringify(res.body)).not.toContain(code);
    expect(await o.doc()).toMatchObject({ status: 'paid', handover: { code, tries: 1 } });
  });

  it('locks the code for 15 minutes after five wrong tries, even for the right code', async () => {
    const code = await meetingSet();
    for (let i = 1; i < HANDOVER_TRIES; i += 1) await enter(otherThan(code)).expect(400);
    const fifth = await enter(otherThan(code)).expect(429);
    expect(fifth.body).toEqual({ code: 'RATE_LIMITED', message: texts.locked });
    const locked = await o.refused(() => enter(code), 429, texts.locked);
    expect(JSON.stringify(locked.body)).not.toContain(code);
    const { lockedUntil, issuedAt } = (await o.doc())!.handover!;
    expect(lockedUntil!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(lockedUntil!.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(issuedAt).toBeInstanceOf(Date);

    // Once the 15 minutes are over, the right code completes the order.
    await o.t.db
      .collection('bookings')
      .updateOne(
        { _id: (await o.doc())!._id },
        { $set: { 'handover.lockedUntil': new Date(Date.now() - 1_000) } },
      );
    await o.applies('enterHandoverCode', o.seller, { code }, { status: 'completed' });
  });

  it('compares at most five tries of one window, however many arrive at once', async () => {
    const code = await meetingSet();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => enter(otherThan(code)).then((r) => r.status)),
    );
    expect(answers.filter((s) => s === 400)).toHaveLength(HANDOVER_TRIES - 1);
    expect(answers.filter((s) => s === 429)).toHaveLength(12 - HANDOVER_TRIES + 1);
    await enter(code).expect(429);
  });

  it('answers 409 before a meeting time and on an order past paid, changing nothing', async () => {
    await o.conflicts('enterHandoverCode', o.seller, texts.noCode, { code: '123456' });
    const code = await meetingSet();
    await o.act('openDispute', o.buyer, fx.DISPUTE).expect(200);
    await o.conflicts('enterHandoverCode', o.seller, orderMessages.orders.disputed, { code });

    const refunded = await o.payAnother();
    const second = await meetingSet(refunded);
    await o.act('sellerCancel', o.seller, { reason: '' }, refunded).expect(200);
    await o.conflicts(
      'enterHandoverCode',
      o.seller,
      orderMessages.orders.alreadyRefunded,
      { code: second },
      refunded,
    );
  });

  it('answers 400 for anything but six digits, changing nothing', async () => {
    await meetingSet();
    for (const body of [{}, { code: '12345' }, { code: '1234567' }, { code: '12a456' }]) {
      await o.invalid('enterHandoverCode', o.seller, body);
    }
    await o.invalid('enterHandoverCode', o.seller, { code: '123456', extra: 1 });
  });

  it('answers 401, 403 for the buyer and an administrator, 404 for another seller', async () => {
    const code = await meetingSet();
    const callers = { forbidden: [o.buyer, o.admin, o.otherBuyer], strangers: [o.otherSeller] };
    await o.guarded('enterHandoverCode', { code }, callers);
    await o.refused(() => enter(code, o.seller, '0123456789abcdef01234567'), 404);
  });
});
