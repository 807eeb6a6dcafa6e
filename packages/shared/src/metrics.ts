import { z } from 'zod';
import { IsoDateTimeSchema } from './common';

/** The dashboard's periods, in days ending today (UTC), and how they are cut. */
export const METRIC_PERIODS = ['7', '30', '90'] as const;
export const METRIC_GROUPINGS = ['day', 'week'] as const;
/** The longest period: the rollup job keeps every day of it (docs/domain.md#dashboard-figures). */
export const METRICS_MAX_DAYS = 90;

/** `GET /admin/metrics`: a period and its buckets. */
export const MetricsQuerySchema = z
  .object({
    period: z.enum(METRIC_PERIODS).default('30'),
    by: z.enum(METRIC_GROUPINGS).default('day'),
  })
  .strict();
export type MetricsQuery = z.infer<typeof MetricsQuerySchema>;
export type MetricPeriod = MetricsQuery['period'];
export type MetricGrouping = MetricsQuery['by'];

const count = z.number().int().nonnegative();

/**
 * What the marketplace did over some days (docs/domain.md#dashboard-figures): counts, and money
 * in integer cents.
 */
export const MetricFiguresSchema = z.object({
  listings: count,
  bookings: count,
  paidOrders: count,
  completedOrders: count,
  gmvCents: count,
  feeCents: count,
  refunds: count,
  refundCents: count,
  disputesOpened: count,
  /** Disputes decided for the buyer (a refund in full or in part) and for the seller. */
  disputesForBuyer: count,
  disputesForSeller: count,
  newBuyers: count,
  newSellers: count,
  newAdmins: count,
  reportsReceived: count,
  reportsHandled: count,
  /** Median minutes from a report to its decision, of the reports decided; null when none. */
  medianHandleMinutes: z.number().nonnegative().nullable(),
});
export type MetricFigures = z.infer<typeof MetricFiguresSchema>;
export type MetricName = keyof MetricFigures;

/** Days when nothing happened. */
export const NO_METRIC_FIGURES: Readonly<MetricFigures> = Object.freeze({
  listings: 0,
  bookings: 0,
  paidOrders: 0,
  completedOrders: 0,
  gmvCents: 0,
  feeCents: 0,
  refunds: 0,
  refundCents: 0,
  disputesOpened: 0,
  disputesForBuyer: 0,
  disputesForSeller: 0,
  newBuyers: 0,
  newSellers: 0,
  newAdmins: 0,
  reportsReceived: 0,
  reportsHandled: 0,
  medianHandleMinutes: null,
});

/** One day or one week (Monday to Sunday, cut to the period) of the answer. */
export const MetricBucketSchema = MetricFiguresSchema.extend({
  /** Its first day, `YYYY-MM-DD`. */
  start: z.iso.date(),
  days: z.number().int().positive(),
});
export type MetricBucket = z.infer<typeof MetricBucketSchema>;

export const MetricsSchema = z
  .object({
    period: z.enum(METRIC_PERIODS),
    by: z.enum(METRIC_GROUPINGS),
    from: z.iso.date(),
    to: z.iso.date(),
    totals: MetricFiguresSchema,
    series: z.array(MetricBucketSchema),
    /** When the oldest day of the period was last counted; null before the first count. */
    countedAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'Metrics' });
export type Metrics = z.infer<typeof MetricsSchema>;
