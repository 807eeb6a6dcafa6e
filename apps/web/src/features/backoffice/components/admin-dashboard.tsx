import {
  METRIC_GROUPINGS,
  METRIC_PERIODS,
  MetricsQuerySchema,
  type MetricFigures,
  type MetricName,
  type Metrics,
  type MetricsQuery,
  metricsMessages,
} from '@reride/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSection } from '../../../components/ui/page-section';
import { LoadError } from '../../../components/ui/retry-button';
import { Spinner } from '../../../components/ui/spinner';
import { useMetrics } from '../api/get-metrics';
import { formatFigure, METRIC_CHARTS } from '../metric-series';
import { MetricChart } from './metric-chart';

const texts = metricsMessages.metrics;

/** The figures of the period, in the order the page lists them. */
const FIGURES: readonly MetricName[] = [
  'listings',
  'bookings',
  'paidOrders',
  'completedOrders',
  'gmvCents',
  'feeCents',
  'refunds',
  'refundCents',
  'disputesOpened',
  'disputesForBuyer',
  'disputesForSeller',
  'newBuyers',
  'newSellers',
  'newAdmins',
  'reportsReceived',
  'reportsHandled',
  'medianHandleMinutes',
];

/** The period and grouping from the address (`?period=90&by=week`); anything else: the defaults. */
function useMetricsQuery(): [MetricsQuery, (next: Partial<MetricsQuery>) => void] {
  const [search, setSearch] = useSearchParams();
  const parsed = MetricsQuerySchema.safeParse(Object.fromEntries(search));
  const query = parsed.success ? parsed.data : MetricsQuerySchema.parse({});
  const change = (next: Partial<MetricsQuery>) =>
    setSearch({ ...query, ...next }, { replace: true, preventScrollReset: true });
  return [query, change];
}

/** Each choice of the page: its legend, its values and their words. */
const CHOICES = {
  period: { legend: texts.period, values: METRIC_PERIODS, labels: texts.periods },
  by: { legend: texts.by, values: METRIC_GROUPINGS, labels: texts.groupings },
} as const;

/** One choice as radio buttons: arrow keys move within it, Tab leaves it. */
function Choice<K extends keyof MetricsQuery>(props: {
  name: K;
  query: MetricsQuery;
  change: (next: Partial<MetricsQuery>) => void;
}) {
  const { legend, values, labels } = CHOICES[props.name];
  return (
    <fieldset className="metric-choice">
      <legend>{legend}</legend>
      {values.map((value: string) => (
        <label key={value} className="metric-choice__option">
          <input
            type="radio"
            name={props.name}
            value={value}
            checked={props.query[props.name] === value}
            onChange={() => props.change({ [props.name]: value })}
          />
          {(labels as Record<string, string>)[value]}
        </label>
      ))}
    </fieldset>
  );
}

function FigureList({ totals }: { totals: MetricFigures }) {
  return (
    <dl className="metric-figures" aria-label={texts.figures}>
      {FIGURES.map((name) => (
        <div key={name} className="metric-figures__item">
          <dt>{texts.labels[name]}</dt>
          <dd>{formatFigure(name, totals[name])}</dd>
        </div>
      ))}
    </dl>
  );
}

const quiet = (m: Metrics) =>
  FIGURES.every((name) => name === 'medianHandleMinutes' || m.totals[name] === 0);

/**
 * The administrators' home (`/dashboard/admin`): the marketplace's figures over 7, 30 or 90 days
 * by day or week, read from the daily rollups (docs/domain.md#dashboard-figures). `children` are
 * the rest of the administrator's overview (their to-dos and pages), composed by the route.
 */
export function AdminDashboard({ children }: { children?: ReactNode }) {
  const [query, change] = useMetricsQuery();
  const metrics = useMetrics(query);
  let body: ReactNode;
  if (metrics.isPending) body = <Spinner label={texts.loading} />;
  else if (!metrics.data) body = <LoadError title={texts.loadFailed} query={metrics} />;
  else if (metrics.data.countedAt === null) {
    body = <EmptyState title={texts.notCounted} description={texts.notCountedText} />;
  } else {
    const data = metrics.data;
    body = (
      <>
        <p className="metric-meta">
          {data.from} – {data.to} · {texts.countedAt}{' '}
          <time dateTime={data.countedAt ?? undefined}>
            {new Date(data.countedAt!).toLocaleString('en-GB', { timeZone: 'UTC' })} UTC
          </time>
        </p>
        {quiet(data) && <EmptyState title={texts.quiet} />}
        <FigureList totals={data.totals} />
        <div className="metric-charts">
          {METRIC_CHARTS.map((spec) => (
            <MetricChart key={spec.key} spec={spec} metrics={data} />
          ))}
        </div>
      </>
    );
  }
  return (
    <PageSection title={texts.title} lead={texts.lead}>
      {children}
      <div className="metric-controls" aria-busy={metrics.isFetching}>
        <Choice name="period" query={query} change={change} />
        <Choice name="by" query={query} change={change} />
      </div>
      {body}
    </PageSection>
  );
}
