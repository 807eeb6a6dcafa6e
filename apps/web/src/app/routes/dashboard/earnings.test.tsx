import { type EarningsSummary, type LedgerEntry, orderMessages } from '@reride/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { paths } from '../../../lib/paths';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { pageResponse } from '../../../testing/bike-fixtures';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import EarningsRoute from './earnings';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const BOOKING = 'c00000000000000000000001';

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

function summary(overrides: Partial<EarningsSummary> = {}): EarningsSummary {
  return {
    currency: 'usd',
    pending: 40_500,
    available: 123_450,
    paidOut: 9_999,
    feePercent: 5,
    payoutsEnabled: true,
    ...overrides,
  };
}

const sale: LedgerEntry = {
  _id: 'e1',
  kind: 'sale',
  bookingId: BOOKING,
  bike: 'Trek 820',
  pending: 28_500,
  available: 0,
  paidOut: 0,
  fee: -1_500,
  at: '2026-03-02T10:00:00.000Z',
};

const refund: LedgerEntry = {
  _id: 'e2',
  kind: 'refund',
  bookingId: BOOKING,
  bike: 'Trek 820',
  cause: {
    kind: 'dispute_refunded',
    by: 'admin',
    price: 300,
    note: 'Scratches',
    decision: { favours: 'buyer', refundedCents: 10_000, paidCents: 30_000 },
  },
  pending: -9_500,
  available: 0,
  paidOut: 0,
  fee: 500,
  at: '2026-03-04T10:00:00.000Z',
};

function renderEarnings(handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ 'GET /earnings/entries': () => pageResponse([refund, sale]), ...handlers });
  renderRoutes([{ path: '/', Component: EarningsRoute }]);
  return api;
}

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement!.querySelector('.figures__value');

describe('My Earnings (API stubbed)', () => {
  it('shows the three balances in dollars, the fee and the history', async () => {
    renderEarnings({ 'GET /earnings': summary() });

    expect(await screen.findByText('$405')).toBeInTheDocument();
    expect(figure('Pending')).toHaveTextContent('$405');
    expect(figure('Available')).toHaveTextContent('$1,234.50');
    expect(figure('Paid out')).toHaveTextContent('$99.99');
    expect(screen.getByText('ReRide keeps a fee of 5% of each sale.')).toBeInTheDocument();

    const row = (await screen.findByRole('rowheader', { name: /^Sale/ })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Trek 820' })).toHaveAttribute(
      'href',
      paths.dashboard.order.getHref(BOOKING),
    );
    expect(within(row).getByText('+$285')).toBeInTheDocument();
    expect(within(row).getByText('−$15')).toBeInTheDocument();
  });

  it('words the decision behind a refund as the order timeline does', async () => {
    renderEarnings({ 'GET /earnings': summary() });
    const words = orderMessages.orders.describeEvent(refund.cause!, 'seller');
    const cell = await screen.findByRole('rowheader', { name: /^Refund/ });
    expect(cell).toHaveTextContent(`${words.text}: Scratches`);
    expect(words.text).toContain('to the buyer');
  });

  it('pays out what is available after the confirmation', async () => {
    const user = userEvent.setup();
    let earnings = summary();
    const api = renderEarnings({
      'GET /earnings': () => jsonResponse(earnings),
      'POST /earnings/payouts': () => {
        earnings = summary({ available: 0, paidOut: 9_999 + 123_450 });
        return jsonResponse({ acknowledged: true, amount: 123_450 });
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Pay out $1,234.50' }));
    expect(api.routes()).not.toContain('POST /earnings/payouts');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Pay out' })).getByRole('button', {
        name: 'Pay out $1,234.50',
      }),
    );

    expect(await screen.findByText(orderMessages.orders.payoutToast)).toBeInTheDocument();
    expect(await screen.findByText('$1,334.49')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay out/ })).not.toBeInTheDocument();
  });

  it('offers no payout when payouts are not enabled', async () => {
    renderEarnings({ 'GET /earnings': summary({ payoutsEnabled: false }) });

    expect(await screen.findByText(orderMessages.orders.payoutsUnavailable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay out/ })).not.toBeInTheDocument();
  });
});
