import {
  NO_METRIC_FIGURES,
  type MetricBucket,
  type MetricFigures,
  type Metrics,
  metricsMessages,
} from '@reride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { jsonResponse, stubApi } from '../../../testing/api-server';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { AdminDashboard } from './admin-dashboard';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const texts = metricsMessages.metrics;

const figures = (overrides: Partial<MetricFigures> = {}): MetricFigures => ({
  ...NO_METRIC_FIGURES,
  ...overrides,
});

const day = (start: string, overrides: Partial<MetricFigures> = {}): MetricBucket => ({
  start,
  days: 1,
  ...figures(overrides),
});

const answer = (overrides: Partial<Metrics> = {}): Metrics => ({
  period: '7',
  by: 'day',
  from: '2026-03-03',
  to: '2026-03-09',
  totals: figures({ paidOrders: 3, gmvCents: 123_450, medianHandleMinutes: 90 }),
  series: [
    day('2026-03-08', { paidOrders: 1, gmvCents: 45_000 }),
    day('2026-03-09', { paidOrders: 2, gmvCents: 78_450, bookings: 4 }),
  ],
  countedAt: '2026-03-09T10:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

const renderPage = (path = '/dashboard/admin') =>
  renderRoutes([{ path: '/dashboard/admin', element: <AdminDashboard /> }], {
    initialEntries: [path],
  });

describe('Administrators’ dashboard (API stubbed)', () => {
  it('shows the period’s figures, a table behind each chart and a CSV of each series', async () => {
    stubApi({ 'GET /admin/metrics': () => jsonResponse(answer()) });
    renderPage('/dashboard/admin?period=7');
    const totals = await screen.findByLabelText(texts.figures);
    expect(within(totals).getByText(texts.labels.paidOrders).nextSibling).toHaveTextContent('3');
    expect(within(totals).getByText(texts.labels.gmvCents).nextSibling).toHaveTextContent(
      '$1,234.50',
    );
    expect(
      within(totals).getByText(texts.labels.medianHandleMinutes).nextSibling,
    ).toHaveTextContent('1.5 h');

    const orders = screen.getByRole('figure', { name: texts.charts.orders });
    const table = within(orders).getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('2026-03-09');
    expect(rows[2]).toHaveTextContent('4');

    const csv = within(orders).getByRole('link', { name: new RegExp(texts.downloadCsv) });
    expect(csv).toHaveAttribute('download', 'reride-orders-7d-by-day.csv');
    const text = decodeURIComponent(csv.getAttribute('href')!.split(',').slice(1).join(','));
    expect(text.split('\n')[0]).toBe('start,days,Bookings,Paid orders,Completed orders');
    expect(text.split('\n')[2]).toBe('2026-03-09,1,4,2,0');
    const money = screen.getByRole('figure', { name: texts.charts.money });
    const moneyCsv = within(money).getByRole('link', { name: new RegExp(texts.downloadCsv) });
    expect(decodeURIComponent(moneyCsv.getAttribute('href')!)).toContain('2026-03-09,1,784.50,');
  });

  it('asks again for the period and grouping chosen, keeping them in the address', async () => {
    const api = stubApi({
      'GET /admin/metrics': ({ url }) =>
        jsonResponse(
          answer({
            period: (url.searchParams.get('period') ?? '30') as Metrics['period'],
            by: (url.searchParams.get('by') ?? 'day') as Metrics['by'],
          }),
        ),
    });
    const { router } = renderPage();
    await screen.findByLabelText(texts.figures);
    expect(api.queriesOf('GET /admin/metrics')[0]).toMatchObject({ period: '30', by: 'day' });
    expect(screen.getByRole('radio', { name: texts.periods['30'] })).toBeChecked();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: texts.periods['90'] }));
    await waitFor(() =>
      expect(api.queriesOf('GET /admin/metrics').at(-1)).toMatchObject({ period: '90' }),
    );
    await user.click(screen.getByRole('radio', { name: texts.groupings.week }));
    await waitFor(() =>
      expect(api.queriesOf('GET /admin/metrics').at(-1)).toMatchObject({
        period: '90',
        by: 'week',
      }),
    );
    expect(router.state.location.search).toBe('?period=90&by=week');
  });

  it('says when nothing is counted yet', async () => {
    stubApi({ 'GET /admin/metrics': () => jsonResponse(answer({ countedAt: null })) });
    renderPage();
    expect(await screen.findByText(texts.notCounted)).toBeInTheDocument();
  });

  it('offers Try again when the figures cannot be loaded', async () => {
    stubApi({
      'GET /admin/metrics': () => jsonResponse({ message: 'Down', code: 'INTERNAL' }, 500),
    });
    renderPage();
    expect(await screen.findByText(texts.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
