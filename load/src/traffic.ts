import { CATEGORIES, TEST_CARDS } from '@reride/shared';
import type { LoadUser } from './seed';
import type { Stats } from './stats';

/** What the API acknowledged (2xx), to be found in the database afterwards. */
export interface Acknowledged {
  bookings: { id: string; buyerId: string; bikeId: string }[];
  payments: { id: string; bookingId: string; bikeId: string; transactionId: string }[];
  reports: { bikeId: string; reporterId: string }[];
}

interface Shared {
  api: string;
  stats: Stats;
  bikes: string[];
  /** Bikes this run saw sold: nobody tries to buy them again (a real shop hides them too). */
  sold: Set<string>;
  acked: Acknowledged;
  deadline: number;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * One request, timed and classified: `refusable` lists statuses that are a correct answer in a
 * race (409: the bike was sold to another buyer a moment ago), counted apart from errors.
 */
async function call(
  shared: Shared,
  kind: string,
  path: string,
  init: { method?: string; auth?: LoadUser['auth']; body?: unknown } = {},
  refusable: number[] = [],
): Promise<Answer | null> {
  const started = performance.now();
  try {
    const res = await fetch(`${shared.api}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.auth ?? {}),
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const body = (await res.json()) as Record<string, unknown>;
    const ms = performance.now() - started;
    const outcome = res.ok ? 'ok' : refusable.includes(res.status) ? 'refused' : 'error';
    shared.stats.add(kind, ms, String(res.status), outcome);
    return { status: res.status, body };
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code ?? 'network';
    shared.stats.add(kind, performance.now() - started, code, 'error');
    return null;
  }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

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
  const bookingId = String(booking.body.insertedId);
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
  const intentId = String(intent.body.paymentIntentId);
  const confirm = await call(
    shared,
    'POST /sandbox/.../confirm',
    `/sandbox/payment-intents/${intentId}/confirm`,
    {
      method: 'POST',
      body: {
        clientSecret: intent.body.clientSecret,
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
    id: String(payment.body.insertedId),
    bookingId,
    bikeId,
    transactionId: String(payment.body.transactionId),
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
    body: { reason: 'load test' },
  });
  if (res?.status === 200) shared.acked.reports.push({ bikeId, reporterId: user._id });
}

/** One connection's worth of a buyer's visits: browse, look at bikes, sometimes buy or report. */
async function visitor(shared: Shared, buyer: LoadUser): Promise<void> {
  const booked = new Set<string>();
  const reported = new Set<string>();
  const open = () => Date.now() < shared.deadline;
  while (open()) {
    await call(shared, 'GET /bikes/advertised', '/bikes/advertised');
    if (open()) {
      await call(shared, 'GET /bikes/category/:id', `/bikes/category/${pick(CATEGORIES)._id}`);
    }
    if (open()) await call(shared, 'GET /bikes/:id', `/bikes/${pick(shared.bikes)}`);
    if (!open()) break;
    // A purchase or a report, once started, runs to its end (its writes are checked after).
    const dice = Math.random();
    if (dice < 0.3) await buy(shared, buyer, booked);
    else if (dice < 0.45) await report(shared, buyer, reported);
  }
}

export async function runTraffic(options: {
  api: string;
  stats: Stats;
  bikes: string[];
  buyers: LoadUser[];
  seconds: number;
}): Promise<Acknowledged> {
  const acked: Acknowledged = { bookings: [], payments: [], reports: [] };
  const shared: Shared = {
    ...options,
    sold: new Set(),
    acked,
    deadline: Date.now() + options.seconds * 1000,
  };
  await Promise.all(options.buyers.map((buyer) => visitor(shared, buyer)));
  return acked;
}
