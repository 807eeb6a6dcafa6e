import fc from 'fast-check';
import type { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import {
  normaliseSerial,
  type Bike,
  type OrderReviews,
  type PublicProfile,
  type Review,
} from '@reride/shared';
import { bookingDoc } from '../../../test/fixtures/bookings';
import { createBikeAs } from '../../../test/fixtures/bikes';
import { callAs, paidOrder, type PaidOrder } from '../../../test/fixtures/orders';
import { schedulerAhead, type SignedUp } from '../../../test/helpers';

/**
 * Model-based test of trust between strangers (docs/domain.md#reviews,
 * docs/domain.md#reported-reviews, docs/domain.md#frame-serials): random sequences of orders
 * completing, both sides reviewing, review windows closing, replies, reports and administrators'
 * decisions on them, listings with frame serials, theft reports confirmed and withdrawn and serial
 * holds released, each checked against a small model. After every step, on the real API and
 * database: no review exists without a completed order; no review is public before both sides
 * are in or the window closed; at most one review per side per order; the stored rating counts
 * are those of the published reviews not removed; no public listing has a serial a confirmed
 * theft report matches, unless an administrator released that listing since.
 */

const DAY = 86_400_000;
const RUNS = 6;
const MAX_COMMANDS = 40;

type Side = 'buyer' | 'seller';
type Moderation = 'public' | 'reported' | 'removed';

interface ModelReview {
  id: string;
  author: Side;
  replied: boolean;
  moderation: Moderation;
  reporters: Set<string>;
}

interface ModelOrder {
  id: string;
  buyer: SignedUp;
  completed: boolean;
  published: boolean;
  reviews: Partial<Record<Side, ModelReview>>;
}

interface ModelListing {
  id: string;
  serialKey: string;
  held: boolean;
}

interface ModelReport {
  id: string;
  serialKey: string;
  state: 'pending' | 'confirmed' | 'withdrawn';
}

interface Model {
  orders: ModelOrder[];
  listings: ModelListing[];
  reports: ModelReport[];
}

interface Real {
  o: PaidOrder;
  /** Everyone who may report a review: the parties and two strangers. */
  people: SignedUp[];
  /** Begins every serial of the run: runs share the database, and with it theft reports. */
  serialPrefix: string;
}

/** Frame serials as typed: several spellings of keys, some of them one character apart. */
const SERIALS = ['abc-1234', 'ABC 1235', 'abd1234', 'XYZ-9876', 'xyz 9877', 'ABC1234'];

/** Equal, or of one length and one character apart: what holds a listing (near match). */
function near(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let differences = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differences++;
  return differences <= 1;
}

const confirmedNear = (m: Model, key: string) =>
  m.reports.some((r) => r.state === 'confirmed' && near(r.serialKey, key));

const partyOf = (real: Real, order: ModelOrder, side: Side) =>
  side === 'buyer' ? order.buyer : real.o.seller;
const other = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');
const allReviews = (m: Readonly<Model>) =>
  m.orders.flatMap((order) =>
    (['buyer', 'seller'] as const).flatMap((side) => {
      const review = order.reviews[side];
      return review ? [{ order, review }] : [];
    }),
  );

const BODY_BY: Record<Side, object> = {
  buyer: { rating: 4, subRatings: { asDescribed: 4, communication: 5, handover: 3 }, text: 'Fine' },
  seller: { rating: 2, subRatings: { communication: 2, punctuality: 1 }, text: 'Very late' },
};

/** The buyer confirms receipt: the order completes and its review window opens. */
class Complete implements fc.AsyncCommand<Model, Real> {
  constructor(readonly order: number) {}
  check = () => true;
  async run(m: Model, real: Real) {
    const order = m.orders[this.order % m.orders.length]!;
    const res = await real.o.act('confirmHandover', order.buyer, {}, order.id);
    expect(res.status, JSON.stringify(res.body)).toBe(order.completed ? 409 : 200);
    order.completed = true;
  }
  toString = () => `Complete(order #${this.order})`;
}

class Submit implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly order: number,
    readonly side: Side,
  ) {}
  check = () => true;
  async run(m: Model, real: Real) {
    const order = m.orders[this.order % m.orders.length]!;
    const res = await callAs(real.o.t, 'submitReview', partyOf(real, order, this.side), {
      params: { id: order.id },
      body: BODY_BY[this.side],
    });
    const allowed = order.completed && !order.reviews[this.side] && !order.published;
    expect(res.status, JSON.stringify(res.body)).toBe(allowed ? 201 : 409);
    if (!allowed) return;
    const mine = (res.body as OrderReviews).mine!;
    order.reviews[this.side] = {
      id: mine._id,
      author: this.side,
      replied: false,
      moderation: 'public',
      reporters: new Set(),
    };
    if (order.reviews[other(this.side)]) order.published = true;
    expect(mine.publishedAt !== null).toBe(order.published);
  }
  toString = () => `Submit(order #${this.order}, by ${this.side})`;
}

/** The reviews.publish job of a process 15 days ahead: every window open so far has closed. */
class WindowsClose implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, real: Real) {
    const lone = m.orders.filter(
      (o) => o.completed && !o.published && Object.keys(o.reviews).length === 1,
    );
    const result = await schedulerAhead(real.o.t, 15 * DAY).run('reviews.publish');
    expect(result).toEqual({ published: lone.length });
    for (const order of lone) order.published = true;
  }
  toString = () => 'WindowsClose';
}

/** The person reviewed answers a review once it is published. */
class Reply implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => allReviews(m).length > 0;
  async run(m: Model, real: Real) {
    const reviews = allReviews(m);
    const { order, review } = reviews[this.pick % reviews.length]!;
    const res = await callAs(
      real.o.t,
      'replyToReview',
      partyOf(real, order, other(review.author)),
      {
        params: { id: review.id },
        body: { text: 'Thanks for the deal' },
      },
    );
    const allowed = order.published && !review.replied;
    expect(res.status, JSON.stringify(res.body)).toBe(allowed ? 200 : 409);
    if (allowed) review.replied = true;
  }
  toString = () => `Reply(review #${this.pick})`;
}

class ReportReview implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly reporter: number,
  ) {}
  check = (m: Readonly<Model>) => allReviews(m).length > 0;
  async run(m: Model, real: Real) {
    const reviews = allReviews(m);
    const { order, review } = reviews[this.pick % reviews.length]!;
    const reporter = real.people[this.reporter % real.people.length]!;
    const res = await callAs(real.o.t, 'reportReview', reporter, {
      params: { id: review.id },
      body: { reason: 'offensive', note: '' },
    });
    if (!order.published || review.moderation === 'removed') {
      return void expect(res.status, JSON.stringify(res.body)).toBe(404);
    }
    if (partyOf(real, order, review.author) === reporter) {
      return void expect(res.status, JSON.stringify(res.body)).toBe(403);
    }
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const first = !review.reporters.has(reporter.user._id);
    expect((res.body as { modifiedCount: number }).modifiedCount).toBe(first ? 1 : 0);
    if (first) {
      review.reporters.add(reporter.user._id);
      review.moderation = 'reported';
    }
  }
  toString = () => `ReportReview(review #${this.pick}, by person ${this.reporter})`;
}

class DecideReview implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly action: 'keep' | 'remove',
  ) {}
  check = (m: Readonly<Model>) => allReviews(m).length > 0;
  async run(m: Model, real: Real) {
    const reviews = allReviews(m);
    const { review } = reviews[this.pick % reviews.length]!;
    const res = await callAs(real.o.t, 'decideReviewReport', real.o.admin, {
      params: { id: review.id },
      body: { action: this.action, reason: 'Looked at it' },
    });
    const allowed = review.moderation === 'reported';
    expect(res.status, JSON.stringify(res.body)).toBe(allowed ? 200 : 409);
    if (allowed) review.moderation = this.action === 'keep' ? 'public' : 'removed';
  }
  toString = () => `DecideReview(review #${this.pick}, ${this.action})`;
}

/** A seller lists a bike with a frame serial: held at once when a confirmed report matches. */
class ListWithSerial implements fc.AsyncCommand<Model, Real> {
  constructor(readonly serial: number) {}
  check = () => true;
  async run(m: Model, real: Real) {
    const serial = real.serialPrefix + SERIALS[this.serial % SERIALS.length]!;
    const id = await createBikeAs(real.o.t.request, real.o.otherSeller.authHeader, { serial });
    const serialKey = normaliseSerial(serial);
    m.listings.push({ id, serialKey, held: confirmedNear(m, serialKey) });
  }
  toString = () => `ListWithSerial(${SERIALS[this.serial % SERIALS.length]})`;
}

class ReportStolen implements fc.AsyncCommand<Model, Real> {
  constructor(readonly serial: number) {}
  check = () => true;
  async run(m: Model, real: Real) {
    const serial = real.serialPrefix + SERIALS[this.serial % SERIALS.length]!;
    const res = await real.o.t.request
      .post('/theft-reports')
      .set(real.o.otherBuyer.authHeader)
      .send({ serial, description: 'Taken from outside the office' })
      .expect(200);
    const id = (res.body as { insertedId: string }).insertedId;
    m.reports.push({ id, serialKey: normaliseSerial(serial), state: 'pending' });
  }
  toString = () => `ReportStolen(${SERIALS[this.serial % SERIALS.length]})`;
}

class DecideTheft implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly decision: 'confirm' | 'withdraw',
  ) {}
  check = (m: Readonly<Model>) => m.reports.length > 0;
  async run(m: Model, real: Real) {
    const report = m.reports[this.pick % m.reports.length]!;
    const confirming = this.decision === 'confirm';
    const res = await real.o.t.request
      .post(`/theft-reports/${report.id}/${confirming ? 'confirmation' : 'withdrawal'}`)
      .set(real.o.admin.authHeader)
      .send(confirming ? {} : { reason: 'The owner found it' });
    const allowed = confirming ? report.state === 'pending' : report.state !== 'withdrawn';
    expect(res.status, JSON.stringify(res.body)).toBe(allowed ? 200 : 409);
    if (!allowed) return;
    report.state = confirming ? 'confirmed' : 'withdrawn';
    for (const listing of m.listings) {
      if (!near(listing.serialKey, report.serialKey)) continue;
      // A confirmation holds at once; a withdrawal releases what nothing else explains.
      if (confirming) listing.held = true;
      else if (listing.held && !confirmedNear(m, listing.serialKey)) listing.held = false;
    }
  }
  toString = () => `DecideTheft(report #${this.pick}, ${this.decision})`;
}

/** An administrator finds a held listing's serial innocent: public again, whatever matched. */
class ReleaseHold implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.listings.length > 0;
  async run(m: Model, real: Real) {
    const listing = m.listings[this.pick % m.listings.length]!;
    const res = await real.o.t.request
      .post(`/serial-holds/${listing.id}/release`)
      .set(real.o.admin.authHeader);
    expect(res.status, JSON.stringify(res.body)).toBe(listing.held ? 200 : 409);
    listing.held = false;
  }
  toString = () => `ReleaseHold(listing #${this.pick})`;
}

/** What the API and the database hold must be what the model says, after every step. */
async function checkInvariants(m: Model, real: Real) {
  const { t } = real.o;
  const docs = await t.db.collection('reviews').find({}).toArray();
  // No review exists without a completed order; at most one per side per order.
  const sides = new Set<string>();
  for (const doc of docs) {
    const order = await bookingDoc(t.db, (doc.orderId as ObjectId).toHexString());
    expect(order?.status, 'a review of an order that is not completed').toBe('completed');
    const side = `${(doc.orderId as ObjectId).toHexString()}:${(doc.authorId as ObjectId).toHexString()}`;
    expect(sides.has(side), 'two reviews by one side of an order').toBe(false);
    sides.add(side);
  }
  // Runs share the database: this run's reviews are those of its orders.
  const orderIds = new Set(m.orders.map((o) => o.id));
  const ours = docs.filter((d) => orderIds.has((d.orderId as ObjectId).toHexString()));
  expect(ours).toHaveLength(allReviews(m).length);

  // Public: published (both in, or the window closed), and neither reported nor removed.
  for (const subject of [real.o.seller, ...new Set(m.orders.map((o) => o.buyer))]) {
    const about = allReviews(m).filter(
      ({ order, review }) => partyOf(real, order, other(review.author)) === subject,
    );
    const shown = (
      (await callAs(t, 'listUserReviews', null, { params: { id: subject.user._id } }).expect(200))
        .body as Review[]
    )
      .map((r) => r._id)
      .sort();
    const expected = about
      .filter(({ order, review }) => order.published && review.moderation === 'public')
      .map(({ review }) => review.id)
      .sort();
    expect(shown, 'public reviews').toEqual(expected);
    const profile = (
      await callAs(t, 'getUserProfile', null, { params: { id: subject.user._id } }).expect(200)
    ).body as PublicProfile;
    const counted = about.filter(
      ({ order, review }) => order.published && review.moderation !== 'removed',
    );
    expect(profile.ratingCount, 'stored rating count').toBe(counted.length);
  }

  // No public listing whose serial a confirmed report matches, unless released since.
  const publicIds = new Set(
    ((await t.request.get('/bikes/search').query({ limit: 100 }).expect(200)).body as Bike[]).map(
      (b) => b._id,
    ),
  );
  for (const listing of m.listings) {
    expect(publicIds.has(listing.id), `listing ${listing.serialKey} public`).toBe(!listing.held);
  }
}

function checked(command: fc.AsyncCommand<Model, Real>): fc.AsyncCommand<Model, Real> {
  return {
    check: (m) => command.check(m),
    async run(m, real) {
      await command.run(m, real);
      await checkInvariants(m, real);
    },
    toString: () => command.toString(),
  };
}

const side = fc.constantFrom<Side>('buyer', 'seller');
const commands = [
  fc.oneof(
    { weight: 3, arbitrary: fc.nat().map((n) => new Complete(n)) },
    { weight: 6, arbitrary: fc.tuple(fc.nat(), side).map(([n, s]) => new Submit(n, s)) },
    { weight: 1, arbitrary: fc.constant(new WindowsClose()) },
    { weight: 2, arbitrary: fc.nat().map((n) => new Reply(n)) },
    {
      weight: 3,
      arbitrary: fc.tuple(fc.nat(), fc.nat()).map(([n, p]) => new ReportReview(n, p)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.nat(), fc.constantFrom('keep' as const, 'remove' as const))
        .map(([n, a]) => new DecideReview(n, a)),
    },
    { weight: 3, arbitrary: fc.nat().map((n) => new ListWithSerial(n)) },
    { weight: 2, arbitrary: fc.nat().map((n) => new ReportStolen(n)) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.nat(), fc.constantFrom('confirm' as const, 'withdraw' as const))
        .map(([n, d]) => new DecideTheft(n, d)),
    },
    { weight: 1, arbitrary: fc.nat().map((n) => new ReleaseHold(n)) },
  ),
];

/** Replay a failure with MODEL_SEED=<the seed in the test's name> (and fast-check's path). */
const SEED = Number(process.env.MODEL_SEED ?? Date.now() % 2 ** 31);

describe('reviews, reports and serial checks (model-based, real API on the embedded database)', () => {
  it(`keeps reviews tied to completed deals and stolen serials off the site (seed ${SEED})`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(
          commands.map((c) => c.map(checked)),
          { maxCommands: MAX_COMMANDS, size: 'large' },
        ),
        async (cmds) => {
          // A fresh marketplace each run: three paid orders, two of one buyer, one of another.
          const o = await paidOrder();
          // Runs share the database: earlier runs' lone reviews are published before this one.
          await schedulerAhead(o.t, 15 * DAY).run('reviews.publish');
          const ids = [o.bookingId, await o.payAnother(o.buyer), await o.payAnother(o.otherBuyer)];
          const buyers = [o.buyer, o.buyer, o.otherBuyer];
          const model: Model = {
            orders: ids.map((id, i) => ({
              id,
              buyer: buyers[i]!,
              completed: false,
              published: false,
              reviews: {},
            })),
            listings: [],
            reports: [],
          };
          const real: Real = {
            o,
            people: [o.buyer, o.seller, o.otherBuyer, o.otherSeller],
            serialPrefix: `R${Math.random().toString(36).slice(2, 8)}-`,
          };
          await fc.asyncModelRun(() => ({ model, real }), cmds);
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: false, interruptAfterTimeLimit: 120_000 },
    );
  }, 200_000);
});
