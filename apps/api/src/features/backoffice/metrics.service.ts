import { METRICS_MAX_DAYS, type Metrics, type MetricsQuery } from '@reride/shared';
import type { Clock } from '../../core/clock';
import type { MetricCounter } from '../../core/metric-counts';
import {
  addDays,
  addUp,
  bucketsOf,
  dayKey,
  daysEnding,
  daysToCount,
  dayStart,
  EMPTY_DAY,
  figuresOf,
} from './metric-days';
import type { MetricsRepository } from './metrics.repository';

/**
 * The dashboard's figures (docs/domain.md#dashboard-figures): the `metrics.rollup` job asks each
 * feature to count its own records of a day and stores one document per day; the page reads
 * those documents only, so its cost does not grow with the number of orders.
 */
export function createMetricsService(deps: {
  repo: MetricsRepository;
  counters: readonly MetricCounter[];
  clock: Clock;
}) {
  const { repo, counters, clock } = deps;

  async function countDay(day: string): Promise<void> {
    const countedAt = clock();
    const from = dayStart(day);
    const parts = await Promise.all(
      counters.map((count) => count(from, dayStart(addDays(day, 1)))),
    );
    await repo.store({ _id: day, ...addUp(parts), countedAt });
  }

  return {
    /** The job's run: recounts today and yesterday, and every missing day of the longest period. */
    async rollup(): Promise<{ counted: number }> {
      const today = dayKey(clock());
      const stored = await repo.days(addDays(today, 1 - METRICS_MAX_DAYS), today);
      const days = daysToCount(today, new Set(stored.map((d) => d._id)));
      for (const day of days) await countDay(day);
      return { counted: days.length };
    },

    async read(query: MetricsQuery): Promise<Metrics> {
      const days = daysEnding(dayKey(clock()), Number(query.period));
      const from = days[0]!;
      const to = days.at(-1)!;
      const docs = await repo.days(from, to);
      const stored = new Map(docs.map(({ _id, countedAt: _at, ...figures }) => [_id, figures]));
      // A day the job has not counted yet shows as nothing happened, until its first run.
      const period = days.map((day) => ({ day, figures: stored.get(day) ?? EMPTY_DAY }));
      const counted = docs.map((d) => d.countedAt.getTime());
      return {
        period: query.period,
        by: query.by,
        from,
        to,
        totals: figuresOf(addUp(period.map((d) => d.figures))),
        series: bucketsOf(period, query.by),
        countedAt: counted.length ? new Date(Math.max(...counted)).toISOString() : null,
      };
    },
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;
