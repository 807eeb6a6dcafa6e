import fc from 'fast-check';
import { ObjectId } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CATEGORY_ID,
  TEST_CARDS,
  toCents,
  type Bike,
  type BookingStatus,
  type EarningsSummary,
  type EndpointName,
  type Order,
  leaveMessages,
} from '@reride/shared';
import type { LedgerEntryDoc } from '../earnings/earnings.collections';
import type { OrderDoc, PaymentDoc } from './orders.collections';
import { feeOf } from '../earnings/ledger-rules';
import type { Scheduler } from '../../core/jobs';
import { createTestApp, schedulerAhead, type TestApp } from '../../../test/helpers';
import { expectRollupsMatchScan } from '../../../test/fixtures/metrics';
import { createFirebaseUser, uniqueEmail } from '../../../test/firebase-emulator';
import { bikeBody, editBikeAs, findBikeDoc, uploadImage } from '../../../test/fixtures/bikes';
import {
  cardBody,
  PHONE,
  sandboxIntentDoc,
  type IntentAnswer,
} from '../../../test/fixtures/bookings';
import {
  balancedLedger,
  callAs,
  DISPUTE,
  meetingAt,
  timersAhead,
} from '../../../test/fixtures/orders';

/**
 * Model-based test of the bike and order lifecycle: random sequences of sellers
 * listing, advertising and deleting, buyers booking, paying through the sandbox, cancelling and
 * confirming receipt, sellers declining, admins
 * removing sellers or deleting reported bikes, each checked against a small model, then the
 * invariants checked on the real API and database after every step. After payment: the buyer
 * asks to cancel or disputes, the seller cancels (full refund), refuses or answers, an
 * administrator refunds in full or in part or closes the dispute, the clock moves (the order
 * timers' sweep of a process whose clock runs days ahead), a payment is replayed (a redelivered
 * webhook), sellers ask for payouts; the money is checked in the sellers' ledger, GET /earnings
 * and the sandbox provider. Sellers pause, resume, renew and mark bikes sold elsewhere, listings
 * expire when the clock passes their period (docs/domain.md#listing-lifecycle), and a buyer deletes
 * their account (docs/domain.md#leaving). After every step the dashboard's daily rollups equal a
 * scan of the records (docs/domain.md#dashboard-figures).
 */

/** PLATFORM_FEE_PERCENT of this test's API: not whole, so that fees are rounded to the cent. */
const FEE_PERCENT = 7.5;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Past LISTING_TTL_DAYS (60) of every listing added or renewed during a run. */
const PAST_TTL_DAYS = 61;
const RUNS = 10;
const MAX_COMMANDS = 50;

type OrderStatus = Extract<BookingStatus, 'paid' | 'disputed' | 'completed' | 'refunded'>;
type EndedAs = Extract<BookingStatus, 'cancelled' | 'declined' | 'expired'>;
/** The bike's status apart from a paid order (which shows as Sold and ends in `unsold`). */
type ListingState = 'unsold' | 'paused' | 'expired' | 'SoldElsewhere';

/** A paid booking and what happened to it since. */
interface ModelOrder {
  id: string;
  buyer: number;
  intentId: string;
  status: OrderStatus;
  cancelRequest: 'open' | 'refused' | 'accepted' | null;
  dispute: 'open' | 'refunded' | 'closed' | null;
  answered: boolean;
  /** Cents given back to the buyer: all of them once `refunded`, a part in a completed order. */
  refunded: number;
  /** What the buyer paid: their booking's price when they paid. */
  cents: number;
}

interface ModelBike {
  id: string;
  seller: number;
  cents: number;
  advertised: boolean;
  state: ListingState;
  deleted: boolean;
  sellerRemoved: boolean;
  /** Buyer index → booking id. */
  bookings: Map<number, string>;
  /** Booking id → what it asks: the price when booked, lowered by every later cut while open. */
  bookingCents: Map<string, number>;
  /** Bookings ended before payment, and how. */
  ended: Map<string, EndedAs>;
  /** Paid bookings: after a full refund the bike is for sale again and may be paid again. */
  orders: Map<string, ModelOrder>;
}

interface Model {
  bikes: ModelBike[];
  sellerRemoved: boolean[];
  /** Buyers who deleted their account: no later command acts as them. */
  buyerDeleted: boolean[];
  /** Cents each seller was paid out. */
  paidOut: number[];
}

interface Person {
  id: string;
  name: string;
  email: string;
  authHeader: { Authorization: string };
}

interface Real {
  t: TestApp;
  sellers: Person[];
  buyers: Person[];
  admin: Person;
  images: string[];
  /** Orders seen completed, with the cents refunded then: a completed order stays as it was. */
  completed: Map<string, number>;
  /** The processes whose clocks ran ahead so far: each counts the dashboard's days it sees. */
  ahead: Map<number, Scheduler>;
}

/** Another process, `aheadMs` ahead, that then keeps counting the dashboard's days with its clock. */
function aheadOf(real: Real, aheadMs: number): Scheduler {
  const scheduler = real.ahead.get(aheadMs) ?? schedulerAhead(real.t, aheadMs);
  real.ahead.set(aheadMs, scheduler);
  return scheduler;
}

/** The order that holds the bike: paid and not refunded in full. */
const liveOrder = (b: ModelBike) => [...b.orders.values()].find((o) => o.status !== 'refunded');
const listed = (b: ModelBike) =>
  !liveOrder(b) && !b.deleted && !b.sellerRemoved && b.state === 'unsold';
/** The live buyer `n` stands for (a deleted buyer is never picked). */
const liveBuyer = (model: Readonly<Model>, n: number) => {
  const live = model.buyerDeleted.flatMap((gone, i) => (gone ? [] : [i]));
  return live[n % live.length]!;
};
const anyBuyer = (m: Readonly<Model>) => m.buyerDeleted.some((gone) => !gone);
const pick = (model: Model, index: number) => model.bikes[index % model.bikes.length]!;
/** What the seller earns of an order: the payment less any refund, less the fee on that. */
function netOf(order: ModelOrder): number {
  const kept = order.cents - order.refunded;
  return kept - feeOf(kept, FEE_PERCENT);
}

async function register(t: TestApp, role: 'Buyer' | 'Seller' | 'Admin'): Promise<Person> {
  const firebase = await createFirebaseUser({ email: uniqueEmail(`model-${role.toLowerCase()}`) });
  // A name of their own, so that a deleted buyer's name can be looked for in what others read.
  const name = `${role} ${Math.random().toString(36).slice(2, 10)}`;
  const idAuth = { Authorization: `Bearer ${firebase.idToken}` };
  const userType = role === 'Seller' ? 'Seller' : 'Buyer';
  const created = await t.request.post('/users').set(idAuth).send({ name, userType }).expect(200);
  const id = (created.body as { user: { _id: string } }).user._id;
  if (role === 'Admin') {
    await t.db
      .collection('users')
      .updateOne({ _id: new ObjectId(id) }, { $set: { userType: 'Admin', roles: ['Admin'] } });
  }
  const token = await t.request
    .get('/jwt')
    .query({ email: firebase.email })
    .set(idAuth)
    .expect(200);
  const accessToken = (token.body as { accessToken: string }).accessToken;
  return {
    id,
    name,
    email: firebase.email,
    authHeader: { Authorization: `Bearer ${accessToken}` },
  };
}

/** How the API refuses a seller's change to a bike, or null when the bike is theirs to change. */
function sellerRefusal(model: Model, bike: ModelBike, seller: number): 401 | 403 | 404 | null {
  if (model.sellerRemoved[seller]) return 401;
  if (bike.deleted) return 404;
  return bike.seller === seller ? null : 403;
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
    const res = await real.t.request
      .post('/bikes')
      .set(real.sellers[this.seller]!.authHeader)
      .send(body);
    if (model.sellerRemoved[this.seller]) return void expect(res.status).toBe(401);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = (res.body as { insertedId: string }).insertedId;
    model.bikes.push({
      id,
      seller: this.seller,
      cents: this.cents,
      advertised: false,
      state: 'unsold',
      deleted: false,
      sellerRemoved: false,
      bookings: new Map(),
      bookingCents: new Map(),
      ended: new Map(),
      orders: new Map(),
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
      .set(real.sellers[this.seller]!.authHeader)
      .send({});
    const expected =
      sellerRefusal(model, bike, this.seller) ??
      (!bike.advertised && (liveOrder(bike) || bike.state !== 'unsold') ? 409 : 200);
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
      .set(real.sellers[this.seller]!.authHeader);
    const expected = sellerRefusal(model, bike, this.seller) ?? 200;
    expect(res.status, JSON.stringify(res.body)).toBe(expected);
    if (expected === 200) bike.deleted = true;
  }
  toString = () => `DeleteBike(seller ${this.seller}, bike #${this.bike})`;
}

/**
 * The seller edits the price (docs/domain.md#prices): refused once sold; a cut lowers every open
 * unpaid booking above it, a raise touches none.
 */
class ChangePrice implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly seller: number,
    readonly bike: number,
    readonly cents: number,
  ) {}
  check = (m: Readonly<Model>) => m.bikes.length > 0;
  async run(model: Model, real: Real) {
    const bike = pick(model, this.bike);
    const price = this.cents / 100;
    const res = await editBikeAs(real.t.request, real.sellers[this.seller]!.authHeader, bike.id, {
      resalePrice: price,
      originalPrice: price,
    });
    const sold = liveOrder(bike) || bike.state === 'SoldElsewhere';
    const expected = sellerRefusal(model, bike, this.seller) ?? (sold ? 409 : 200);
    expect(res.status, JSON.stringify(res.body)).toBe(expected);
    if (expected !== 200) return;
    bike.cents = this.cents;
    for (const [id, asked] of bike.bookingCents) {
      const open = !bike.ended.has(id) && !bike.orders.has(id);
      if (open && asked > this.cents) bike.bookingCents.set(id, this.cents);
    }
  }
  toString = () => `ChangePrice(seller ${this.seller}, bike #${this.bike}, ${this.cents / 100})`;
}

class Book implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly buyer: number,
    readonly bike: number,
  ) {}
  check = (m: Readonly<Model>) => m.bikes.length > 0 && anyBuyer(m);
  async run(model: Model, real: Real) {
    const bike = pick(model, this.bike);
    const buyer = liveBuyer(model, this.buyer);
    const res = await real.t.request
      .post('/bookings')
      .set(real.buyers[buyer]!.authHeader)
      .send({ bikeId: bike.id, phone: PHONE });
    const expected = !listed(bike) || bike.bookings.has(buyer) ? 409 : 201;
    expect(res.status, JSON.stringify(res.body)).toBe(expected);
    if (expected === 201) {
      const id = (res.body as { insertedId: string }).insertedId;
      bike.bookings.set(buyer, id);
      bike.bookingCents.set(id, bike.cents);
    }
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
      .set(real.sellers[bike.seller]!.authHeader)
      .send({ bikeId: bike.id, phone: PHONE });
    expect(res.status).toBe(model.sellerRemoved[bike.seller] ? 401 : 403);
  }
  toString = () => `SellerBooksOwn(bike #${this.bike})`;
}

/** Open bookings of bikes for sale: the ones a payment can go through for. */
function payable(model: Model) {
  return model.bikes
    .filter(listed)
    .flatMap((bike) =>
      [...bike.bookings]
        .filter(
          ([owner, id]) =>
            !model.buyerDeleted[owner] && !bike.ended.has(id) && !bike.orders.has(id),
        )
        .map(([owner, bookingId]) => ({ bike, owner, bookingId })),
    );
}

class Pay implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly buyer: number,
    readonly bike: number,
    readonly declined: boolean,
    /** Any booking (most answer 409), or one that can be paid for when there is one. */
    readonly anyBooking: boolean,
  ) {}
  check = (m: Readonly<Model>) => bookedByLive(m).length > 0;
  async run(model: Model, real: Real) {
    const open = payable(model);
    const { bike, owner, bookingId } =
      this.anyBooking || open.length === 0
        ? bookingOf(model, this.bike, this.buyer)
        : open[this.bike % open.length]!;
    const auth = real.buyers[owner]!.authHeader;
    const intentRes = await real.t.request
      .post('/create-payment-intent')
      .set(auth)
      .send({ bookingId });
    if (!listed(bike) || bike.ended.has(bookingId) || bike.orders.has(bookingId))
      return void expect(intentRes.status, JSON.stringify(intentRes.body)).toBe(409);
    expect(intentRes.status, JSON.stringify(intentRes.body)).toBe(200);
    const intent = intentRes.body as IntentAnswer & { amount: number };
    // Never more than the price on the page when they pay (docs/domain.md#prices).
    expect(intent.amount).toBe(bike.bookingCents.get(bookingId));
    expect(intent.amount).toBeLessThanOrEqual(bike.cents);
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
    // Selling ends the bike's advertisement (bike-states.repository.ts markSold).
    bike.advertised = false;
    bike.orders.set(bookingId, {
      id: bookingId,
      buyer: owner,
      intentId: intent.paymentIntentId,
      status: 'paid',
      cancelRequest: null,
      dispute: null,
      answered: false,
      refunded: 0,
      cents: intent.amount,
    });
  }
  toString = () =>
    `Pay(${this.anyBooking ? `buyer ${this.buyer}, booked bike` : 'open booking'} #${this.bike}, ${this.declined ? 'declined' : 'good'} card)`;
}

/** Bikes booked by a buyer who still has an account. */
const bookedByLive = (model: Readonly<Model>) =>
  model.bikes.filter((b) => [...b.bookings.keys()].some((owner) => !model.buyerDeleted[owner]));

/** A booked bike and one of its bookings by a live buyer, chosen by index. */
function bookingOf(model: Model, bikeIndex: number, buyer: number) {
  const booked = bookedByLive(model);
  const bike = booked[bikeIndex % booked.length]!;
  const entries = [...bike.bookings].filter(([owner]) => !model.buyerDeleted[owner]);
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
  check = (m: Readonly<Model>) => bookedByLive(m).length > 0;
  async run(model: Model, real: Real) {
    const { bike, owner, bookingId } = bookingOf(model, this.bike, this.buyer);
    const res = this.bySeller
      ? await real.t.request
          .post(`/bookings/${bookingId}/decline`)
          .set(real.sellers[bike.seller]!.authHeader)
          .send({ reason: 'model' })
      : await real.t.request
          .post(`/bookings/${bookingId}/cancel`)
          .set(real.buyers[owner]!.authHeader);
    const open = !bike.orders.has(bookingId) && !bike.ended.has(bookingId);
    const removed = this.bySeller && model.sellerRemoved[bike.seller];
    expect(res.status, JSON.stringify(res.body)).toBe(removed ? 401 : open ? 200 : 409);
    if (!removed && open) bike.ended.set(bookingId, this.bySeller ? 'declined' : 'cancelled');
  }
  toString = () =>
    `${this.bySeller ? 'Decline' : 'Cancel'}(buyer ${this.buyer}, booked bike #${this.bike})`;
}

/** The buyer of a paid booking confirms receipt, once (any booking: unpaid ones answer 409). */
class ConfirmHandover implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly buyer: number,
    readonly bike: number,
  ) {}
  check = (m: Readonly<Model>) => bookedByLive(m).length > 0;
  async run(model: Model, real: Real) {
    const { bike, owner, bookingId } = bookingOf(model, this.bike, this.buyer);
    const res = await real.t.request
      .post(`/bookings/${bookingId}/handover`)
      .set(real.buyers[owner]!.authHeader);
    const order = bike.orders.get(bookingId);
    expect(res.status, JSON.stringify(res.body)).toBe(order?.status === 'paid' ? 200 : 409);
    if (order?.status === 'paid') order.status = 'completed';
  }
  toString = () => `ConfirmHandover(buyer ${this.buyer}, booked bike #${this.bike})`;
}

/**
 * An action on a paid order by one of its parties or an administrator, as the model allows it:
 * 200 (201 for a payment) when it applies, 409 when the order's state refuses it, 401 for a
 * removed seller.
 */
interface OrderRule {
  name: string;
  endpoint: EndpointName;
  by: 'buyer' | 'seller' | 'admin';
  /** The request body; `n` is the command's random number (a refund's amount). */
  body: (order: ModelOrder, bike: ModelBike, n: number) => object;
  allowed: (order: ModelOrder) => boolean;
  apply: (order: ModelOrder, bike: ModelBike, n: number) => void;
  success?: number;
}

/** The amount of an administrator's refund: none (all) one time in three, else 1 cent to all. */
const partOf = (order: ModelOrder, n: number) => (n % 3 === 0 ? null : 1 + (n % order.cents));

const ORDER_RULES = {
  requestCancel: {
    endpoint: 'requestCancel',
    by: 'buyer',
    body: () => ({ reason: 'Changed my mind' }),
    allowed: (o) => o.status === 'paid' && o.cancelRequest === null,
    apply: (o) => void (o.cancelRequest = 'open'),
  },
  sellerCancel: {
    endpoint: 'sellerCancel',
    by: 'seller',
    body: () => ({ reason: 'model' }),
    allowed: (o) => o.status === 'paid',
    apply: (o) => {
      o.status = 'refunded';
      o.refunded = o.cents;
      if (o.cancelRequest === 'open') o.cancelRequest = 'accepted';
    },
  },
  refuseCancel: {
    endpoint: 'refuseCancel',
    by: 'seller',
    body: () => ({ reason: 'Already on its way' }),
    allowed: (o) => o.status === 'paid' && o.cancelRequest === 'open',
    apply: (o) => void (o.cancelRequest = 'refused'),
  },
  openDispute: {
    endpoint: 'openDispute',
    by: 'buyer',
    body: () => DISPUTE,
    allowed: (o) => o.status === 'paid' && o.dispute === null,
    apply: (o) => {
      o.status = 'disputed';
      o.dispute = 'open';
    },
  },
  answerDispute: {
    endpoint: 'answerDispute',
    by: 'seller',
    body: () => ({ text: 'It was fine when it left' }),
    allowed: (o) => o.dispute === 'open' && !o.answered,
    apply: (o) => void (o.answered = true),
  },
  /** In full without an amount one time in three, else of an amount up to all of it. */
  refundDispute: {
    endpoint: 'refundDispute',
    by: 'admin',
    body: (o, _bike, n) => {
      const part = partOf(o, n);
      return { note: 'model', ...(part === null ? {} : { amount: part / 100 }) };
    },
    allowed: (o) => o.dispute === 'open',
    apply: (o, _bike, n) => {
      o.refunded = partOf(o, n) ?? o.cents;
      o.status = o.refunded === o.cents ? 'refunded' : 'completed';
      o.dispute = 'refunded';
    },
  },
  closeDispute: {
    endpoint: 'closeDispute',
    by: 'admin',
    body: () => ({ note: 'model' }),
    allowed: (o) => o.dispute === 'open',
    apply: (o) => {
      o.status = 'completed';
      o.dispute = 'closed';
    },
  },
  /** A redelivered webhook or a retried POST /payments: nothing changes, and never a resale. */
  replayPayment: {
    endpoint: 'createPayment',
    by: 'buyer',
    body: (o) => ({ bookingId: o.id, transactionId: o.intentId }),
    allowed: (o) => o.status !== 'refunded',
    apply: () => {},
    success: 201,
  },
} satisfies Record<string, Omit<OrderRule, 'name'>>;
type OrderRuleName = keyof typeof ORDER_RULES;

/** Orders whose buyer still has an account. */
const ordersOfLive = (model: Readonly<Model>) =>
  model.bikes.flatMap((bike) =>
    [...bike.orders.values()].filter((o) => !model.buyerDeleted[o.buyer]).map((o) => ({ bike, o })),
  );

class OrderAction implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly rule: OrderRuleName,
    readonly order: number,
    readonly n: number,
  ) {}
  check = (m: Readonly<Model>) => ordersOfLive(m).length > 0;
  async run(model: Model, real: Real) {
    const rule: Omit<OrderRule, 'name'> = ORDER_RULES[this.rule];
    const all = ordersOfLive(model);
    const { bike, o } = all[this.order % all.length]!;
    const who = {
      buyer: real.buyers[o.buyer]!,
      seller: real.sellers[bike.seller]!,
      admin: real.admin,
    };
    const res = await callAs(real.t, rule.endpoint, who[rule.by], {
      params: { id: o.id },
      body: rule.body(o, bike, this.n),
    });
    const removed = rule.by === 'seller' && model.sellerRemoved[bike.seller];
    const applies = !removed && rule.allowed(o);
    expect(res.status, JSON.stringify(res.body)).toBe(
      removed ? 401 : applies ? (rule.success ?? 200) : 409,
    );
    if (!applies) return;
    rule.apply(o, bike, this.n);
    const answer = res.body as { status?: string; refunded?: number };
    if (answer.status !== undefined) expect(answer.status).toBe(o.status);
    if (answer.refunded !== undefined) expect(toCents(answer.refunded)).toBe(o.refunded);
  }
  toString = () =>
    `${this.rule}(order #${this.order}${this.rule === 'refundDispute' ? `, ${this.n}` : ''})`;
}

/**
 * The seller completes a paid order with the handover code its buyer's page shows, once the
 * buyer set the meeting time (docs/domain.md#handover-code); any other order answers 409, a
 * removed seller 401.
 */
class CompleteByHandoverCode implements fc.AsyncCommand<Model, Real> {
  constructor(readonly order: number) {}
  check = (m: Readonly<Model>) => ordersOfLive(m).length > 0;
  async run(model: Model, real: Real) {
    const all = ordersOfLive(model);
    const { bike, o } = all[this.order % all.length]!;
    const removed = model.sellerRemoved[bike.seller];
    const buyer = real.buyers[o.buyer]!;
    let code = '000000';
    if (o.status === 'paid' && !removed) {
      const params = { id: o.id };
      await callAs(real.t, 'setMeeting', buyer, { params, body: { at: meetingAt(24) } }).expect(
        200,
      );
      const page = await callAs(real.t, 'getOrder', buyer, { params }).expect(200);
      code = (page.body as Order).handoverCode!;
    }
    const res = await callAs(real.t, 'enterHandoverCode', real.sellers[bike.seller]!, {
      params: { id: o.id },
      body: { code },
    });
    const applies = !removed && o.status === 'paid';
    expect(res.status, JSON.stringify(res.body)).toBe(removed ? 401 : applies ? 200 : 409);
    if (applies) o.status = 'completed';
  }
  toString = () => `CompleteByHandoverCode(order #${this.order})`;
}

/**
 * The order's jobs in an API process whose clock runs ahead (test/fixtures/orders.ts): past 72
 * hours every open booking expires; past 7 days every paid order completes, but not a disputed
 * one. The repair jobs find nothing to do here (see checkOrder).
 */
class ClockMoves implements fc.AsyncCommand<Model, Real> {
  constructor(readonly days: 3 | 8) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const aheadMs = this.days === 3 ? 72 * HOUR + MINUTE : 7 * DAY + MINUTE;
    await timersAhead(real.t, aheadMs).sweep();
    aheadOf(real, aheadMs);
    ordersTimed(model, this.days === 8);
  }
  toString = () => `ClockMoves(${this.days} days)`;
}

/** What the order timers do past 72 hours (and past 7 days when `completing`). */
function ordersTimed(model: Model, completing: boolean) {
  for (const bike of model.bikes) {
    for (const id of bike.bookings.values()) {
      if (!bike.orders.has(id) && !bike.ended.has(id)) bike.ended.set(id, 'expired');
    }
    if (!completing) continue;
    for (const order of bike.orders.values()) {
      if (order.status === 'paid') order.status = 'completed';
    }
  }
}

/**
 * A process whose clock runs past every listing's period runs its jobs: `bikes.expiry` expires
 * every listed or paused bike not held by an order (and ends its advertisement), and the order
 * timers, which run on the same clock, expire every open booking and complete every paid order.
 */
class Expire implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    await schedulerAhead(real.t, PAST_TTL_DAYS * DAY).run('bikes.expiry');
    await timersAhead(real.t, PAST_TTL_DAYS * DAY).sweep();
    aheadOf(real, PAST_TTL_DAYS * DAY);
    for (const bike of model.bikes) {
      const aging = bike.state === 'unsold' || bike.state === 'paused';
      if (bike.deleted || liveOrder(bike) || !aging) continue;
      bike.state = 'expired';
      bike.advertised = false;
    }
    ordersTimed(model, true);
  }
  toString = () => `Expire(${PAST_TTL_DAYS} days)`;
}

type LifecycleStep = 'pause' | 'resume' | 'sold-elsewhere' | 'renew';

/** Where a step takes the listing, or null when it is refused (409) in its state. */
function stepTo(bike: ModelBike, step: LifecycleStep): ListingState | null {
  if (liveOrder(bike)) return null;
  switch (step) {
    case 'pause':
      return bike.state === 'unsold' ? 'paused' : null;
    case 'resume':
      return bike.state === 'paused' ? 'unsold' : null;
    case 'sold-elsewhere':
      return bike.state === 'SoldElsewhere' ? null : 'SoldElsewhere';
    case 'renew':
      if (bike.state === 'SoldElsewhere') return null;
      return bike.state === 'expired' ? 'unsold' : bike.state;
  }
}

/**
 * The seller pauses, resumes, renews or marks the bike sold elsewhere; sold elsewhere declines
 * every open unpaid booking (docs/domain.md#listing-lifecycle).
 */
class Lifecycle implements fc.AsyncCommand<Model, Real> {
  constructor(readonly args: { step: LifecycleStep; seller: number; bike: number }) {}
  check = (m: Readonly<Model>) => m.bikes.length > 0;
  async run(model: Model, real: Real) {
    const { step, seller } = this.args;
    const bike = pick(model, this.args.bike);
    const res = await real.t.request
      .post(`/bikes/${bike.id}/${step}`)
      .set(real.sellers[seller]!.authHeader);
    const to = stepTo(bike, step);
    const expected = sellerRefusal(model, bike, seller) ?? (to ? 200 : 409);
    expect(res.status, JSON.stringify(res.body)).toBe(expected);
    if (expected !== 200 || !to) return;
    expect((res.body as { status: string }).status).toBe(to);
    bike.state = to;
    if (to !== 'SoldElsewhere') return;
    for (const id of bike.bookings.values()) {
      if (!bike.orders.has(id) && !bike.ended.has(id)) bike.ended.set(id, 'declined');
    }
  }
  toString = () => `${this.args.step}(seller ${this.args.seller}, bike #${this.args.bike})`;
}

/**
 * A buyer deletes their account (docs/domain.md#leaving): refused while an order of theirs is in
 * progress (paid or disputed); else their open bookings end as cancelled and their token is
 * refused. One buyer always stays, so that the runs go on.
 */
class DeleteAccount implements fc.AsyncCommand<Model, Real> {
  constructor(readonly buyer: number) {}
  check = (m: Readonly<Model>) => m.buyerDeleted.filter((gone) => !gone).length > 1;
  async run(model: Model, real: Real) {
    const buyer = liveBuyer(model, this.buyer);
    const who = real.buyers[buyer]!;
    const res = await callAs(real.t, 'deleteAccount', who, {
      body: { confirm: leaveMessages.deleteAccount.confirmWord },
    });
    const inProgress = model.bikes.some((bike) =>
      [...bike.orders.values()].some(
        (o) => o.buyer === buyer && (o.status === 'paid' || o.status === 'disputed'),
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(inProgress ? 409 : 200);
    if (inProgress) return;
    model.buyerDeleted[buyer] = true;
    for (const bike of model.bikes) {
      const id = bike.bookings.get(buyer);
      if (id && !bike.orders.has(id) && !bike.ended.has(id)) bike.ended.set(id, 'cancelled');
    }
    expect((await callAs(real.t, 'getMe', who)).status).toBe(401);
  }
  toString = () => `DeleteAccount(buyer ${this.buyer})`;
}

/** What the seller may be paid out now: completed orders' earnings less what was paid out. */
function availableOf(model: Model, seller: number): number {
  let earned = 0;
  for (const bike of model.bikes.filter((b) => b.seller === seller)) {
    for (const order of bike.orders.values()) {
      if (order.status === 'completed') earned += netOf(order);
    }
  }
  return earned - model.paidOut[seller]!;
}

/** The seller's balances as the model sees them, in cents. */
function earningsOf(model: Model, seller: number) {
  let pending = 0;
  for (const bike of model.bikes.filter((b) => b.seller === seller)) {
    for (const order of bike.orders.values()) {
      if (order.status === 'paid' || order.status === 'disputed') pending += netOf(order);
    }
  }
  return { pending, available: availableOf(model, seller), paidOut: model.paidOut[seller]! };
}

class Payout implements fc.AsyncCommand<Model, Real> {
  constructor(readonly seller: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const res = await callAs(real.t, 'requestPayout', real.sellers[this.seller]!);
    if (model.sellerRemoved[this.seller]) return void expect(res.status).toBe(401);
    const available = availableOf(model, this.seller);
    expect(res.status, JSON.stringify(res.body)).toBe(available > 0 ? 200 : 409);
    if (available <= 0) return;
    expect((res.body as { amount: number }).amount).toBe(available);
    model.paidOut[this.seller]! += available;
  }
  toString = () => `Payout(seller ${this.seller})`;
}

class RemoveSeller implements fc.AsyncCommand<Model, Real> {
  constructor(readonly seller: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const res = await real.t.request
      .delete(`/sellers/${real.sellers[this.seller]!.id}`)
      .set(real.admin.authHeader);
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
  check = (m: Readonly<Model>) => m.bikes.length > 0 && anyBuyer(m);
  async run(model: Model, real: Real) {
    const bike = pick(model, this.bike);
    const report = await real.t.request
      .patch(`/reported/${bike.id}`)
      .set(real.buyers[liveBuyer(model, this.buyer)]!.authHeader)
      .send({ reason: 'other', note: 'model' });
    expect(report.status, JSON.stringify(report.body)).toBe(bike.deleted ? 404 : 200);
    const removed = await real.t.request.delete(`/reported/${bike.id}`).set(real.admin.authHeader);
    expect(removed.status, JSON.stringify(removed.body)).toBe(bike.deleted ? 404 : 200);
    bike.deleted = true;
  }
  toString = () => `ReportThenAdminDeletes(buyer ${this.buyer}, bike #${this.bike})`;
}

/**
 * An order's money: its booking, its charge at the sandbox and its ledger entries. The repair
 * jobs (orders.refund-repair, earnings.ledger-repair) are not run before this check, on purpose:
 * nothing crashes in these sequences, so each request must have finished its own refund and
 * written its own ledger entries before answering. A refund still pending or a ledger entry still
 * due after a step is a failure here (the buyer would wait for a repair), not something to
 * repair away; and
 * paid = refunded + pending + available + fee holds with a pending refund too (the claimed refund
 * stays in pending until its entry is written, ledger-rules.ts), so the repair is not needed to
 * check it. Crashes in the middle of a refund are refund-crash.test.ts's business.
 */
async function checkOrder(real: Real, bike: ModelBike, order: ModelOrder, doc: OrderDoc) {
  const id = order.id;
  expect(doc.ledgerDue, `order ${id} has ledger entries due`).toBeUndefined();
  if (order.refunded > 0) {
    const full = order.refunded === order.cents;
    expect(doc.refund, `order ${id}`).toMatchObject({
      amount: order.refunded,
      full,
      state: 'done',
    });
    expect(doc.refunded, `order ${id} refunded in full`).toBe(full);
  } else {
    expect(doc.refund, `order ${id}`).toBeUndefined();
  }
  expect(doc.dispute?.state ?? null, `dispute of ${id}`).toBe(order.dispute);
  expect(doc.dispute?.sellerResponse !== undefined, `answer to ${id}`).toBe(order.answered);
  expect(doc.cancelRequest?.state ?? null, `cancel request of ${id}`).toBe(order.cancelRequest);
  // One refund at the provider, of the amount decided, and none for an order kept whole.
  const charge = await sandboxIntentDoc(real.t.db, order.intentId);
  expect(charge?.refunded, `charge of ${id} refunded`).toBe(order.refunded > 0);
  if (order.refunded > 0) expect(charge?.refundAmount).toBe(order.refunded);
  // paid = refunded + pending + available + fee (balancedLedger), each as the model expects.
  const kept = order.cents - order.refunded;
  const earned = netOf(order);
  const completed = order.status === 'completed';
  const kinds = [
    'sale',
    ...(completed ? ['completion'] : []),
    ...(order.refunded ? ['refund'] : []),
  ];
  expect(await balancedLedger(real.t.db, { bookingId: id, price: order.cents / 100 })).toEqual({
    kinds: kinds.sort(),
    refunded: order.refunded,
    pending: order.status === 'paid' || order.status === 'disputed' ? earned : 0,
    available: completed ? earned : 0,
    fee: feeOf(kept, FEE_PERCENT),
  });
}

/** The bike, its bookings and its orders, against the model. */
async function checkBike(real: Real, bike: ModelBike) {
  const { db } = real.t;
  const bikeId = new ObjectId(bike.id);
  const doc = await findBikeDoc(db, bike.id);
  const bookings = await db.collection<OrderDoc>('bookings').find({ bikeId }).toArray();
  const payments = await db.collection<PaymentDoc>('payments').find({ bikeId }).toArray();
  expect(bookings).toHaveLength(bike.bookings.size);
  // From the database alone: at most one order holds the bike (paid, not refunded in full), and
  // the bike is Sold, to that order, exactly when one does.
  const holding = bookings.filter((b) => b.paid && b.status !== 'refunded');
  expect(holding.length, `orders holding bike ${bike.id}`).toBeLessThanOrEqual(1);
  expect(doc?.status, `bike ${bike.id}`).toBe(holding.length === 1 ? 'Sold' : bike.state);
  expect(doc?.soldBookingId?.toHexString()).toBe(holding[0]?._id.toHexString());
  expect(holding.map((b) => b._id.toHexString())).toEqual([liveOrder(bike)?.id].filter(Boolean));
  // One payment record per order, for the bike's price.
  const paidIds = bookings.filter((b) => b.paid).map((b) => b._id.toHexString());
  expect(paidIds.sort()).toEqual([...bike.orders.keys()].sort());
  expect(payments.map((p) => p.bookingId.toHexString()).sort()).toEqual(paidIds);
  // One payment record per order, for what its buyer paid.
  for (const payment of payments) {
    const paid = bike.orders.get(payment.bookingId.toHexString())?.cents;
    expect(payment.amount).toBe(paid);
    expect(toCents(payment.price)).toBe(paid);
  }
  for (const booking of bookings) {
    const id = booking._id.toHexString();
    const order = bike.orders.get(id);
    expect(toCents(booking.price), `price of booking ${id}`).toBe(bike.bookingCents.get(id));
    expect(booking.status, `booking ${id}`).toBe(order?.status ?? bike.ended.get(id) ?? 'booked');
    // An ended booking is never paid.
    expect(booking.endedAs !== undefined, `booking ${id} ended`).toBe(bike.ended.has(id));
    expect(booking.completedAt !== undefined, `booking ${id} completed`).toBe(
      order?.status === 'completed',
    );
    if (order) await checkOrder(real, bike, order, booking);
  }
}

/** What only the database's history shows: decisions that must never be undone. */
async function checkHistory(real: Real, model: Model) {
  const ids = model.bikes.map((b) => new ObjectId(b.id));
  const docs = await real.t.db
    .collection<OrderDoc>('bookings')
    .find({ bikeId: { $in: ids }, paid: true })
    .toArray();
  for (const doc of docs) {
    const id = doc._id.toHexString();
    // A completed order never becomes refunded later, nor is refunded any further.
    const refunded = doc.refund?.amount ?? 0;
    if (real.completed.has(id)) {
      expect({ id, status: doc.status, refunded }).toEqual({
        id,
        status: 'completed',
        refunded: real.completed.get(id),
      });
    } else if (doc.status === 'completed') {
      real.completed.set(id, refunded);
    }
    // A disputed order is never completed by the clock.
    const events = doc.events ?? [];
    const opened = events.findIndex((e) => e.kind === 'dispute_opened');
    if (opened >= 0) {
      const byClock = events
        .slice(opened)
        .filter((e) => e.kind === 'completed' && e.by === 'system');
      expect(byClock, `order ${id} completed by the clock while disputed`).toEqual([]);
    }
  }
}

/** Each seller's ledger adds up to GET /earnings and to what the model says they earned. */
async function checkEarnings(real: Real, model: Model) {
  for (const [index, seller] of real.sellers.entries()) {
    const entries = await real.t.db
      .collection<LedgerEntryDoc>('ledger')
      .find({ sellerId: new ObjectId(seller.id) })
      .toArray();
    const sum = (field: 'pending' | 'available' | 'paidOut') =>
      entries.reduce((total, e) => total + e[field], 0);
    const ledger = {
      pending: sum('pending'),
      available: sum('available'),
      paidOut: sum('paidOut'),
    };
    expect(ledger, `ledger of seller ${index}`).toEqual(earningsOf(model, index));
    const res = await callAs(real.t, 'getEarnings', seller);
    if (model.sellerRemoved[index]) {
      expect(res.status).toBe(401);
      continue;
    }
    expect(res.status).toBe(200);
    const { pending, available, paidOut } = res.body as EarningsSummary;
    expect({ pending, available, paidOut }, `GET /earnings of seller ${index}`).toEqual(ledger);
  }
}

/** The model's bikes in the bike sitemap, over all its files. */
async function sitemapIds(real: Real, ids: Set<string>): Promise<string[]> {
  const { request } = real.t;
  const { files } = (await request.get('/sitemap/bikes').expect(200)).body as { files: number };
  const found: string[] = [];
  for (let file = 1; file <= files; file++) {
    const res = await request.get(`/sitemap/bikes/${file}`).expect(200);
    for (const { _id } of (res.body as { bikes: { _id: string }[] }).bikes) found.push(_id);
  }
  return found.filter((id) => ids.has(id)).sort();
}

/**
 * A deleted buyer's name and email are in nothing the sellers read: their received bookings and
 * the order pages of that buyer's orders (docs/domain.md#leaving).
 */
async function checkForgotten(model: Model, real: Real) {
  const gone = real.buyers.filter((_, i) => model.buyerDeleted[i]);
  if (gone.length === 0) return;
  const pages: string[] = [];
  for (const [index, seller] of real.sellers.entries()) {
    if (model.sellerRemoved[index]) continue;
    const received = await callAs(real.t, 'listReceivedBookings', seller, {
      query: { limit: 100 },
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    pages.push(JSON.stringify(received.body));
    for (const bike of model.bikes.filter((b) => b.seller === index)) {
      for (const order of bike.orders.values()) {
        if (!model.buyerDeleted[order.buyer]) continue;
        const page = await callAs(real.t, 'getOrder', seller, { params: { id: order.id } });
        expect(page.status, JSON.stringify(page.body)).toBe(200);
        pages.push(JSON.stringify(page.body));
      }
    }
  }
  for (const person of gone) {
    for (const page of pages) {
      expect(page, 'a deleted buyer in what a seller reads').not.toContain(person.name);
      expect(page.toLowerCase()).not.toContain(person.email.toLowerCase());
    }
  }
}

/** What the API and the database show must be what the model says, after every step. */
async function checkInvariants(model: Model, real: Real) {
  const { request } = real.t;
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
  // Only listed bikes anywhere public: no paused, expired, sold, deleted or removed seller's one.
  expect(await shown(`/bikes/category/${DEFAULT_CATEGORY_ID}`)).toEqual(expectListed);
  expect(await shown('/bikes/search')).toEqual(expectListed);
  expect(await sitemapIds(real, ids)).toEqual(expectListed);
  expect(await shown('/bikes/advertised')).toEqual(
    model.bikes
      .filter((b) => listed(b) && b.advertised)
      .map((b) => b.id)
      .sort(),
  );
  for (const bike of model.bikes) await checkBike(real, bike);
  await checkForgotten(model, real);
  await checkHistory(real, model);
  await checkEarnings(real, model);
}

const SELLERS = 2;
const BUYERS = 2;
const cents = fc.integer({ min: 2000, max: 100_000_000 });
const createBike = fc.tuple(fc.nat(SELLERS - 1), cents).map(([s, c]) => new CreateBike(s, c));
const book = fc.tuple(fc.nat(BUYERS - 1), fc.nat()).map(([u, b]) => new Book(u, b));
/** One card in four is declined; one payment in three is for any booking, paid or not. */
const pay = fc
  .tuple(fc.nat(BUYERS - 1), fc.nat(), fc.nat(3), fc.nat(2))
  .map(([u, b, d, a]) => new Pay(u, b, d === 0, a === 0));
const onOrder = (rule: OrderRuleName, weight: number) => ({
  weight,
  arbitrary: fc.tuple(fc.nat(), fc.nat()).map(([o, n]) => new OrderAction(rule, o, n)),
});
/** One weighted choice: fc.commands alone would pick every kind of action equally often. */
const commands = [
  fc.oneof(
    { weight: 4, arbitrary: createBike },
    { weight: 8, arbitrary: book },
    { weight: 10, arbitrary: pay },
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
      weight: 3,
      arbitrary: fc
        .tuple(fc.nat(SELLERS - 1), fc.nat(), cents)
        .map(([s, b, c]) => new ChangePrice(s, b, c)),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.boolean(), fc.nat(BUYERS - 1), fc.nat())
        .map(([s, u, b]) => new EndBooking(s, u, b)),
    },
    {
      weight: 4,
      arbitrary: fc.tuple(fc.nat(BUYERS - 1), fc.nat()).map(([u, b]) => new ConfirmHandover(u, b)),
    },
    { weight: 1, arbitrary: fc.nat().map((b) => new SellerBooksOwn(b)) },
    { weight: 1, arbitrary: fc.nat(SELLERS - 1).map((s) => new RemoveSeller(s)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.nat(BUYERS - 1), fc.nat())
        .map(([u, b]) => new ReportThenAdminDeletes(u, b)),
    },
    { weight: 3, arbitrary: fc.nat().map((n) => new CompleteByHandoverCode(n)) },
    onOrder('requestCancel', 4),
    onOrder('sellerCancel', 4),
    onOrder('refuseCancel', 3),
    onOrder('openDispute', 6),
    onOrder('answerDispute', 3),
    onOrder('refundDispute', 6),
    onOrder('closeDispute', 3),
    onOrder('replayPayment', 3),
    { weight: 2, arbitrary: fc.constantFrom(3 as const, 8 as const).map((d) => new ClockMoves(d)) },
    { weight: 3, arbitrary: fc.nat(SELLERS - 1).map((s) => new Payout(s)) },
    ...(['pause', 'resume', 'sold-elsewhere', 'renew'] as const).map((step) => ({
      weight: step === 'sold-elsewhere' ? 2 : 3,
      arbitrary: fc
        .tuple(fc.nat(SELLERS - 1), fc.nat())
        .map(([seller, bike]) => new Lifecycle({ step, seller, bike })),
    })),
    { weight: 3, arbitrary: fc.constant(new Expire()) },
    { weight: 2, arbitrary: fc.nat(BUYERS - 1).map((u) => new DeleteAccount(u)) },
  ),
];

/**
 * Where every run starts, so that the random actions find orders to act on: each seller lists a
 * bike, both buyers book both, and each bike is paid for by one of them.
 */
const prologue = ([first, second]: [number, number]) => [
  new CreateBike(0, first),
  new CreateBike(1, second),
  ...[0, 1].flatMap((bike) => [new Book(0, bike), new Book(1, bike)]),
  new Pay(0, 0, false, true),
  new Pay(1, 1, false, true),
];

/** Wraps each command so that the invariants are checked after it. */
function checked(command: fc.AsyncCommand<Model, Real>): fc.AsyncCommand<Model, Real> {
  return {
    check: (m) => command.check(m),
    async run(model, real) {
      await command.run(model, real);
      await checkInvariants(model, real);
      // The dashboard's rollups, counted by every clock that acted, equal a scan of the records.
      await expectRollupsMatchScan(real.t.db, [real.t.scheduler, ...real.ahead.values()]);
    },
    toString: () => command.toString(),
  };
}

/** Replay a failure with MODEL_SEED=<the seed in the test's name> (and fast-check's path). */
const SEED = Number(process.env.MODEL_SEED ?? Date.now() % 2 ** 31);
let shared: { t: TestApp; admin: Person } | undefined;

afterAll(() => {
  shared = undefined;
});

describe('bike and order lifecycle (model-based, real API on the embedded database)', () => {
  it(`keeps every sale single and every refund once, whatever the sequence (seed ${SEED})`, async () => {
    const t = await createTestApp({
      dbSuffix: '_model',
      env: { PLATFORM_FEE_PERCENT: String(FEE_PERCENT) },
    });
    shared = { t, admin: await register(t, 'Admin') };
    await fc.assert(
      fc.asyncProperty(
        fc.commands(
          commands.map((c) => c.map(checked)),
          { maxCommands: MAX_COMMANDS, size: 'large' },
        ),
        fc.tuple(cents, cents),
        async (cmds, prices) => {
          const { admin } = shared!;
          // Fresh people each run: a removed seller's Firebase account is disabled for good, a
          // deleted buyer's account is gone.
          const sellers = [await register(t, 'Seller'), await register(t, 'Seller')];
          const buyers = [await register(t, 'Buyer'), await register(t, 'Buyer')];
          const images = await Promise.all(
            sellers.map(async (s) => (await uploadImage(t.request, s.authHeader)).data.url),
          );
          const model: Model = {
            bikes: [],
            sellerRemoved: sellers.map(() => false),
            buyerDeleted: buyers.map(() => false),
            paidOut: sellers.map(() => 0),
          };
          const completed = new Map<string, number>();
          const real = { t, sellers, buyers, admin, images, completed, ahead: new Map() };
          for (const command of prologue(prices)) await checked(command).run(model, real);
          await fc.asyncModelRun(() => ({ model, real }), cmds);
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: false, interruptAfterTimeLimit: 150_000 },
    );
  }, 240_000);
});
