import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BikeBookingOfCaller, Booking } from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../../test/helpers';
import { createBikeAs } from '../../../../test/fixtures/bikes';
import { bookBike, payBooking } from '../../../../test/fixtures/bookings';

const NOW = new Date('2025-04-02T08:00:00Z');
const HOUR = 3_600_000;
let t: TestApp, seller: SignedUp, buyer: SignedUp, otherBuyer: SignedUp;
let bikeId: string;

async function start(env: Record<string, string> = {}) {
  [t, seller, buyer, otherBuyer] = await appWithUsers(['Seller', 'Buyer', 'Buyer'], {
    clock: () => NOW,
    env,
  });
  bikeId = await createBikeAs(t.request, seller.authHeader, {
    name: 'Trek Marlin 7',
    resalePrice: 450,
  });
}

const myBooking = (who: Pick<SignedUp, 'authHeader'> | null, id = bikeId) => {
  const req = t.request.get(`/bikes/${id}/my-booking`);
  return who ? req.set(who.authHeader) : req;
};
const bookingOf = async (who: SignedUp): Promise<Booking | null> =>
  ((await myBooking(who).expect(200)).body as BikeBookingOfCaller).booking;

describe('GET /bikes/:id/my-booking', () => {
  beforeEach(() => start());

  it('answers null while the caller has not booked the bike', async () => {
    expect((await myBooking(buyer).expect(200)).body).toEqual({ booking: null });
  });

  it('answers an open booking with its price and the moment it must be paid by', async () => {
    const id = await bookBike(t.request, buyer.authHeader, bikeId);
    const booking = await bookingOf(buyer);
    expect(booking).toMatchObject({
      _id: id,
      bikeId,
      status: 'booked',
      price: 450,
      paid: false,
      availability: 'available',
      payBy: new Date(NOW.getTime() + 72 * HOUR).toISOString(),
    });
    expect(booking).not.toHaveProperty('completesBy');
    expect(booking).not.toHaveProperty('sellerContact');
    expect(booking).not.toHaveProperty('fromOffer');
  });

  it('once paid: the seller’s contact and when the order completes (the dispute window)', async () => {
    const id = await bookBike(t.request, buyer.authHeader, bikeId);
    await payBooking(t.request, buyer.authHeader, id);
    const booking = await bookingOf(buyer);
    expect(booking).toMatchObject({
      status: 'paid',
      paid: true,
      completesBy: new Date(NOW.getTime() + 7 * 24 * HOUR).toISOString(),
      sellerContact: { name: expect.any(String), email: seller.email, phone: expect.any(String) },
    });
    expect(booking).not.toHaveProperty('payBy');
    // GET /bookings/:id, the payment page's read, says the same.
    const one = await t.request.get(`/bookings/${id}`).set(buyer.authHeader).expect(200);
    expect(one.body).toMatchObject({ completesBy: booking!.completesBy });
  });

  it('says when the price was agreed in an offer', async () => {
    const id = await bookBike(t.request, buyer.authHeader, bikeId);
    await t.db
      .collection('bookings')
      .updateOne({ _id: new ObjectId(id) }, { $set: { offerId: new ObjectId() } });
    expect(await bookingOf(buyer)).toMatchObject({ fromOffer: true });
  });

  it('answers only the caller’s own booking: another buyer of the bike sees none', async () => {
    await bookBike(t.request, buyer.authHeader, bikeId);
    expect(await bookingOf(otherBuyer)).toBeNull();
  });

  it('an ended booking keeps its status and has no deadline left', async () => {
    const id = await bookBike(t.request, buyer.authHeader, bikeId);
    await t.request.post(`/bookings/${id}/cancel`).set(buyer.authHeader).expect(200);
    const booking = await bookingOf(buyer);
    expect(booking).toMatchObject({ status: 'cancelled' });
    expect(booking).not.toHaveProperty('payBy');
  });

  it('answers 404 for an unknown bike and 400 for a malformed id', async () => {
    const unknown = await myBooking(buyer, new ObjectId().toHexString()).expect(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND' });
    const malformed = await myBooking(buyer, 'not-an-id').expect(400);
    expect(malformed.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses visitors (401) and sellers (403)', async () => {
    expect((await myBooking(null).expect(401)).body).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await myBooking(seller).expect(403)).body).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('GET /bikes/:id/my-booking with other timer settings', () => {
  it('reads the payment deadline from BOOKING_EXPIRY_HOURS', async () => {
    await start({ BOOKING_EXPIRY_HOURS: '24' });
    await bookBike(t.request, buyer.authHeader, bikeId);
    expect(await bookingOf(buyer)).toMatchObject({
      payBy: new Date(NOW.getTime() + 24 * HOUR).toISOString(),
    });
  });
});
