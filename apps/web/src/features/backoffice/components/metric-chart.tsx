import { type MetricBucket, type Metrics, metricsMessages } from '@reride/shared';
import { useId } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { buttonClassName } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/table';
import { csvHref, formatFigure, seriesCsv, type MetricChartSpec } from '../metric-series';

const texts = metricsMessages.metrics;
/** Told apart by people with any colour vision (Okabe and Ito's palette). */
const COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#B8860B'];

const shortDay = (day: string) => day.slice(5);

/**
 * One chart of the dashboard with what a screen reader or a spreadsheet needs: a data table
 * behind a disclosure, and the series as a CSV download.
 */
export function MetricChart({ spec, metrics }: { spec: MetricChartSpec; metrics: Metrics }) {
  const titleId = useId();
  const title = texts.charts[spec.key];
  const scale = spec.money ? 100 : 1;
  const points = metrics.series.map((b: MetricBucket) => ({
    start: b.start,
    ...Object.fromEntries(spec.names.map((n) => [n, (b[n] ?? 0) / scale])),
  }));
  const firstColumn = metrics.by === 'day' ? texts.day : texts.weekOf;
  return (
    <figure className="metric-chart" aria-labelledby={titleId}>
      <figcaption className="metric-chart__head">
        <h2 id={titleId} className="metric-chart__title">
          {title}
        </h2>
        <a
          className={buttonClassName('outline', 'sm')}
          href={csvHref(seriesCsv(spec, metrics.series))}
          download={texts.csvName(spec.key, metrics.period, metrics.by)}
        >
          {texts.downloadCsv}
          <span className="visually-hidden">: {title}</span>
        </a>
      </figcaption>
      <div className="metric-chart__plot" aria-hidden="true">
        <ResponsiveContainer width="100%" height={240}>
          <LineChart
            data={points}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            // The table behind the chart is its accessible form: the plot takes no focus.
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="start" tickFormatter={shortDay} minTickGap={16} fontSize={12} />
            <YAxis width={48} fontSize={12} allowDecimals={spec.money ?? false} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {spec.names.map((name, i) => (
              <Line
                key={name}
                dataKey={name}
                name={texts.labels[name]}
                stroke={COLOURS[i % COLOURS.length]}
                dot={points.length <= 14}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <details className="metric-chart__data">
        <summary>{texts.showTable}</summary>
        <DataTable label={title} columns={[firstColumn, ...spec.names.map((n) => texts.labels[n])]}>
          {metrics.series.map((b) => (
            <tr key={b.start}>
              <th scope="row" data-label={firstColumn}>
                {b.start}
              </th>
              {spec.names.map((n) => (
                <td key={n} data-label={texts.labels[n]}>
                  {formatFigure(n, b[n])}
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
      </details>
    </figure>
  );
}
