import {
  METRIC_GROUPINGS,
  METRIC_PERIODS,
  MetricsQuerySchema,
  messages,
  type MetricFigures,
  type MetricName,
  type Metrics,
  type MetricsQuery,
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

const texts = messages.metrics;

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

function Choice<V extends string>(props: {
  legend: string;
  name: string;
  values: readonly V[];
  labels: Record<V, string>;
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="metric-choice">
      <legend>{props.legend}</legend>
      {props.values.map((value) => (
        <label key={value} className="metric-choice__option">
          <input
            type="radio"
            name={props.name}
            value={value}
            checked={props.value === value}
            onChange={() => props.onChange(value)}
          />
          {props.labels[value]}
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
        <Choice
          legend={texts.period}
          name="period"
          values={METRIC_PERIODS}
          labels={texts.periods}
          value={query.period}
          onChange={(period) => change({ period })}
        />
        <Choice
          legend={texts.by}
          name="by"
          values={METRIC_GROUPINGS}
          labels={texts.groupings}
          value={query.by}
          onChange={(by) => change({ by })}
        />
      </div>
      {body}
    </PageSection>
  );
}
