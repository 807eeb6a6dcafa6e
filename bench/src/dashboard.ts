import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { bulkUserDocument, provisionDatabase } from '@reride/devstack';
import { METRICS_MAX_DAYS, NO_METRIC_FIGURES, type Metrics } from '@reride/shared';
import { ObjectId, type Db } from 'mongodb';
import { signAccessToken } from './access-token';
import { openCatalogue } from './catalogue';
import { serialLatency } from './load';
import type { Server } from './processes';
import { writeResults } from './report';
import { buildApi, startApi } from './servers';

/**
 * The administrators' dashboard (`GET /admin/metrics`, docs/domain.md#dashboard-figures) at
 * 100,000 orders: the orders and the daily rollups the `metrics.rollup` job keeps of them are
 * written in bulk, in the shapes of apps/api/src/features/orders/orders.collections.ts and
 * apps/api/src/features/backoffice/metrics.collections.ts; then the endpoint is asked, uncached,
 * one request at a time. Its answer must not grow with the orders: it reads 90 documents at most.
 */
const ORDERS = Number(process.env.BENCH_DASHBOARD_ORDERS ?? 100_000);
const BATCH = 1000;
const DAY_MS = 24 * 3600 * 1000;
const SAMPLES = 20;
/** The figure the answer is held to (bench/README.md). */
export const DASHBOARD_TARGET_MS = 200;

type Day = Record<string, number | number[]>;

function emptyDay(): Day {
  const { medianHandleMinutes: _none, ...counts } = NO_METRIC_FIGURES;
  return { ...counts, handleMinutes: [] };
}

const keyOf = (at: Date) => at.toISOString().slice(0, 10);

/** Orders over the last 90 days, most of them paid, some completed, refunded or disputed. */
async function insertOrders(db: Db, now: number): Promise<Map<string, Day>> {
  const days = new Map<string, Day>();
  const add = (at: Date, name: string, by = 1) => {
    const day = days.get(keyOf(at)) ?? emptyDay();
    (day[name] as number) += by;
    days.set(keyOf(at), day);
  };
  for (let start = 0; start < ORDERS; start += BATCH) {
    const docs = Array.from({ length: Math.min(BATCH, ORDERS - start) }, (_, j) => {
      const i = start + j;
      const createdAt = new Date(now - Math.floor(Math.random() * (METRICS_MAX_DAYS - 1) * DAY_MS));
      const price = 100 + (i % 900);
      const paidAt = i % 4 ? new Date(createdAt.getTime() + 3600_000) : undefined;
      const completedAt = paidAt && i % 3 === 0 ? new Date(paidAt.getTime() + DAY_MS) : undefined;
      const disputed = paidAt && i % 50 === 1;
      add(createdAt, 'bookings');
      if (paidAt) {
        add(paidAt, 'paidOrders');
        add(paidAt, 'gmvCents', price * 100);
      }
      if (completedAt) add(completedAt, 'completedOrders');
      if (disputed) add(paidAt, 'disputesOpened');
      return {
        _id: new ObjectId(),
        bikeId: new ObjectId(),
        buyerId: new ObjectId(),
        sellerId: new ObjectId(),
        name: 'Bench Buyer',
        email: 'buyer@bench.test',
        bike: `Bench bike #${i}`,
        img: '',
        price,
        sellerEmail: 'seller@bench.test',
        phone: '',
        location: 'Dhaka',
        bookedOn: '',
        createdAt,
        updatedAt: createdAt,
        status: completedAt ? 'completed' : paidAt ? (disputed ? 'disputed' : 'paid') : 'booked',
        paid: Boolean(paidAt),
        transactionId: null,
        intentId: null,
        refunded: false,
        refundId: null,
        ...(paidAt ? { paidAt, feePercent: 0 } : {}),
        ...(completedAt ? { completedAt } : {}),
        ...(disputed
          ? { dispute: { state: 'open', reason: 'other', text: 'Bench', openedAt: paidAt } }
          : {}),
      };
    });
    await db.collection('bookings').insertMany(docs, { ordered: false });
  }
  return days;
}

/** The rollups the job keeps, one per day of the longest period: what the endpoint reads. */
async function insertRollups(db: Db, days: Map<string, Day>, now: number): Promise<void> {
  const docs = Array.from({ length: METRICS_MAX_DAYS }, (_, i) => {
    const key = keyOf(new Date(now - i * DAY_MS));
    return { _id: key, ...(days.get(key) ?? emptyDay()), countedAt: new Date(now) };
  });
  await db.collection<{ _id: string }>('daily_metrics').insertMany(docs);
}

/** Runs the dashboard's figure alone (`BENCH_ONLY=dashboard pnpm bench`) into the results. */
export async function dashboardOnly(resultsFile: string): Promise<void> {
  const log = (line: string) => console.log(line);
  buildApi(log);
  const db = await provisionDatabase({ log });
  const catalogue = await openCatalogue(
    db.uri,
    `reride_bench_dash_${randomBytes(4).toString('hex')}`,
  );
  let api: Server | undefined;
  try {
    const jwtSecret = randomBytes(32).toString('hex');
    const options = { uri: db.uri, dbName: catalogue.db.databaseName, jwtSecret };
    api = await startApi({
      ...options,
      name: 'api-no-cache',
      corsOrigin: 'http://127.0.0.1',
      publicCacheTtlMs: '0',
    });
    const now = Date.now();
    const admin = {
      ...bulkUserDocument('dashboard', 'Seller', 0, new Date(now)),
      userType: 'Admin',
      roles: ['Admin'],
    };
    await catalogue.db.collection('users').insertOne(admin);
    const started = performance.now();
    const days = await insertOrders(catalogue.db, now);
    await insertRollups(catalogue.db, days, now);
    log(
      `inserted ${ORDERS} orders and their rollups in ${Math.round(performance.now() - started)} ms`,
    );
    const headers = {
      Authorization: `Bearer ${signAccessToken({ _id: admin._id.toHexString(), email: admin.email }, jwtSecret)}`,
    };
    const url = (query: string) => `${api!.url}/admin/metrics?${query}`;
    const check = (await (await fetch(url('period=90&by=week'), { headers })).json()) as Metrics;
    const paid = [...days.values()].reduce((sum, d) => sum + (d.paidOrders as number), 0);
    if (check.totals.paidOrders !== paid) {
      throw new Error(`the dashboard answered ${check.totals.paidOrders} paid orders, not ${paid}`);
    }
    const figures = {
      orders: ORDERS,
      targetMs: DASHBOARD_TARGET_MS,
      ninetyDaysByWeek: await serialLatency(url('period=90&by=week'), SAMPLES, headers),
      ninetyDaysByDay: await serialLatency(url('period=90&by=day'), SAMPLES, headers),
      sevenDaysByDay: await serialLatency(url('period=7&by=day'), SAMPLES, headers),
    };
    log(`dashboard @ ${ORDERS} orders: ${JSON.stringify(figures)}`);
    const results = JSON.parse(await readFile(resultsFile, 'utf8')) as Record<string, unknown>;
    const dashboardRun = {
      date: new Date().toISOString(),
      command: 'BENCH_ONLY=dashboard pnpm bench',
    };
    await writeResults(resultsFile, { ...results, dashboard: figures, dashboardRun });
    log('\nwrote the dashboard figures into bench/results/latest.json');
    const slowest = Math.max(
      ...[figures.ninetyDaysByWeek, figures.ninetyDaysByDay, figures.sevenDaysByDay].map(
        (f) => f.medianMs,
      ),
    );
    if (slowest > DASHBOARD_TARGET_MS) {
      log(`the dashboard's median ${slowest} ms is over its ${DASHBOARD_TARGET_MS} ms target`);
      process.exitCode = 1;
    }
  } finally {
    await api?.stop();
    await catalogue.db.dropDatabase().catch(() => undefined);
    await catalogue.close();
    await db.stop();
  }
}
