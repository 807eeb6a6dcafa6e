import type { MetricFigures } from '@reride/shared';

/**
 * What one feature counts of its own records over the instants [from, to), for the dashboard's
 * daily rollups (docs/domain.md#dashboard-figures). Money is in integer cents. Medians cannot be
 * added up, so the minutes each report took to be decided are kept one by one.
 */
export type DayCounts = Partial<Omit<MetricFigures, 'medianHandleMinutes'>> & {
  handleMinutes?: number[];
};

/** A feature's counter: indexed date queries on its own collection, never a full scan. */
export type MetricCounter = (from: Date, to: Date) => Promise<DayCounts>;
