import { formatMoney, type MetricBucket, type MetricName, metricsMessages } from '@reride/shared';

const texts = metricsMessages.metrics;

/** One chart of the dashboard: the figures it draws, and whether they are cents. */
export interface MetricChartSpec {
  key: keyof typeof texts.charts;
  names: readonly MetricName[];
  money?: true;
}

export const METRIC_CHARTS: readonly MetricChartSpec[] = [
  { key: 'orders', names: ['bookings', 'paidOrders', 'completedOrders'] },
  { key: 'money', names: ['gmvCents', 'feeCents', 'refundCents'], money: true },
  { key: 'people', names: ['listings', 'newBuyers', 'newSellers', 'newAdmins'] },
  {
    key: 'trust',
    names: [
      'disputesOpened',
      'disputesForBuyer',
      'disputesForSeller',
      'reportsReceived',
      'reportsHandled',
    ],
  },
];

/** A figure as the page shows it: money as dollars, minutes as a duration. */
export function formatFigure(name: MetricName, value: number | null): string {
  if (value === null) return texts.noMedian;
  if (name.endsWith('Cents')) return formatMoney(value);
  if (name === 'medianHandleMinutes') return texts.minutes(value);
  return value.toLocaleString('en-US');
}

/** A cell of the CSV: quoted when it holds a comma, a quote or a line break. */
const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A chart's series as CSV (money in dollars with cents), built in the browser from the answer. */
export function seriesCsv(spec: MetricChartSpec, series: readonly MetricBucket[]): string {
  const head = ['start', 'days', ...spec.names.map((n) => texts.labels[n])];
  const rows = series.map((b) => [
    b.start,
    b.days,
    ...spec.names.map((n) => (spec.money ? ((b[n] ?? 0) / 100).toFixed(2) : (b[n] ?? 0))),
  ]);
  return [head, ...rows].map((row) => row.map(csvCell).join(',')).join('\n') + '\n';
}

export const csvHref = (csv: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
