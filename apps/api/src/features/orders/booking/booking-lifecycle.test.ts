import { beforeEach, describe, expect, it } from 'vitest';
import { type Booking, type ReceivedBooking, orderMessages } from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../../test/helpers';
import { createBikeAs } from '../../../../test/fixtures/bikes';
import {
  bookAndPay,
  bookBike,
  bookingDoc,
  confirmCard,
  createIntent,
  paymentDocs,
  sandboxIntentDoc,
} from '../../../../test/fixtures/bookings';

let t: TestApp, seller: SignedUp, otherSeller: SignedUp, buyer: SignedUp, otherBuyer: SignedUp;
let bikeId: string;
let bookingId: string;

beforeEach(async () => {
  [t, seller, otherSeller, buyer, otherBuyer] = await appWithUsers([
    'Seller',
    'Seller',
    'Buyer',
    'Buyer',
  ]);
  bikeId = await createBikeAs(t.request, seller.authHeader, { resalePrice: 300 });
  bookingId = await bookBike(t.request, buyer.authHeader, bikeId);
});

const cancel = (who: SignedUp, id = bookingId) =>
  t.request.post(`/bookings/${id}/cancel`).set(who.authHeader);
const decline = (who: SignedUp, body: object = {}, id = bookingId) =>
  t.request.post(`/bookings/${id}/decline`).set(who.authHeader).send(body);
const myBooking = async () =>
  (await t.request.get(`/bookings/${bookingId}`).set(buyer.authHeader).expect(200)).body as Booking;
const received = async () =>
  (await t.request.get('/bookings/received').set(seller.authHeader).expect(200))
    .body as ReceivedBooking[];

describe('POST /bookings/:id/cancel', () => {
  it('ends the buyer’s unpaid booking: both sides see it cancelled, and it can no longer be paid', async () => {
    const res = await cancel(buyer).expect(200);
    expect(res.body).toEqual({ acknowledged: true, status: 'cancelled' });
    expect(await myBooking()).toMatchObject({ status: 'cancelled', paid: false });
    expect((await myBooking()).endedAt).toEqual(expect.any(String));
    expect((await received())[0]).toMatchObject({ _id: bookingId, status: 'cancelled' });
    const pay = await t.request
      .post('/create-payment-intent')
      .set(buyer.authHeader)
      .send({ bookingId })
      .expect(409);
    expect(pay.body).toEqual({ code: 'CONFLICT', message: orderMessages.bookings.notOpen });
  });

  it('answers 409 a second time and for a paid booking, changing nothing', async () => {
    await cancel(buyer).expect(200);
    const before = await bookingDoc(t.db, bookingId);
    expect((await cancel(buyer).expect(409)).body.message).toBe(orderMessages.bookings.notOpen);
    expect(await bookingDoc(t.db, bookingId)).toEqual(before);

    const paid = await bookAndPay(
      t.request,
      buyer.authHeader,
      await createBikeAs(t.request, seller.authHeader),
    );
    const refused = await cancel(buyer, paid.bookingId).expect(409);
    expect(refused.body.message).toBe(orderMessages.bookings.alreadyPaid);
    expect(await bookingDoc(t.db, paid.bookingId)).toMatchObject({ paid: true });
  });

  it('answers 404 for another buyer’s booking and 403 for a seller, changing nothing', async () => {
    await cancel(otherBuyer).expect(404);
    await cancel(seller).expect(403);
    expect((await myBooking()).status).toBe('booked');
  });

  it('refunds a payment confirmed after the cancellation, and the bike stays for sale', async () => {
    const intent = await createIntent(t.request, buyer.authHeader, bookingId);
    await cancel(buyer).expect(200);
    const late = await confirmCard(t.request, intent).expect(409);
    expect(late.body).toMatchObject({ message: orderMessages.bookings.endedRefunded });
    expect(await sandboxIntentDoc(t.db, intent.paymentIntentId)).toMatchObject({
      refunded: true,
    });
    expect(await paymentDocs(t.db)).toEqual([]);
    expect(await myBooking()).toMatchObject({ status: 'cancelled', paid: false, refunded: true });
    const bike = await t.request.get(`/bikes/${bikeId}`).expect(200);
    expect(bike.body.availability).toBe('available');
  });
});

describe('POST /bookings/:id/decline', () => {
  it('ends a booking of the seller’s bike with the reason the buyer then reads', async () => {
    const res = await decline(seller, { reason: '  Sold at the shop  ' }).expect(200);
    expect(res.body).toEqual({ acknowledged: true, status: 'declined' });
    expect(await myBooking()).toMatchObject({
      status: 'declined',
      declineReason: 'Sold at the shop',
    });
    expect((await received())[0]).toMatchObject({ status: 'declined' });
    await cancel(buyer).expect(409);
  });

  it('needs no reason, and keeps none', async () => {
    await decline(seller).expect(200);
    expect(await myBooking()).not.toHaveProperty('declineReason');
  });

  it('answers 404 for a booking of another seller’s bike and 409 once paid or ended', async () => {
    await decline(otherSeller).expect(404);
    await cancel(buyer).expect(200);
    expect((await decline(seller).expect(409)).body.message).toBe(orderMessages.bookings.notOpen);
    expect((await myBooking()).status).toBe('cancelled');
  });

  it('refuses a reason over 300 characters with 400 and changes nothing', async () => {
    const res = await decline(seller, { reason: 'x'.repeat(301) }).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect((await myBooking()).status).toBe('booked');
  });
});

describe('a cancellation and a payment at the same instant', () => {
  it('has exactly one outcome, 20 times over: cancelled and refunded, or paid', async () => {
    for (let round = 0; round < 20; round += 1) {
      const bike = await createBikeAs(t.request, seller.authHeader);
      const id = await bookBike(t.request, buyer.authHeader, bike);
      const intent = await createIntent(t.request, buyer.authHeader, id);
      const [cancelled, paid] = await Promise.all([
        cancel(buyer, id),
        confirmCard(t.request, intent),
      ]);
      const doc = await bookingDoc(t.db, id);
      const payments = (await paymentDocs(t.db)).filter((p) => p.bookingId.toHexString() === id);
      if (cancelled.status === 200) {
        expect(paid.status, `round ${round}`).toBe(409);
        expect(doc).toMatchObject({ endedAs: 'cancelled', paid: false, refunded: true });
        expect(payments).toHaveLength(0);
      } else {
        expect([cancelled.status, paid.status], `round ${round}`).toEqual([409, 200]);
        expect(doc).toMatchObject({ paid: true });
        expect(doc).not.toHaveProperty('endedAs');
        expect(payments).toHaveLength(1);
      }
    }
  });
});

describe('after payment: contact and handover', () => {
  const handover = (who: SignedUp, id: string) =>
    t.request.post(`/bookings/${id}/handover`).set(who.authHeader);

  it("shows the seller's name, phone and email to the buyer only once paid", async () => {
    expect(await myBooking()).not.toHaveProperty('sellerContact');
    const bike = await createBikeAs(t.request, seller.authHeader, { mobile: '01799887766' });
    const { bookingId: paidId } = await bookAndPay(t.request, buyer.authHeader, bike);
    const paid = await t.request.get(`/bookings/${paidId}`).set(buyer.authHeader).expect(200);
    expect(paid.body.sellerContact).toEqual({
      name: seller.user.name,
      phone: '01799887766',
      email: seller.email,
    });
  });

  it('completes a paid order when the buyer confirms receipt, once', async () => {
    const bike = await createBikeAs(t.request, seller.authHeader);
    const { bookingId: paidId } = await bookAndPay(t.request, buyer.authHeader, bike);
    await handover(otherBuyer, paidId).expect(404);
    const res = await handover(buyer, paidId).expect(200);
    expect(res.body).toEqual({ acknowledged: true, status: 'completed' });
    const order = await t.request.get(`/bookings/${paidId}`).set(buyer.authHeader).expect(200);
    expect(order.body).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    const again = await handover(buyer, paidId).expect(409);
    expect(again.body.message).toBe(orderMessages.bookings.alreadyCompleted);
    const sellerView = await received();
    expect(sellerView.find((b) => b._id === paidId)?.status).toBe('completed');
  });

  it('answers 409 for an unpaid or cancelled booking, changing nothing', async () => {
    const unpaid = await handover(buyer, bookingId).expect(409);
    expect(unpaid.body.message).toBe(orderMessages.bookings.notPaidYet);
    await cancel(buyer).expect(200);
    await handover(buyer, bookingId).expect(409);
    expect(await myBooking()).toMatchObject({ status: 'cancelled' });
    expect(await myBooking()).not.toHaveProperty('completedAt');
  });
});
