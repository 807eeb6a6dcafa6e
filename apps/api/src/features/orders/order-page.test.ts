import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderMessages } from '@reride/shared';
import { createBikeAs } from '../../../test/fixtures/bikes';
import { bookBike } from '../../../test/fixtures/bookings';
import {
  callAs,
  DISPUTE,
  paidOrder,
  type PaidOrder,
  type Who,
} from '../../../test/fixtures/orders';

let o: PaidOrder;

beforeEach(async () => {
  o = await paidOrder();
});

const getOrder = (who: Who, id = o.bookingId) => callAs(o.t, 'getOrder', who, { params: { id } });

describe('GET /orders/:id', () => {
  it("shows the buyer the paid order with the seller's contact, its timeline and the buyer's actions", async () => {
    const order = await o.view(o.buyer);
    expect(order).toMatchObject({
      _id: o.bookingId,
      viewer: 'buyer',
      status: 'paid',
      bikeId: o.bikeId,
      price: 450,
      paidAt: expect.any(String),
      buyer: { email: o.buyer.email },
      seller: { email: o.seller.email, phone: '01711223344' },
      actions: ['confirm_handover', 'set_meeting', 'request_cancel', 'open_dispute'],
    });
    expect(order.events.map((e) => [e.kind, e.by])).toEqual([
      ['booked', 'buyer'],
      ['paid', 'buyer'],
    ]);
  });

  it('shows the seller and an administrator the same order with their own actions', async () => {
    expect(await o.view(o.seller)).toMatchObject({
      viewer: 'seller',
      buyer: { email: o.buyer.email, phone: '01711223344' },
      actions: ['set_meeting', 'seller_cancel'],
    });
    expect(await o.view(o.admin)).toMatchObject({ viewer: 'admin', actions: [] });
  });

  it('names each party with their profile id while they are on ReRide, never once removed', async () => {
    expect(await o.view(o.admin)).toMatchObject({
      buyer: { profileId: o.buyer.user._id },
      seller: { profileId: o.seller.user._id },
    });
    await o.t.db
      .collection('users')
      .updateOne({ _id: new ObjectId(o.buyer.user._id) }, { $set: { deletedAt: new Date() } });
    const order = await o.view(o.admin);
    expect(order.buyer).not.toHaveProperty('profileId');
    expect(order.seller).toMatchObject({ profileId: o.seller.user._id });
  });

  it("keeps the seller's phone from the buyer of an unpaid order, who may pay or cancel", async () => {
    const bike = await createBikeAs(o.t.request, o.seller.authHeader);
    const unpaid = await bookBike(o.t.request, o.buyer.authHeader, bike);
    const order = await o.view(o.buyer, unpaid);
    expect(order).toMatchObject({ status: 'booked', actions: ['pay', 'cancel'] });
    expect(order.seller).not.toHaveProperty('phone');
  });

  it('answers 404 for anyone but its buyer, its seller and an administrator', async () => {
    for (const stranger of [o.otherBuyer, o.otherSeller]) {
      const res = await getOrder(stranger).expect(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: orderMessages.orders.notFound });
    }
  });

  it('answers 401 without a token, 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await getOrder(null).expect(401)).body.code).toBe('UNAUTHENTICATED');
    await getOrder(o.admin, '0123456789abcdef01234567').expect(404);
    expect((await getOrder(o.admin, 'not-an-id').expect(400)).body.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /orders (administrator)', () => {
  it('lists every order newest first, and only those in one state with ?status=', async () => {
    const second = await o.payAnother(o.otherBuyer);
    await o.act('confirmHandover', o.otherBuyer, {}, second).expect(200);
    const ids = (list: { _id: string }[]) => list.map((row) => row._id);

    expect(ids(await o.list('listOrders'))).toEqual([second, o.bookingId]);
    expect(ids(await o.list('listOrders', { status: 'paid' }))).toEqual([o.bookingId]);
    const completed = await o.list('listOrders', { status: 'completed' });
    expect(completed).toEqual([
      expect.objectContaining({
        _id: second,
        status: 'completed',
        buyerEmail: o.otherBuyer.email,
        sellerEmail: o.seller.email,
      }),
    ]);
    expect(await o.list('listOrders', { status: 'refunded' })).toEqual([]);
  });
});

describe('GET /disputes (administrator)', () => {
  it('lists open disputes oldest first, and decided ones under ?state=decided', async () => {
    const second = await o.payAnother(o.otherBuyer);
    const third = await o.payAnother();
    await o.act('openDispute', o.buyer, DISPUTE).expect(200);
    await o.act('openDispute', o.otherBuyer, DISPUTE, second).expect(200);
    await o.act('openDispute', o.buyer, DISPUTE, third).expect(200);
    await o.act('closeDispute', o.admin, { note: 'Handed over as agreed' }, second).expect(200);

    const open = await o.list('listDisputes');
    expect(open.map((row) => row._id)).toEqual([o.bookingId, third]);
    expect(open[0]).toMatchObject({ status: 'disputed', dispute: { state: 'open', ...DISPUTE } });
    const decided = await o.list('listDisputes', { state: 'decided' });
    expect(decided).toEqual([
      expect.objectContaining({
        _id: second,
        status: 'completed',
        dispute: expect.objectContaining({ state: 'closed', resolution: 'Handed over as agreed' }),
      }),
    ]);
  });
});

describe.each([
  ['listOrders', { status: 'lost' }],
  ['listDisputes', { state: 'pending' }],
] as const)('%s', (name, unknownState) => {
  it('answers 400 for an unknown state, 403 to other roles and 401 without a token', async () => {
    const list = (who: Who, query = {}) => callAs(o.t, name, who, { query });
    const res = await list(o.admin, unknownState).expect(400);
    expect((res.body as { code: string }).code).toBe('VALIDATION_FAILED');
    for (const who of [o.buyer, o.seller]) await list(who).expect(403);
    await list(null).expect(401);
  });
});
