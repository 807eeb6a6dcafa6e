import {
  METRICS_MAX_DAYS,
  NO_METRIC_FIGURES,
  type MetricBucket,
  type MetricFigures,
  type MetricGrouping,
} from '@reride/shared';
import type { DayCounts } from '../../core/metric-counts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of an instant, `YYYY-MM-DD`: the rollups' days are UTC days. */
export const dayKey = (at: Date): string => at.toISOString().slice(0, 10);
export const dayStart = (key: string): Date => new Date(`${key}T00:00:00.000Z`);
export const addDays = (key: string, days: number): string =>
  dayKey(new Date(dayStart(key).getTime() + days * DAY_MS));

/** The `count` days ending with `last`, oldest first. */
export function daysEnding(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));
}

/** The days the rollup job counts now: today and yesterday (still changing) and any missing. */
export function daysToCount(today: string, stored: ReadonlySet<string>): string[] {
  return daysEnding(today, METRICS_MAX_DAYS).filter(
    (day) => day >= addDays(today, -1) || !stored.has(day),
  );
}

/** A day's counts as stored: every figure present, the features' counts added together. */
export type DayFigures = Required<DayCounts>;

const { medianHandleMinutes: _none, ...NO_COUNTS } = NO_METRIC_FIGURES;
export const EMPTY_DAY: Readonly<DayFigures> = { ...NO_COUNTS, handleMinutes: [] };

/** Adds the features' counts (or the stored days) up, figure by figure. */
export function addUp(parts: readonly DayCounts[]): DayFigures {
  const sum: DayFigures = { ...EMPTY_DAY, handleMinutes: [] };
  for (const part of parts) {
    for (const [name, value] of Object.entries(part) as [keyof DayFigures, unknown][]) {
      if (name === 'handleMinutes') sum.handleMinutes.push(...(value as number[]));
      else sum[name] += value as number;
    }
  }
  return sum;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10) / 10;
}

export function figuresOf(day: DayFigures): MetricFigures {
  const { handleMinutes, ...counts } = day;
  return { ...counts, medianHandleMinutes: median(handleMinutes) };
}

/** The Monday of a day's week (UTC). */
function weekOf(key: string): string {
  const weekday = (dayStart(key).getUTCDay() + 6) % 7;
  return addDays(key, -weekday);
}

/** The period's days in buckets: one per day, or one per week cut to the period. */
export function bucketsOf(
  days: readonly { day: string; figures: DayFigures }[],
  by: MetricGrouping,
): MetricBucket[] {
  const groups = new Map<string, { start: string; parts: DayFigures[] }>();
  for (const { day, figures } of days) {
    const key = by === 'day' ? day : weekOf(day);
    const group = groups.get(key) ?? { start: day, parts: [] };
    group.parts.push(figures);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ start, parts }) => ({
    start,
    days: parts.length,
    ...figuresOf(addUp(parts)),
  }));
}
