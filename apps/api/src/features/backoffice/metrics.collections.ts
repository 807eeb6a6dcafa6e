import type { MetricFigures } from '@reride/shared';
import { defineCollection } from '../../core/collection-spec';

/**
 * One day's figures (docs/domain.md#dashboard-figures), `_id` = the UTC day `YYYY-MM-DD`, kept by
 * the `metrics.rollup` job; the dashboard reads these, never the records they count.
 */
export interface DailyMetricsDoc extends Omit<MetricFigures, 'medianHandleMinutes'> {
  _id: string;
  /** The minutes each report decided that day waited: a period's median is taken over them. */
  handleMinutes: number[];
  /** When the count began: the page shows how old the figures are. */
  countedAt: Date;
}

export const dailyMetrics = defineCollection<DailyMetricsDoc>('daily_metrics', []);
