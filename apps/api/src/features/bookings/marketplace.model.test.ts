import fc from 'fast-check';
import { ObjectId } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORY_ID, TEST_CARDS, toCents, type Bike } from '@reride/shared';
import type { PaymentDoc } from '../../db/collections';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createFirebaseUser, uniqueEmail } from '../../../test/firebase-emulator';
import { bikeBody, uploadImage } from '../../../test/fixtures/bikes';
import { cardBody, PHONE, type IntentAnswer } from '../../../test/fixtures/bookings';

/**
 * Model-based test of the bike and order lifecycle: random sequences of sellers
 * listing, advertising and deleting, buyers booking, paying through the sandbox, cancelling and
 * confirming receipt, sellers declining, admins
 * removing sellers or deleting reported bikes, each checked against a small model, then the
 * invariants checked on the real API and database after every step.
 */

interface ModelBike {
  id: string;
  seller: number;
  cents: number;
  advertised: boolean;
  sold: boolean;
  deleted: boolean;
  sellerRemoved: boolean;
  /** Buyer index → booking id. */
  bookings: Map<number, string>;
  paidBooking: string | null;
  /** Bookings ended before payment (cancelled by the buyer or declined by the seller). */
  ended: Set<string>;
  completed: boolean;
}

interface Model {
  bikes: ModelBike[];
  sellerRemoved: boolean[];
}

interface Person {
  id: string;
  auth: { Authorization: string };
}

interface Real {
  t: TestApp;
  sellers: Person[];
  buyers: Person[];
  admin: Person;
  images: string[];
}

const listed = (b: ModelBike) => !b.sold && !b.deleted && !b.sellerRemoved;
const pick = (model: Model, index: number) => model.bikes[index % model.bikes.length]!;

async function register(t: TestApp, role: 'Buyer' | 'Seller' | 'Admin'): Promise<Person> {
  const firebase = await createFirebaseUser({ email: uniqueEmail(`model-${role.toLowerCase()}`) });
  const idAuth = { Authorization: `Bearer ${firebase.idToken}` };
  const userType = role === 'Seller' ? 'Seller' : 'Buyer';
  const created = await t.request
    .post('/users')
    .set(idAuth)
    .send({ name: role, userType })
    .expect(200);
  const id = (created.body as { user: { _id: string } }).user._id;
  if (role === 'Admin') {
    await t.db
      .collection('users')
      .updateOne({ _id: new ObjectId(id) }, { $set: { userType: 'Admin' } });
  }
  const token = await t.request
    .get('/jwt')
    .query({ email: firebase.email })
    .set(idAuth)
    .expect(200);
  return {
    id,
    auth: { Authorization: `Bearer ${(token.body as { accessToken: string }).accessToken}` },
  };
}

class CreateBike implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly seller: number,
    readonly cents: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const body = bikeBody(real.images[this.seller]!, {
      resalePrice: this.cents / 100,
      originalPrice: this.cents / 100,
    });
    const res = await real.t.request.post('/bikes').set(real.sellers[this.seller]!.auth).send(body);
    if (model.sellerRemoved[this.seller]) return void expect(res.status).toBe(401);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = (res.body as { insertedId: string }).insertedId;
    model.bikes.push({
      id,
      seller: this.seller,
      cents: this.cents,
      advertised: false,
      sold: false,
      deleted: false,
      sellerRemoved: false,
      bookings: new Map(),
      paidBooking: null,
      ended: new Set(),
      completed: false,
    });
  }
  toString = () => `CreateBike(seller ${this.seller}, ${this.cents / 100})`;
}

class ToggleAdvertised implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly seller: number,
    readonly bike: number,
  ) {}
  check = (m: Readonly<Model>) => m.bikes.length > 0;
  async run(model: Model, real: Real) {
    const bike = pick(model, this.bike);
    const res = await real.t.request
      .patch(`/bikes/${bike.id}`)
      .set(real.sellers[this.seller]!.auth)
      .send({});
    const expected = model.sellerRemoved[this.seller]
      ? 401
      : bike.deleted
        ? 404
        : bike.seller !== this.seller
          ? 403
          : !bike.advertised && bike.sold
            ? 409
            : 200;
    expect(res.status, JSON.stringify(res.body)).toBe(expected);
    if (expected === 200) {
      bike.advertised = !bike.advertised;
      expect((res.body as { advertised: boolean }).advertised).toBe(bike.advertised);
    }
  }
  toString = () => `ToggleAdvertised(seller ${this.seller}, bike #${this.bike})`;
}

class DeleteBike implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly seller: number,
    readonly bike: number,
  ) {}
  check = (m: Readonly<Model>) => m.bikes.length > 0;
  async run(model: Model, real: Real) {
    const bike = pick(model, this.bike);
    const res = await real.t.request
      .delete(`/bikes/${bike.id}`)
      .set(real.sellers[this.seller]!.auth);
    const expected = model.sellerRemoved[this.seller]
      ? 401
      : bike.deleted
        ? 404
        : bike.seller !== this.seller
          ? 403
          : 200;
    expect(res.status, JSON.stringify(res.body)).toBe(expected);
    if (expected === 200) bike.deleted = true;
  }
  toString = () => `DeleteBike(seller ${this.seller}, bike #${this.bike})`;
}

class Book implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly buyer: number,
    readonly bike: number,
  ) {}
  check = (m: Readonly<Model>) => m.bikes.length > 0;
  async run(model: Model, real: Real) {
    const bike = pick(model, this.bike);
    const res = await real.t.request
      .post('/bookings')
      .set(real.buyers[this.buyer]!.auth)
      .send({ bikeId: bike.id, phone: PHONE });
    const expected = !listed(bike) || bike.bookings.has(this.buyer) ? 409 : 201;
    expect(res.status, JSON.stringify(res.body)).toBe(expected);
    if (expected === 201)
      bike.bookings.set(this.buyer, (res.body as { insertedId: string }).insertedId);
  }
  toString = () => `Book(buyer ${this.buyer}, bike #${this.bike})`;
}

/** A seller may not book at all, their own bike least of all. */
class SellerBooksOwn implements fc.AsyncCommand<Model, Real> {
  constructor(readonly bike: number) {}
  check = (m: Readonly<Model>) => m.bikes.length > 0;
  async run(model: Model, real: Real) {
    const bike = pick(model, this.bike);
    const res = await real.t.request
      .post('/bookings')
      .set(real.sellers[bike.seller]!.auth)
      .send({ bikeId: bike.id, phone: PHONE });
    expect(res.status).toBe(model.sellerRemoved[bike.seller] ? 401 : 403);
  }
  toString = () => `SellerBooksOwn(bike #${this.bike})`;
}

class Pay implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly buyer: number,
    readonly bike: number,
    readonly declined: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.bikes.some((b) => b.bookings.size > 0);
  async run(model: Model, real: Real) {
    const booked = model.bikes.filter((b) => b.bookings.size > 0);
    const bike = booked[this.bike % booked.length]!;
    const [buyer, bookingId] =
      [...bike.bookings].find(([b]) => b === this.buyer) ?? [...bike.bookings][0]!;
    const auth = real.buyers[buyer]!.auth;
    const intentRes = await real.t.request
      .post('/create-payment-intent')
      .set(auth)
      .send({ bookingId });
    if (!listed(bike) || bike.ended.has(bookingId))
      return void expect(intentRes.status, JSON.stringify(intentRes.body)).toBe(409);
    expect(intentRes.status, JSON.stringify(intentRes.body)).toBe(200);
    const intent = intentRes.body as IntentAnswer & { amount: number };
    expect(intent.amount).toBe(bike.cents);
    const card = this.declined ? TEST_CARDS.declined : TEST_CARDS.success;
    const confirm = await real.t.request
      .post(`/sandbox/payment-intents/${intent.paymentIntentId}/confirm`)
      .send(cardBody(intent.clientSecret, card));
    if (this.declined) return void expect(confirm.status).toBe(402);
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    const paid = await real.t.request
      .post('/payments')
      .set(auth)
      .send({ bookingId, transactionId: intent.paymentIntentId });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    bike.sold = true;
    bike.paidBooking = bookingId;
  }
  toString = () =>
    `Pay(buyer ${this.buyer}, booked bike #${this.bike}, ${this.declined ? 'declined' : 'good'} card)`;
}

/** A booked bike and one of its bookings, chosen by index. */
function bookingOf(model: Model, bikeIndex: number, buyer: number) {
  const booked = model.bikes.filter((b) => b.bookings.size > 0);
  const bike = booked[bikeIndex % booked.length]!;
  const entries = [...bike.bookings];
  const [owner, bookingId] = entries.find(([b]) => b === buyer) ?? entries[0]!;
  return { bike, owner, bookingId };
}

/** The buyer cancels, or the bike's seller declines: only while unpaid and open. */
class EndBooking implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly bySeller: boolean,
    readonly buyer: number,
    readonly bike: number,
  ) {}
  check = (m: Readonly<Model>) => m.bikes.some((b) => b.bookings.size > 0);
  async run(model: Model, real: Real) {
    const { bike, owner, bookingId } = bookingOf(model, this.bike, this.buyer);
    const res = this.bySeller
      ? await real.t.request
          .post(`/bookings/${bookingId}/decline`)
          .set(real.sellers[bike.seller]!.auth)
          .send({ reason: 'model' })
      : await real.t.request.post(`/bookings/${bookingId}/cancel`).set(real.buyers[owner]!.auth);
    const open = bike.paidBooking !== bookingId && !bike.ended.has(bookingId);
    const removed = this.bySeller && model.sellerRemoved[bike.seller];
    expect(res.status, JSON.stringify(res.body)).toBe(removed ? 401 : open ? 200 : 409);
    if (!removed && open) bike.ended.add(bookingId);
  }
  toString = () =>
    `${this.bySeller ? 'Decline' : 'Cancel'}(buyer ${this.buyer}, booked bike #${this.bike})`;
}

/** The buyer of a paid booking confirms receipt, once. */
class ConfirmHandover implements fc.AsyncCommand<Model, Real> {
  constructor(readonly bike: number) {}
  check = (m: Readonly<Model>) => m.bikes.some((b) => b.bookings.size > 0);
  async run(model: Model, real: Real) {
    const { bike, owner, bookingId } = bookingOf(model, this.bike, -1);
    const res = await real.t.request
      .post(`/bookings/${bookingId}/handover`)
      .set(real.buyers[owner]!.auth);
    const paid = bike.paidBooking === bookingId;
    expect(res.status, JSON.stringify(res.body)).toBe(paid && !bike.completed ? 200 : 409);
    if (paid) bike.completed = true;
  }
  toString = () => `ConfirmHandover(booked bike #${this.bike})`;
}

class RemoveSeller implements fc.AsyncCommand<Model, Real> {
  constructor(readonly seller: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const res = await real.t.request
      .delete(`/sellers/${real.sellers[this.seller]!.id}`)
      .set(real.admin.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(model.sellerRemoved[this.seller] ? 404 : 200);
    model.sellerRemoved[this.seller] = true;
    for (const bike of model.bikes) if (bike.seller === this.seller) bike.sellerRemoved = true;
  }
  toString = () => `RemoveSeller(${this.seller})`;
}

class ReportThenAdminDeletes implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly buyer: number,
    readonly bike: number,
  ) {}
  check = (m: Readonly<Model>) => m.bikes.length > 0;
  async run(model: Model, real: Real) {
    const bike = pick(model, this.bike);
    const report = await real.t.request
      .patch(`/reported/${bike.id}`)
      .set(real.buyers[this.buyer]!.auth)
      .send({ reason: 'model' });
    expect(report.status, JSON.stringify(report.body)).toBe(bike.deleted ? 404 : 200);
    const removed = await real.t.request.delete(`/reported/${bike.id}`).set(real.admin.auth);
    expect(removed.status, JSON.stringify(removed.body)).toBe(bike.deleted ? 404 : 200);
    bike.deleted = true;
  }
  toString = () => `ReportThenAdminDeletes(buyer ${this.buyer}, bike #${this.bike})`;
}

/** What the API and the database show must be what the model says, after every step. */
async function checkInvariants(model: Model, real: Real) {
  const { request, db } = real.t;
  const ids = new Set(model.bikes.map((b) => b.id));
  const shown = async (path: string) =>
    ((await request.get(path).query({ limit: 100 }).expect(200)).body as Bike[])
      .map((b) => b._id)
      .filter((id) => ids.has(id))
      .sort();
  const expectListed = model.bikes
    .filter(listed)
    .map((b) => b.id)
    .sort();
  expect(await shown(`/bikes/category/${DEFAULT_CATEGORY_ID}`)).toEqual(expectListed);
  expect(await shown('/bikes/advertised')).toEqual(
    model.bikes
      .filter((b) => listed(b) && b.advertised)
      .map((b) => b.id)
      .sort(),
  );

  for (const bike of model.bikes) {
    const bikeId = new ObjectId(bike.id);
    const payments = await db.collection<PaymentDoc>('payments').find({ bikeId }).toArray();
    const paid = await db.collection('bookings').find({ bikeId, paid: true }).toArray();
    const doc = await db.collection('bikes').findOne({ _id: bikeId });
    expect(doc?.status, `bike ${bike.id}`).toBe(bike.sold ? 'Sold' : 'unsold');
    expect(payments).toHaveLength(bike.sold ? 1 : 0);
    expect(paid.map((b) => b._id.toHexString())).toEqual(
      bike.paidBooking ? [bike.paidBooking] : [],
    );
    for (const payment of payments) {
      expect(payment.bookingId.toHexString()).toBe(bike.paidBooking);
      expect(payment.amount).toBe(bike.cents);
      expect(toCents(payment.price)).toBe(bike.cents);
    }
    const bookings = await db.collection('bookings').find({ bikeId }).toArray();
    expect(bookings).toHaveLength(bike.bookings.size);
    for (const booking of bookings) {
      const id = booking._id.toHexString();
      expect(toCents(booking.price as number)).toBe(bike.cents);
      // An ended booking is never paid; a paid one completes only by its buyer's confirmation.
      expect(booking.endedAs !== undefined, `booking ${id} ended`).toBe(bike.ended.has(id));
      if (bike.ended.has(id)) expect(booking.paid).toBe(false);
      const completed = id === bike.paidBooking && bike.completed;
      expect(booking.completedAt !== undefined, `booking ${id} completed`).toBe(completed);
    }
  }
}

const SELLERS = 2;
const BUYERS = 2;
const createBike = fc
  .tuple(fc.nat(SELLERS - 1), fc.integer({ min: 2000, max: 100_000_000 }))
  .map(([s, c]) => new CreateBike(s, c));
const book = fc.tuple(fc.nat(BUYERS - 1), fc.nat()).map(([u, b]) => new Book(u, b));
const pay = fc
  .tuple(fc.nat(BUYERS - 1), fc.nat(), fc.boolean())
  .map(([u, b, d]) => new Pay(u, b, d));
/** One weighted choice: fc.commands alone would pick every kind of action equally often. */
const commands = [
  fc.oneof(
    { weight: 4, arbitrary: createBike },
    { weight: 4, arbitrary: book },
    { weight: 4, arbitrary: pay },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.nat(SELLERS - 1), fc.nat())
        .map(([s, b]) => new ToggleAdvertised(s, b)),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.nat(SELLERS - 1), fc.nat()).map(([s, b]) => new DeleteBike(s, b)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.boolean(), fc.nat(BUYERS - 1), fc.nat())
        .map(([s, u, b]) => new EndBooking(s, u, b)),
    },
    { weight: 2, arbitrary: fc.nat().map((b) => new ConfirmHandover(b)) },
    { weight: 1, arbitrary: fc.nat().map((b) => new SellerBooksOwn(b)) },
    { weight: 1, arbitrary: fc.nat(SELLERS - 1).map((s) => new RemoveSeller(s)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.nat(BUYERS - 1), fc.nat())
        .map(([u, b]) => new ReportThenAdminDeletes(u, b)),
    },
  ),
];

/** Wraps each command so that the invariants are checked after it. */
function checked(command: fc.AsyncCommand<Model, Real>): fc.AsyncCommand<Model, Real> {
  return {
    check: (m) => command.check(m),
    async run(model, real) {
      await command.run(model, real);
      await checkInvariants(model, real);
    },
    toString: () => command.toString(),
  };
}

const SEED = Number(process.env.MODEL_SEED ?? Date.now() % 2 ** 31);
let shared: { t: TestApp; buyers: Person[]; admin: Person } | undefined;

afterAll(() => {
  shared = undefined;
});

describe('bike and order lifecycle (model-based, real API on the embedded database)', () => {
  it(`keeps every sale single, paid and priced in cents, whatever the sequence (seed ${SEED})`, async () => {
    const t = await createTestApp({ dbSuffix: '_model' });
    shared = {
      t,
      buyers: [await register(t, 'Buyer'), await register(t, 'Buyer')],
      admin: await register(t, 'Admin'),
    };
    await fc.assert(
      fc.asyncProperty(
        fc.commands(
          commands.map((c) => c.map(checked)),
          { maxCommands: 20, size: 'large' },
        ),
        async (cmds) => {
          const { buyers, admin } = shared!;
          // Fresh sellers each run: a removed seller's Firebase account is disabled for good.
          const sellers = [await register(t, 'Seller'), await register(t, 'Seller')];
          const images = await Promise.all(
            sellers.map(async (s) => (await uploadImage(t.request, s.auth)).data.url),
          );
          const model: Model = { bikes: [], sellerRemoved: sellers.map(() => false) };
          await fc.asyncModelRun(
            () => ({ model, real: { t, sellers, buyers, admin, images } }),
            cmds,
          );
        },
      ),
      { numRuns: 6, seed: SEED, endOnFailure: false, interruptAfterTimeLimit: 150_000 },
    );
  }, 240_000);
});
