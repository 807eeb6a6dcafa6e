import { orderMessages } from '@reride/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { pageResponse } from '../../../testing/bike-fixtures';
import { makeReceivedBooking } from '../../../testing/booking-fixtures';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { findOrderRow, rowOf } from '../../../testing/table-rows';
import { SellerOrdersTable } from './seller-orders-table';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

describe("the seller's Orders (API stubbed)", () => {
  it('lists every booking received with its buyer, price and status, each linking to its order', async () => {
    const open = makeReceivedBooking({ bike: 'Trek 820', name: 'Nadia Noor', price: 300 });
    stubApi({
      'GET /bookings/received': () =>
        pageResponse([
          open,
          makeReceivedBooking({ bike: 'Giant Talon', status: 'disputed', paid: true }),
          makeReceivedBooking({ bike: 'Hero Sprint', status: 'cancelled' }),
        ]),
    });
    renderRoutes([{ path: '/', element: <SellerOrdersTable /> }]);

    const trek = await findOrderRow('Trek 820', open._id);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Orders (3)');
    expect(within(trek).getByText('Nadia Noor')).toBeInTheDocument();
    expect(within(trek).getByText('$300')).toBeInTheDocument();
    expect(within(trek).getByText('Not paid')).toBeInTheDocument();
    expect(within(rowOf('Giant Talon')).getByText('Disputed')).toBeInTheDocument();
    expect(within(rowOf('Giant Talon')).queryByRole('button')).toBeNull();
    expect(within(rowOf('Hero Sprint')).getByText('Cancelled by the buyer')).toBeInTheDocument();
  });

  it('declines an open booking from its row after the confirmation', async () => {
    const user = userEvent.setup();
    const open = makeReceivedBooking({ bike: 'Trek 820', name: 'Nadia Noor' });
    let declined = false;
    stubApi({
      'GET /bookings/received': () =>
        pageResponse([declined ? { ...open, status: 'declined' } : open]),
      [`POST /bookings/${open._id}/decline`]: () => {
        declined = true;
        return jsonResponse({ acknowledged: true, status: 'declined' });
      },
    });
    renderRoutes([{ path: '/', element: <SellerOrdersTable /> }]);

    await user.click(await screen.findByRole('button', { name: "Decline Nadia Noor's booking" }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Decline booking' })).getByRole('button', {
        name: 'Decline booking',
      }),
    );

    expect(await screen.findByText(orderMessages.bookings.declinedToast)).toBeInTheDocument();
    expect(await within(rowOf('Trek 820')).findByText('Declined')).toBeInTheDocument();
  });

  it('says so when nobody has booked a bike yet', async () => {
    stubApi({ 'GET /bookings/received': () => pageResponse([]) });
    renderRoutes([{ path: '/', element: <SellerOrdersTable /> }]);

    expect(await screen.findByText('Nobody has booked your bikes yet')).toBeInTheDocument();
  });
});
