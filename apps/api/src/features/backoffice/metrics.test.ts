import { describe, expect, it } from 'vitest';
import { callAs, DISPUTE, paidOrder, type PaidOrder } from '../../../test/fixtures/orders';
import { expectRollupsMatchScan, scanDays } from '../../../test/fixtures/metrics';
import { bookBike } from '../../../test/fixtures/bookings';
import { createBikeAs } from '../../../test/fixtures/bikes';
import type { Metrics } from '@reride/shared';
import { schedulerAhead } from '../../../test/helpers';

/** The administrators' dashboard figures from the daily rollups (docs/domain.md#dashboard-figures). */

const metricsOf = async (o: PaidOrder, query: Record<string, string> = {}) =>
  (await o.t.request.get('/admin/metrics').query(query).set(o.admin.authHeader).expect(200))
    .body as Metrics;

/** A seeded generator, so that a failure names the sequence that made it. */
function seeded(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}

/** One random step of marketplace activity through the API, by the order's people. */
async function randomStep(o: PaidOrder, pick: (n: number) => number, orders: string[]) {
  const { t, seller, buyer, otherBuyer, admin } = o;
  const order = orders[pick(orders.length)]!;
  const steps = [
    async () => orders.push(await o.payAnother(pick(2) ? buyer : otherBuyer, 100 + pick(900))),
    () => createBikeAs(t.request, seller.authHeader, { resalePrice: 50 + pick(500) }),
    async () =>
      bookBike(t.request, buyer.authHeader, await createBikeAs(t.request, seller.authHeader)),
    () => o.act('confirmHandover', buyer, {}, order),
    () => o.act('openDispute', buyer, DISPUTE, order),
    () => o.act('refundDispute', admin, pick(2) ? {} : { amount: 10 }, order),
    () => o.act('closeDispute', admin, {}, order),
    () => o.act('sellerCancel', seller, {}, order),
    async () => {
      const bike = await createBikeAs(t.request, seller.authHeader);
      await callAs(t, 'reportBike', buyer, {
        params: { bikeId: bike },
        body: { reason: 'scam' },
      }).expect(200);
      const decision = (['unreportBike', 'deleteReportedBike', null] as const)[pick(3)];
      if (decision) await callAs(t, decision, admin, { params: { id: bike } }).expect(200);
    },
    () => t.signUpAs(pick(2) ? 'Buyer' : 'Seller'),
  ];
  await steps[pick(steps.length)]!();
}

describe('GET /admin/metrics', () => {
  it('answers the period by day, from the rollups only: nothing before the job has run', async () => {
    const o = await paidOrder({ price: 450 });
    const before = await metricsOf(o, { period: '7', by: 'day' });
    expect(before.series).toHaveLength(7);
    expect(before.totals).toMatchObject({ paidOrders: 0, gmvCents: 0, listings: 0 });
    expect(before.countedAt).toBeNull();

    await o.t.scheduler.run('metrics.rollup');
    const after = await metricsOf(o, { period: '7', by: 'day' });
    const today = new Date().toISOString().slice(0, 10);
    expect(after.to).toBe(today);
    expect(after.series.at(-1)).toMatchObject({ start: today, days: 1, paidOrders: 1 });
    expect(after.totals).toMatchObject({
      listings: 1,
      bookings: 1,
      paidOrders: 1,
      gmvCents: 45_000,
      newBuyers: 2,
      newSellers: 2,
      newAdmins: 1,
      medianHandleMinutes: null,
    });
    expect(after.countedAt).not.toBeNull();
  });

  it('cuts a period into weeks (Monday to Sunday, cut to the period) that add up to the days', async () => {
    const o = await paidOrder();
    await o.t.scheduler.run('metrics.rollup');
    const byDay = await metricsOf(o, { period: '90', by: 'day' });
    const byWeek = await metricsOf(o, { period: '90', by: 'week' });
    expect(byDay.series).toHaveLength(90);
    expect(byWeek.totals).toEqual(byDay.totals);
    expect(byWeek.series.reduce((days, w) => days + w.days, 0)).toBe(90);
    expect(byWeek.series[0]!.start).toBe(byDay.from);
    for (const week of byWeek.series.slice(1)) {
      expect(new Date(`${week.start}T00:00:00Z`).getUTCDay()).toBe(1);
    }
    expect((await metricsOf(o)).series).toHaveLength(30);
  });

  it('refuses a period or grouping it does not know, and callers who are not administrators', async () => {
    const o = await paidOrder();
    const get = (query: Record<string, string>) =>
      o.t.request.get('/admin/metrics').query(query).set(o.admin.authHeader);
    expect((await get({ period: '14' }).expect(400)).body).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await get({ by: 'month' }).expect(400);
    await get({ period: '7', extra: '1' }).expect(400);
    await o.t.request.get('/admin/metrics').expect(401);
    await o.t.request.get('/admin/metrics').set(o.seller.authHeader).expect(403);
    await o.t.request.get('/admin/metrics').set(o.buyer.authHeader).expect(403);
  });
});

describe('metrics.rollup', () => {
  const SEED = Number(process.env.METRICS_SEED ?? Date.now() % 2 ** 31);

  it(`stores days equal to a scan of the raw records after random activity (seed ${SEED})`, async () => {
    const o = await paidOrder();
    const pick = seeded(SEED);
    const orders = [o.bookingId];
    for (let step = 0; step < 24; step += 1) {
      await randomStep(o, pick, orders);
      if (step % 6 === 5) await expectRollupsMatchScan(o.t.db, [o.t.scheduler]);
    }
    await expectRollupsMatchScan(o.t.db, [o.t.scheduler]);
    const today = new Date().toISOString().slice(0, 10);
    const scanned = (await scanDays(o.t.db)).get(today)!;
    const { handleMinutes, ...counts } = scanned;
    expect((await metricsOf(o, { period: '7' })).totals).toMatchObject(counts);
    expect(handleMinutes.length).toBe(scanned.reportsHandled);
  });

  it('counts again only today, yesterday and the days it is missing, idempotently', async () => {
    const o = await paidOrder();
    expect(await o.t.scheduler.run('metrics.rollup')).toEqual({ counted: 90 });
    expect(await o.t.scheduler.run('metrics.rollup')).toEqual({ counted: 2 });
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    await o.t.db.collection('daily_metrics').deleteOne({ _id: tenDaysAgo as never });
    expect(await o.t.scheduler.run('metrics.rollup')).toEqual({ counted: 3 });
    expect(await o.t.db.collection('daily_metrics').countDocuments()).toBe(90);
    // Two processes counting at once store the same days once each.
    const other = schedulerAhead(o.t, 0);
    await Promise.all([o.t.scheduler.run('metrics.rollup'), other.run('metrics.rollup')]);
    expect(await o.t.db.collection('daily_metrics').countDocuments()).toBe(90);
    await expectRollupsMatchScan(o.t.db, [o.t.scheduler]);
  });
});
