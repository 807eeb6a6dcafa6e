import { MongoClient, ObjectId } from 'mongodb';
import { pino } from 'pino';
import supertest from 'supertest';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import {
  NEXT_CURSOR_HEADER,
  type Booking,
  type ReceivedBooking,
  errorMessages,
} from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../../test/helpers';
import { createApp } from '../../../app';
import { createBikeAs, setBikeFields } from '../../../../test/fixtures/bikes';
import { bookAndPay, bookBike, PHONE } from '../../../../test/fixtures/bookings';

let t: TestApp, seller: SignedUp, buyer: SignedUp, otherBuyer: SignedUp;

beforeEach(async () => {
  [t, seller, buyer, otherBuyer] = await appWithUsers(['Seller', 'Buyer', 'Buyer']);
});

const bike = (name: string) => createBikeAs(t.request, seller.authHeader, { name });
const myOrders = (who: SignedUp, query: Record<string, string | number> = {}) =>
  t.request
    .get('/bookings')
    .set(who.authHeader)
    .query({ email: who.email, ...query });
const orders = (res: { body: unknown }) => res.body as Booking[];

describe('GET /bookings', () => {
  it("lists the caller's bookings newest first, each with its bike's availability", async () => {
    const names = ['Open', 'Sold away', 'Deleted', 'Seller removed', 'Paid'];
    const [open, soldAway, deleted, removed, paid] = (await Promise.all(names.map(bike))) as [
      string,
      string,
      string,
      string,
      string,
    ];
    for (const id of [open, soldAway, deleted, removed])
      await bookBike(t.request, buyer.authHeader, id);
    const { intent } = await bookAndPay(t.request, buyer.authHeader, paid);
    await bookAndPay(t.request, otherBuyer.authHeader, soldAway);
    await t.request.delete(`/bikes/${deleted}`).set(seller.authHeader).expect(200);
    await setBikeFields(t.db, removed, { sellerRemoved: true });

    const res = await myOrders(buyer).expect(200);
    expect(orders(res).map((b) => [b.bike, b.availability, b.paid])).toEqual([
      ['Paid', 'available', true],
      ['Seller removed', 'removed', false],
      ['Deleted', 'removed', false],
      ['Sold away', 'sold', false],
      ['Open', 'available', false],
    ]);
    expect(orders(res)[0]).toMatchObject({
      transactionId: intent.paymentIntentId,
      email: buyer.email,
      phone: PHONE,
      sellerEmail: seller.email,
      bookedOn: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    });
    expect(orders(res)[0]).not.toHaveProperty('buyerId');
    expect(orders(res)[0]).not.toHaveProperty('intentId');
  });

  it('reads the bikes of a whole page with one $in query', async () => {
    const ids = await Promise.all(['A', 'B', 'C', 'D'].map(bike));
    for (const id of ids) await bookBike(t.request, buyer.authHeader, id);
    const client = new MongoClient(inject('mongoUri'), { monitorCommands: true });
    const finds: unknown[] = [];
    client.on('commandStarted', (e) => {
      if (e.commandName === 'find') finds.push(e.command.find);
    });
    try {
      const { app } = createApp({
        config: t.config,
        db: client.db(t.db.databaseName),
        logger: pino({ level: 'silent' }),
        identity: {
          verifyIdToken: () => Promise.reject(new Error()),
          verifyPhoneToken: () => Promise.reject(new Error()),
          disableUser: async () => {},
          deleteUser: async () => {},
          renameUser: async () => {},
        },
      });
      const res = await supertest(app)
        .get('/bookings')
        .set(buyer.authHeader)
        .query({ email: buyer.email })
        .expect(200);
      expect(orders(res)).toHaveLength(4);
      expect(finds.filter((name) => name === 'bikes')).toHaveLength(1);
    } finally {
      await client.close();
    }
  });

  it('answers an empty list to a buyer without bookings', async () => {
    await bookBike(t.request, otherBuyer.authHeader, await bike('Theirs'));
    expect((await myOrders(buyer).expect(200)).body).toEqual([]);
  });

  it('pages with limit and X-Next-Cursor', async () => {
    const ids = await Promise.all(['A', 'B', 'C'].map(bike));
    for (const id of ids) await bookBike(t.request, buyer.authHeader, id);
    const first = await myOrders(buyer, { limit: 2 }).expect(200);
    expect(orders(first).map((b) => b.bike)).toEqual(['C', 'B']);
    const cursor = first.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string;
    const rest = await myOrders(buyer, { limit: 2, cursor }).expect(200);
    expect(orders(rest).map((b) => b.bike)).toEqual(['A']);
    expect(rest.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('returns 403 FORBIDDEN for another email and 400 without one', async () => {
    const res = await myOrders(buyer, { email: otherBuyer.email }).expect(403);
    expect(res.body.code).toBe('FORBIDDEN');
    await t.request.get('/bookings').set(buyer.authHeader).expect(400);
    await myOrders(buyer, { limit: 0 }).expect(400);
  });

  it('returns 401 without a token and 403 for a seller', async () => {
    await t.request.get('/bookings').query({ email: buyer.email }).expect(401);
    await myOrders(seller).expect(403);
  });
});

describe('GET /bookings/:id', () => {
  it("answers the caller's booking with its availability", async () => {
    const bikeId = await bike('Trek');
    const id = await bookBike(t.request, buyer.authHeader, bikeId);
    const res = await t.request.get(`/bookings/${id}`).set(buyer.authHeader).expect(200);
    expect(res.body).toMatchObject({
      _id: id,
      bike: 'Trek',
      bikeId,
      price: 450,
      paid: false,
      availability: 'available',
    });
  });

  it("returns 404 NOT_FOUND for someone else's booking, as for an unknown one", async () => {
    const id = await bookBike(t.request, otherBuyer.authHeader, await bike('Theirs'));
    const theirs = await t.request.get(`/bookings/${id}`).set(buyer.authHeader).expect(404);
    const unknown = await t.request
      .get(`/bookings/${new ObjectId().toHexString()}`)
      .set(buyer.authHeader)
      .expect(404);
    expect(theirs.body).toEqual({
      code: 'NOT_FOUND',
      message: errorMessages.errors.bookingNotFound,
    });
    expect(unknown.body).toEqual(theirs.body);
  });

  it('returns 400 for a bad id, 401 without a token and 403 for a seller', async () => {
    const id = await bookBike(t.request, buyer.authHeader, await bike('Trek'));
    await t.request.get('/bookings/nope').set(buyer.authHeader).expect(400);
    await t.request.get(`/bookings/${id}`).expect(401);
    await t.request.get(`/bookings/${id}`).set(seller.authHeader).expect(403);
  });
});

describe('GET /bookings/received', () => {
  const received = (who: SignedUp, query: Record<string, string> = {}) =>
    t.request.get('/bookings/received').set(who.authHeader).query(query);

  it("lists the bookings on the seller's bikes with the paid flag, the buyer's phone once paid", async () => {
    const [trek, giant] = await Promise.all([bike('Trek'), bike('Giant')]);
    await bookBike(t.request, buyer.authHeader, trek);
    await bookAndPay(t.request, otherBuyer.authHeader, giant);
    const anotherSeller = await t.signUpAs('Seller');
    const theirs = await createBikeAs(t.request, anotherSeller.authHeader);
    await bookBike(t.request, buyer.authHeader, theirs);

    const res = await received(seller).expect(200);
    const list = res.body as ReceivedBooking[];
    expect(list.map((b) => [b.bike, b.name, b.email, b.paid])).toEqual([
      ['Giant', otherBuyer.user.name, otherBuyer.email, true],
      ['Trek', buyer.user.name, buyer.email, false],
    ]);
    expect(list[1]).toEqual({
      _id: expect.any(String),
      name: buyer.user.name,
      email: buyer.email,
      location: 'Dhanmondi, Dhaka',
      bikeId: trek,
      bike: 'Trek',
      price: 450,
      bookedOn: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      createdAt: expect.any(String),
      paid: false,
      status: 'booked',
    });
    expect(list[0]).toMatchObject({ status: 'paid', phone: PHONE });
  });

  it('filters by bike', async () => {
    const [trek, giant] = await Promise.all([bike('Trek'), bike('Giant')]);
    await bookBike(t.request, buyer.authHeader, trek);
    await bookBike(t.request, buyer.authHeader, giant);
    const res = await received(seller, { bikeId: trek }).expect(200);
    expect((res.body as ReceivedBooking[]).map((b) => b.bike)).toEqual(['Trek']);
  });

  it('returns 400 for a bad bike id, 401 without a token and 403 for a buyer or an admin', async () => {
    await received(seller, { bikeId: 'nope' }).expect(400);
    await t.request.get('/bookings/received').expect(401);
    const res = await received(buyer).expect(403);
    expect(res.body.code).toBe('FORBIDDEN');
    await received(await t.signUpAs('Admin')).expect(403);
  });
});
