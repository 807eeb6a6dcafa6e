import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { stubApi } from '../../../testing/api-server';
import { pageResponse } from '../../../testing/bike-fixtures';
import { makeOrderSummary } from '../../../testing/booking-fixtures';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { findOrderRow, rowOf } from '../../../testing/table-rows';
import { AllOrdersList } from './all-orders-list';
import { DisputesList } from './disputes-list';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

const openDispute = {
  state: 'open',
  reason: 'not_as_described',
  text: 'Cracked frame',
  openedAt: '2026-03-03T09:00:00.000Z',
} as const;

describe('Disputes (admin, API stubbed)', () => {
  it('lists the open disputes with their reason, each linking to its order, then the decided ones', async () => {
    const user = userEvent.setup();
    const open = makeOrderSummary({ bike: 'Trek 820', status: 'disputed', dispute: openDispute });
    const decided = makeOrderSummary({
      bike: 'Giant Talon',
      status: 'refunded',
      dispute: { ...openDispute, state: 'refunded', resolvedAt: '2026-03-05T09:00:00.000Z' },
      refund: { amount: 450, full: true, by: 'admin', at: '2026-03-05T09:00:00.000Z' },
    });
    const api = stubApi({
      'GET /disputes': ({ url }) =>
        pageResponse(url.searchParams.get('state') === 'decided' ? [decided] : [open]),
    });
    const { router } = renderRoutes([{ path: '/dashboard/disputes', element: <DisputesList /> }], {
      initialEntries: ['/dashboard/disputes'],
    });

    const row = await findOrderRow('Trek 820', open._id);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Disputes (1)');
    expect(within(row).getByText('Not as described')).toBeInTheDocument();
    expect(within(row).getByText('Waiting for an administrator')).toBeInTheDocument();
    // The Decision column says where a dispute stands; no Status column repeats it.
    expect(within(row).queryByText('Disputed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.requests[0]!.url.searchParams.get('state')).toBe('open');

    await user.click(screen.getByRole('button', { name: 'Decided' }));

    expect(await screen.findByRole('rowheader', { name: 'Giant Talon' })).toBeInTheDocument();
    expect(within(rowOf('Giant Talon')).getByText('Decided for the buyer')).toBeInTheDocument();
    expect(
      within(rowOf('Giant Talon')).getByText('Refunded $450.00 in full to the buyer'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?state=decided');
  });

  it('says so when no dispute is open', async () => {
    stubApi({ 'GET /disputes': () => pageResponse([]) });
    renderRoutes([{ path: '/', element: <DisputesList /> }]);

    expect(await screen.findByText('There are no open disputes')).toBeInTheDocument();
  });
});

describe('All orders (admin, API stubbed)', () => {
  it('filters by the status in the URL and loads more pages', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /orders': ({ url }) => {
        const status = url.searchParams.get('status');
        if (status === 'refunded') {
          return pageResponse([makeOrderSummary({ bike: 'Refunded Bike', status: 'refunded' })]);
        }
        return url.searchParams.get('cursor') === 'next'
          ? pageResponse([makeOrderSummary({ bike: 'Older Bike' })])
          : pageResponse([makeOrderSummary({ bike: 'Newest Bike' })], 'next');
      },
    });
    const { router } = renderRoutes([{ path: '/', element: <AllOrdersList /> }]);

    expect(await screen.findByRole('rowheader', { name: 'Newest Bike' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All orders (1+)');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('rowheader', { name: 'Older Bike' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Refunded');

    expect(await screen.findByRole('rowheader', { name: 'Refunded Bike' })).toBeInTheDocument();
    expect(within(rowOf('Refunded Bike')).getByText('Refunded')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=refunded');
    await waitFor(() =>
      expect(
        api.requests.some((request) => request.url.searchParams.get('status') === 'refunded'),
      ).toBe(true),
    );
  });
});
