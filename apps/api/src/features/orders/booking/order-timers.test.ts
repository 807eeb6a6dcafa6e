import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Booking, orderMessages } from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../../test/helpers';
import { createBikeAs } from '../../../../test/fixtures/bikes';
import { bookAndPay, bookBike, bookingDoc } from '../../../../test/fixtures/bookings';
import { timersAhead } from '../../../../test/fixtures/orders';

const HOUR = 3_600_000;
let t: TestApp, seller: SignedUp, buyer: SignedUp;

/**
 * An "API process" on the same database whose clock runs `aheadMs` in the future, running the
 * `orders.timers` job (test/fixtures/orders.ts): moving the app's own clock would expire the test
 * users' access tokens as well.
 */
const timers = (aheadMs: number) => timersAhead(t, aheadMs);

/** Makes a booking (and its payment) `hours` older, as if time had passed since. */
async function age(id: string, hours: number) {
  const doc = await bookingDoc(t.db, id);
  const back = (date: Date | undefined) => date && new Date(date.getTime() - hours * HOUR);
  await t.db.collection('bookings').updateOne(
    { _id: doc!._id },
    {
      $set: {
        createdAt: back(doc!.createdAt),
        ...(doc!.paidAt ? { paidAt: back(doc!.paidAt) } : {}),
      },
    },
  );
}

beforeEach(async () => {
  [t, seller, buyer] = await appWithUsers(['Seller', 'Buyer']);
});

const book = async () =>
  bookBike(t.request, buyer.authHeader, await createBikeAs(t.request, seller.authHeader));
async function expectPaymentRefusedAsExpired(bookingId: string) {
  const pay = await t.request
    .post('/create-payment-intent')
    .set(buyer.authHeader)
    .send({ bookingId })
    .expect(409);
  expect(pay.body.message).toBe(orderMessages.bookings.expired);
}
const order = async (id: string) =>
  (await t.request.get(`/bookings/${id}`).set(buyer.authHeader).expect(200)).body as Booking;

describe('expiry of unpaid bookings', () => {
  it('expires a booking unpaid after 72 hours, not one made later, and it can no longer be paid', async () => {
    const old = await book();
    const young = await book();
    await age(old, 72);
    await age(young, 24);

    expect(await timers(1000).sweep()).toEqual({ expired: 1, completed: 0 });
    expect(await order(old)).toMatchObject({ status: 'expired', endedAt: expect.any(String) });
    expect(await order(young)).toMatchObject({ status: 'booked' });
    await expectPaymentRefusedAsExpired(old);
  });

  it('expires a due booking when a payment starts, even before any sweep ran', async () => {
    const id = await book();
    await age(id, 72);
    await expectPaymentRefusedAsExpired(id);
    expect(await bookingDoc(t.db, id)).toMatchObject({ endedAs: 'expired', paid: false });
  });

  it('ends each booking once when two processes sweep at the same time', async () => {
    const ids = await Promise.all([book(), book(), book()]);
    for (const id of ids) await age(id, 73);
    const [a, b] = await Promise.all([timers(0).sweep(), timers(0).sweep()]);
    expect(a.expired + b.expired).toBe(3);
    for (const id of ids) expect((await order(id)).status).toBe('expired');
    const ends = await t.db.collection('booking_ends').countDocuments({ outcome: 'expired' });
    expect(ends).toBe(3);
  });

  it('finishes a cancellation interrupted after its claim instead of expiring the booking', async () => {
    const id = await book();
    await age(id, 80);
    const at = new Date(Date.now() - 79 * HOUR);
    await t.db
      .collection('booking_ends')
      .insertOne({ _id: new ObjectId(id), outcome: 'cancelled', at });
    expect(await timers(0).sweep()).toEqual({ expired: 0, completed: 0 });
    expect(await bookingDoc(t.db, id)).toMatchObject({ endedAs: 'cancelled', endedAt: at });
    expect(await timers(0).sweep()).toEqual({ expired: 0, completed: 0 });
  });
});

describe('automatic completion of paid orders', () => {
  it('completes a paid order 7 days after payment, not before, and only once', async () => {
    const bike = await createBikeAs(t.request, seller.authHeader);
    const { bookingId } = await bookAndPay(t.request, buyer.authHeader, bike);
    expect(await timers(7 * 24 * HOUR - 60_000).sweep()).toEqual({ expired: 0, completed: 0 });
    expect((await order(bookingId)).status).toBe('paid');

    expect(await timers(7 * 24 * HOUR + 60_000).sweep()).toEqual({ expired: 0, completed: 1 });
    expect(await order(bookingId)).toMatchObject({ status: 'completed' });
    expect(await timers(8 * 24 * HOUR).sweep()).toEqual({ expired: 0, completed: 0 });
  });

  it('leaves a paid booking alone at its payment deadline: only unpaid ones expire', async () => {
    const bike = await createBikeAs(t.request, seller.authHeader);
    const { bookingId } = await bookAndPay(t.request, buyer.authHeader, bike);
    expect((await timers(73 * HOUR).sweep()).expired).toBe(0);
    expect((await order(bookingId)).status).toBe('paid');
  });
});
