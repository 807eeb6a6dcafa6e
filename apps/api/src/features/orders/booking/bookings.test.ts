import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { type InsertResult, commonMessages, orderMessages, errorMessages } from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../../test/helpers';
import { createBikeAs, insertBikes, setBikeFields } from '../../../../test/fixtures/bikes';
import { bookingDoc, PHONE } from '../../../../test/fixtures/bookings';

const NOW = new Date('2025-04-02T08:00:00Z');
let t: TestApp, seller: SignedUp, buyer: SignedUp;
let bikeId: string;

beforeEach(async () => {
  [t, seller, buyer] = await appWithUsers(['Seller', 'Buyer'], { clock: () => NOW });
  bikeId = await createBikeAs(t.request, seller.authHeader, {
    name: 'Trek Marlin 7',
    resalePrice: 450.5,
  });
});

const book = (who: Pick<SignedUp, 'authHeader'> | null, body: object) => {
  const req = t.request.post('/bookings');
  return (who ? req.set(who.authHeader) : req).send(body);
};
const insertedId = (res: { body: unknown }) => (res.body as InsertResult).insertedId;
const valid = () => ({ bikeId, phone: PHONE, location: 'Dhanmondi, Dhaka' });
const bookingCount = () => t.db.collection('bookings').countDocuments();

describe('POST /bookings', () => {
  it('creates the booking from the caller and the bike records, unpaid, booked today', async () => {
    const res = await book(buyer, valid()).expect(201);
    expect(res.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const doc = await bookingDoc(t.db, insertedId(res));
    expect(doc).toMatchObject({
      name: buyer.user.name,
      email: buyer.email,
      bike: 'Trek Marlin 7',
      price: 450.5,
      sellerEmail: seller.email,
      phone: PHONE,
      location: 'Dhanmondi, Dhaka',
      bookedOn: '02/04/2025',
      createdAt: NOW,
      paid: false,
      refunded: false,
    });
    expect(doc!.img).toMatch(/\/images\/[0-9a-f]{24}$/);
    expect(doc!.bikeId.toHexString()).toBe(bikeId);
    expect(doc!.sellerId.toHexString()).toBe(seller.user._id);
    expect(doc!.buyerId.toHexString()).toBe(buyer.user._id);
  });

  it("ignores the spec's other fields: name, email, price and seller come from the records", async () => {
    const forged = {
      ...valid(),
      name: 'Mallory',
      email: 'mallory@example.com',
      price: 1,
      bike: 'Free bike',
      sellerEmail: 'mallory@example.com',
      bookedOn: '01/01/2000',
      paid: true,
    };
    const res = await book(buyer, forged).expect(201);
    expect(await bookingDoc(t.db, insertedId(res))).toMatchObject({
      name: buyer.user.name,
      email: buyer.email,
      price: 450.5,
      bike: 'Trek Marlin 7',
      sellerEmail: seller.email,
      bookedOn: '02/04/2025',
      paid: false,
    });
  });

  it('accepts a booking without a meeting location', async () => {
    const res = await book(buyer, { bikeId, phone: PHONE }).expect(201);
    expect((await bookingDoc(t.db, insertedId(res)))!.location).toBe('');
  });

  it.each([
    ['no phone', { phone: undefined }, 'phone', commonMessages.validation.requiredField],
    [
      'a phone that is not a number',
      { phone: '01711-abc' },
      'phone',
      commonMessages.validation.phoneNumeric,
    ],
    ['a bad bike id', { bikeId: 'nope' }, 'bikeId', commonMessages.validation.invalidId],
    [
      'an object for a bike id',
      { bikeId: { $ne: null } },
      'bikeId',
      commonMessages.validation.invalidId,
    ],
  ])('returns 400 VALIDATION_FAILED for %s', async (_label, change, path, message) => {
    const res = await book(buyer, { ...valid(), ...change }).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(res.body.details).toContainEqual({ path, message });
    expect(await bookingCount()).toBe(0);
  });

  it('returns 401 UNAUTHENTICATED without a token', async () => {
    const res = await book(null, valid()).expect(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('returns 403 FORBIDDEN for a seller or an admin', async () => {
    const admin = await t.signUpAs('Admin');
    for (const who of [seller, admin]) {
      expect((await book(who, valid()).expect(403)).body.code).toBe('FORBIDDEN');
    }
    expect(await bookingCount()).toBe(0);
  });

  it('returns 404 NOT_FOUND for an unknown bike', async () => {
    const res = await book(buyer, { ...valid(), bikeId: new ObjectId().toHexString() });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: errorMessages.errors.bikeNotFound });
  });

  it('returns 403 FORBIDDEN when the buyer books their own bike', async () => {
    const [own] = await insertBikes(t.db, { ...buyer.user }, 1);
    const res = await book(buyer, { ...valid(), bikeId: own }).expect(403);
    expect(res.body).toEqual({ code: 'FORBIDDEN', message: orderMessages.bookings.ownBike });
  });

  it('returns 409 CONFLICT when the bike is already sold', async () => {
    await setBikeFields(t.db, bikeId, { status: 'Sold' });
    const res = await book(buyer, valid()).expect(409);
    expect(res.body).toEqual({ code: 'CONFLICT', message: orderMessages.bookings.bikeSold });
    expect(await bookingCount()).toBe(0);
  });

  it('returns 409 CONFLICT when the seller deleted the bike', async () => {
    await t.request.delete(`/bikes/${bikeId}`).set(seller.authHeader).expect(200);
    const res = await book(buyer, valid()).expect(409);
    expect(res.body).toEqual({ code: 'CONFLICT', message: orderMessages.bookings.bikeUnavailable });
  });

  it('returns 409 CONFLICT when an admin removed the seller', async () => {
    const admin = await t.signUpAs('Admin');
    await t.request.delete(`/sellers/${seller.user._id}`).set(admin.authHeader).expect(200);
    const res = await book(buyer, valid()).expect(409);
    expect(res.body).toEqual({ code: 'CONFLICT', message: orderMessages.bookings.bikeUnavailable });
  });

  it('returns 409 CONFLICT to a second booking of the same bike by the same buyer', async () => {
    await book(buyer, valid()).expect(201);
    const res = await book(buyer, { ...valid(), phone: '01899999999' }).expect(409);
    expect(res.body).toEqual({ code: 'CONFLICT', message: orderMessages.bookings.alreadyBooked });
    expect(await bookingCount()).toBe(1);
  });

  it('keeps one booking when the same buyer books twice at once', async () => {
    const answers = await Promise.all([book(buyer, valid()), book(buyer, valid())]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await bookingCount()).toBe(1);
  });

  it('lets two buyers book the same bike', async () => {
    const other = await t.signUpAs('Buyer');
    await book(buyer, valid()).expect(201);
    await book(other, valid()).expect(201);
    expect(await bookingCount()).toBe(2);
  });
});
