import { CATEGORIES, TEST_CARDS } from '@reride/shared';
import { call, fields, isOpen, pick, type Acknowledged, type Shared } from './client';
import type { LoadUser } from './seed';
import type { Stats } from './stats';
import { bell, buyerTalk, sellerDesk } from './talk';

async function buy(shared: Shared, buyer: LoadUser, booked: Set<string>): Promise<void> {
  const candidates = shared.bikes.filter((id) => !shared.sold.has(id) && !booked.has(id));
  if (candidates.length === 0) return;
  const bikeId = pick(candidates);
  booked.add(bikeId);
  const auth = buyer.auth;
  const booking = await call(
    shared,
    'POST /bookings',
    '/bookings',
    {
      method: 'POST',
      auth,
      body: { bikeId, phone: '01711223344', location: 'Dhanmondi, Dhaka' },
    },
    [409],
  );
  if (booking?.status !== 201) return void shared.sold.add(bikeId);
  const bookingId = String(fields(booking).insertedId);
  shared.acked.bookings.push({ id: bookingId, buyerId: buyer._id, bikeId });

  const intent = await call(
    shared,
    'POST /create-payment-intent',
    '/create-payment-intent',
    {
      method: 'POST',
      auth,
      body: { bookingId },
    },
    [409],
  );
  if (intent?.status !== 200) return;
  const intentId = String(fields(intent).paymentIntentId);
  const confirm = await call(
    shared,
    'POST /sandbox/.../confirm',
    `/sandbox/payment-intents/${intentId}/confirm`,
    {
      method: 'POST',
      body: {
        clientSecret: fields(intent).clientSecret,
        card: { number: TEST_CARDS.success, expMonth: 12, expYear: 2030, cvc: '123' },
        billingDetails: { name: 'Load Buyer', email: buyer.email },
      },
    },
    [409],
  );
  if (confirm?.status !== 200) return;
  const payment = await call(
    shared,
    'POST /payments',
    '/payments',
    {
      method: 'POST',
      auth,
      body: { bookingId, transactionId: intentId },
    },
    [409],
  );
  if (payment?.status !== 201) return;
  shared.sold.add(bikeId);
  shared.acked.payments.push({
    id: String(fields(payment).insertedId),
    bookingId,
    bikeId,
    transactionId: String(fields(payment).transactionId),
  });
}

async function report(shared: Shared, user: LoadUser, reported: Set<string>): Promise<void> {
  const candidates = shared.bikes.filter((id) => !reported.has(id));
  if (candidates.length === 0) return;
  const bikeId = pick(candidates);
  reported.add(bikeId);
  const res = await call(shared, 'PATCH /reported/:bikeId', `/reported/${bikeId}`, {
    method: 'PATCH',
    auth: user.auth,
    body: { reason: 'other', note: 'load test' },
  });
  if (res?.status === 200) shared.acked.reports.push({ bikeId, reporterId: user._id });
}

/**
 * One connection's worth of a buyer's visits: browse, look at bikes, glance at the bell, then
 * sometimes buy, report, or talk to a seller (a question, a message, an offer, an answer to a
 * counter; talk.ts).
 */
async function visitor(shared: Shared, buyer: LoadUser): Promise<void> {
  const booked = new Set<string>();
  const reported = new Set<string>();
  const talk = buyerTalk(shared, buyer);
  const open = () => isOpen(shared);
  while (open()) {
    await call(shared, 'GET /bikes/advertised', '/bikes/advertised');
    if (open()) {
      await call(shared, 'GET /bikes/category/:id', `/bikes/category/${pick(CATEGORIES)._id}`);
    }
    if (open()) await call(shared, 'GET /bikes/:id', `/bikes/${pick(shared.bikes)}`);
    if (open() && shared.talk) await bell(shared, buyer);
    if (!open()) break;
    // A purchase, a report or a step of talk, once started, runs to its end (checked after).
    const dice = Math.random();
    if (dice < 0.3) await buy(shared, buyer, booked);
    else if (dice < 0.45) await report(shared, buyer, reported);
    else if (dice < 0.75 && shared.talk) await talk.step();
  }
}

export async function runTraffic(options: {
  api: string;
  stats: Stats;
  bikes: string[];
  talkBikes: string[];
  talk: boolean;
  buyers: LoadUser[];
  sellers: LoadUser[];
  seconds: number;
}): Promise<Acknowledged> {
  const acked: Acknowledged = {
    bookings: [],
    payments: [],
    reports: [],
    messages: [],
    offers: [],
    answers: [],
  };
  const shared: Shared = {
    ...options,
    sold: new Set(),
    acked,
    deadline: Date.now() + options.seconds * 1000,
  };
  await Promise.all([
    ...options.buyers.map((buyer) => visitor(shared, buyer)),
    ...(options.talk ? options.sellers.map((seller) => sellerDesk(shared, seller)) : []),
  ]);
  return acked;
}
