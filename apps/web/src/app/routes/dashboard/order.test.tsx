import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { stubApi } from '../../../testing/api-stub';
import { makeBooking } from '../../../testing/booking-fixtures';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { jsonResponse, renderRoutes } from '../../../testing/render';
import OrderRoute from './order';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const ID = 'c0000000000000000000000b';

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

function renderOrder() {
  renderRoutes([{ path: '/dashboard/orders/:id', Component: OrderRoute }], {
    initialEntries: [`/dashboard/orders/${ID}`],
  });
}

describe('the order page (API stubbed)', () => {
  it("shows a completed order's timeline oldest first and the seller's contact", async () => {
    stubApi({
      [`GET /bookings/${ID}`]: makeBooking({
        _id: ID,
        bike: 'Trek 820',
        paid: true,
        status: 'completed',
        createdAt: '2026-03-01T10:00:00.000Z',
        paidAt: '2026-03-02T11:00:00.000Z',
        completedAt: '2026-03-05T12:00:00.000Z',
        sellerContact: { name: 'Sara Seller', phone: '01799887766', email: 'sara@example.com' },
      }),
    });
    renderOrder();

    expect(await screen.findByRole('heading', { name: 'Order: Trek 820' })).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['You booked the bike', 'You paid', 'The order was completed']);
    expect(screen.getByRole('link', { name: '01799887766' })).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });

  it("shows the seller's reason for a decline in the timeline", async () => {
    stubApi({
      [`GET /bookings/${ID}`]: makeBooking({
        _id: ID,
        bike: 'Giant Talon',
        status: 'declined',
        endedAt: '2026-03-02T09:00:00.000Z',
        declineReason: 'Sold at the shop',
      }),
    });
    renderOrder();

    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByText('The seller declined the booking')).toBeInTheDocument();
    expect(within(timeline).getByText('Reason: Sold at the shop')).toBeInTheDocument();
  });

  it("says so when the order cannot be loaded (another buyer's answers 404)", async () => {
    stubApi({
      [`GET /bookings/${ID}`]: () =>
        jsonResponse({ message: 'Booking not found', code: 'NOT_FOUND' }, 404),
    });
    renderOrder();

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this order");
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toBeInTheDocument();
  });
});
