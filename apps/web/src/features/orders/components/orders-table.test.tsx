import { type Booking, commonMessages, orderMessages } from '@reride/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { paths } from '../../../lib/paths';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { pageResponse } from '../../../testing/bike-fixtures';
import { makeBooking } from '../../../testing/booking-fixtures';
import { createFirebaseFake, deferred } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { OrdersTable } from './orders-table';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const EMAIL = 'rider@example.com';

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

function renderOrders(bookings: Booking[]) {
  const api = stubApi({ 'GET /bookings': () => pageResponse(bookings) });
  renderRoutes([{ path: '/', element: <OrdersTable email={EMAIL} /> }]);
  return api;
}

const findRowheader = (bike: string) => screen.findByRole('rowheader', { name: bike });

/** My Orders with one booking whose status becomes `after` once `POST …/<action>` is called. */
function renderChanging(booking: Booking, action: string, after: Booking['status']) {
  let changed = false;
  const api = stubApi({
    'GET /bookings': () => pageResponse([changed ? { ...booking, status: after } : booking]),
    [`POST /bookings/${booking._id}/${action}`]: () => {
      changed = true;
      return jsonResponse({ acknowledged: true, status: after });
    },
  });
  renderRoutes([{ path: '/', element: <OrdersTable email={EMAIL} /> }]);
  return api;
}

function rowOf(bike: string): HTMLElement {
  return screen.getByRole('rowheader', { name: bike }).closest('tr')!;
}

describe('OrdersTable (API stubbed)', () => {
  it("asks for the buyer's own orders and shows Picture, Bike, Price, Booked on, Payment", async () => {
    const api = renderOrders([
      makeBooking({ bike: 'Trek 820', price: 300, bookedOn: '02/03/2025' }),
    ]);

    await screen.findByRole('table');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Picture', 'Bike', 'Price', 'Booked on', 'Payment']);
    const row = rowOf('Trek 820');
    expect(within(row).getByText('$300')).toBeInTheDocument();
    expect(within(row).getByText('02/03/2025')).toBeInTheDocument();
    expect(api.requests[0]!.url.searchParams.get('email')).toBe(EMAIL);
  });

  it('offers Pay for an unpaid, available order and says Paid for a paid one', async () => {
    const unpaid = makeBooking({ _id: 'c00000000000000000000001', bike: 'Trek 820' });
    renderOrders([unpaid, makeBooking({ bike: 'Giant Escape', paid: true })]);

    await screen.findByRole('table');
    const pay = within(rowOf('Trek 820')).getByRole('link', { name: 'Pay for Trek 820' });
    expect(pay).toHaveAttribute('href', paths.dashboard.payment.getHref(unpaid._id));
    expect(within(rowOf('Giant Escape')).getByText('Paid')).toBeInTheDocument();
    expect(within(rowOf('Giant Escape')).queryByRole('link', { name: /^Pay/ })).toBeNull();
  });

  it("links each bike to its order's page", async () => {
    const order = makeBooking({ bike: 'Trek 820' });
    renderOrders([order]);
    const link = await within(await findRowheader('Trek 820')).findByRole('link');
    expect(link).toHaveAttribute('href', paths.dashboard.order.getHref(order._id));
  });

  it('offers no Pay link when the bike was sold to another buyer or is no longer listed', async () => {
    renderOrders([
      makeBooking({ bike: 'Sold Elsewhere', availability: 'sold' }),
      makeBooking({ bike: 'Refunded One', availability: 'sold', refunded: true }),
      makeBooking({ bike: 'Deleted One', availability: 'removed' }),
    ]);

    await screen.findByRole('table');
    expect(within(rowOf('Sold Elsewhere')).getByText('Sold to another buyer')).toBeInTheDocument();
    expect(
      within(rowOf('Refunded One')).getByText('Your payment was refunded'),
    ).toBeInTheDocument();
    expect(within(rowOf('Deleted One')).getByText('No longer available')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pay for/ })).not.toBeInTheDocument();
  });

  it('adds up the prices in a total row, leaving out cancelled, declined and expired ones', async () => {
    renderOrders([
      makeBooking({ bike: 'A', price: 300 }),
      makeBooking({ bike: 'B', price: 1250.5 }),
      makeBooking({ bike: 'C', price: 99, paid: true }),
      makeBooking({ bike: 'D', price: 500, status: 'cancelled' }),
      makeBooking({ bike: 'E', price: 700, status: 'declined' }),
      makeBooking({ bike: 'F', price: 800, status: 'expired' }),
    ]);

    const total = (await screen.findByRole('rowheader', { name: 'Total' })).closest('tr')!;
    expect(within(total).getByText('$1,649.50')).toBeInTheDocument();
    expect(within(rowOf('F')).getByText('Expired')).toBeInTheDocument();
    expect(within(rowOf('F')).getByText('Not paid in time')).toBeInTheDocument();
    expect(within(rowOf('D')).queryByRole('link', { name: /^Pay for/ })).toBeNull();
  });

  it('shows Disputed and Refunded orders without Pay or receipt, leaving a refund out of the total', async () => {
    renderOrders([
      makeBooking({ bike: 'Kept', price: 300, paid: true }),
      makeBooking({ bike: 'Argued', price: 200, paid: true, status: 'disputed' }),
      makeBooking({ bike: 'Paid Back', price: 900, paid: true, status: 'refunded' }),
    ]);

    const total = (await screen.findByRole('rowheader', { name: 'Total' })).closest('tr')!;
    expect(within(total).getByText('$500')).toBeInTheDocument();
    expect(within(rowOf('Argued')).getByText('Disputed')).toBeInTheDocument();
    expect(within(rowOf('Paid Back')).getByText('Refunded')).toBeInTheDocument();
    for (const bike of ['Argued', 'Paid Back']) {
      expect(within(rowOf(bike)).queryByRole('button')).toBeNull();
      expect(within(rowOf(bike)).queryByRole('link', { name: /^Pay for/ })).toBeNull();
    }
    expect(
      within(rowOf('Kept')).getByRole('button', { name: 'I received the bike Kept' }),
    ).toBeInTheDocument();
  });

  it("says 'You have no orders to show' when there are none", async () => {
    renderOrders([]);

    expect(await screen.findByText(commonMessages.empty.orders)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading state until the orders arrive', async () => {
    const answer = deferred<Response>();
    stubApi({ 'GET /bookings': () => answer.promise });
    renderRoutes([{ path: '/', element: <OrdersTable email={EMAIL} /> }]);

    expect(screen.getByRole('status', { name: 'Loading your orders' })).toBeInTheDocument();
    answer.resolve(pageResponse([makeBooking({ bike: 'Late Bike' })]));
    expect(await screen.findByRole('rowheader', { name: 'Late Bike' })).toBeInTheDocument();
  });
});

describe('ending a booking from My Orders (API stubbed)', () => {
  it('cancels an unpaid booking only after the confirmation, then shows it cancelled', async () => {
    const user = userEvent.setup();
    const booking = makeBooking({ bike: 'Trek 820' });
    const api = renderChanging(booking, 'cancel', 'cancelled');

    await user.click(await screen.findByRole('button', { name: 'Cancel the booking of Trek 820' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking' });
    expect(dialog).toHaveTextContent(commonMessages.confirm.cancelBooking('Trek 820'));
    expect(api.routes()).not.toContain(`POST /bookings/${booking._id}/cancel`);
    await user.click(
      within(dialog).getByRole('button', {
        name: orderMessages.orders.actions.cancel.confirmLabel,
      }),
    );

    expect(await within(rowOf('Trek 820')).findByText('Cancelled')).toBeInTheDocument();
    expect(within(rowOf('Trek 820')).queryByRole('link', { name: /Pay/ })).toBeNull();
    expect(api.routes()).toContain(`POST /bookings/${booking._id}/cancel`);
  });

  it("shows a declined booking with the seller's reason and no Pay link", async () => {
    renderOrders([
      makeBooking({ bike: 'Giant Talon', status: 'declined', declineReason: 'Sold at the shop' }),
    ]);
    const row = await screen.findByRole('rowheader', { name: 'Giant Talon' });
    const tr = row.closest('tr')!;
    expect(within(tr).getByText('Declined by the seller')).toBeInTheDocument();
    expect(within(tr).getByText('Reason: Sold at the shop')).toBeInTheDocument();
    expect(within(tr).queryByRole('link', { name: /Pay/ })).toBeNull();
  });
});

describe('a paid order in My Orders (API stubbed)', () => {
  it("shows the seller's contact, and completes after the buyer confirms receipt", async () => {
    const user = userEvent.setup();
    const contact = { name: 'Sara Seller', phone: '01799887766', email: 'sara@example.com' };
    const booking = makeBooking({ bike: 'Trek 820', paid: true, sellerContact: contact });
    renderChanging(booking, 'handover', 'completed');

    const row = (await screen.findByRole('rowheader', { name: 'Trek 820' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: '01799887766' })).toHaveAttribute(
      'href',
      'tel:01799887766',
    );
    await user.click(within(row).getByRole('button', { name: 'I received the bike Trek 820' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm receipt' });
    await user.click(
      within(dialog).getByRole('button', {
        name: orderMessages.orders.actions.confirm_handover.confirmLabel,
      }),
    );
    expect(await within(rowOf('Trek 820')).findByText('Completed')).toBeInTheDocument();
    expect(within(rowOf('Trek 820')).queryByRole('button', { name: /I received/ })).toBeNull();
  });
});
