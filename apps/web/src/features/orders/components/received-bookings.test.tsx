import { commonMessages, orderMessages } from '@reride/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { pageResponse } from '../../../testing/bike-fixtures';
import { makeReceivedBooking } from '../../../testing/booking-fixtures';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { ReceivedBookings } from './received-bookings';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const TREK = 'b00000000000000000000001';
const GIANT = 'b00000000000000000000002';

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

function rowOf(buyer: string): HTMLElement {
  return screen.getByRole('rowheader', { name: new RegExp(buyer) }).closest('tr')!;
}

describe('ReceivedBookings (API stubbed)', () => {
  it('lists each buyer of the bike: name, phone to call once paid, meeting location, date, paid or not', async () => {
    stubApi({
      'GET /bookings/received': () =>
        pageResponse([
          makeReceivedBooking({
            bikeId: TREK,
            name: 'Rider Rahman',
            phone: '01712345678',
            location: 'Dhanmondi Lake',
            bookedOn: '08/03/2025',
            paid: true,
          }),
          makeReceivedBooking({ bikeId: TREK, name: 'Nadia Noor', location: '' }),
        ]),
    });
    renderRoutes([{ path: '/', element: <ReceivedBookings bikeId={TREK} bikeName="Trek 820" /> }]);

    expect(
      await screen.findByRole('heading', { name: '2 bookings for Trek 820' }),
    ).toBeInTheDocument();
    const rider = rowOf('Rider Rahman');
    expect(within(rider).getByRole('link', { name: '01712345678' })).toHaveAttribute(
      'href',
      'tel:01712345678',
    );
    expect(within(rider).getByText('Dhanmondi Lake')).toBeInTheDocument();
    expect(within(rider).getByText('08/03/2025')).toBeInTheDocument();
    expect(within(rider).getByText('Paid')).toBeInTheDocument();
    expect(within(rowOf('Nadia Noor')).getByText('Not paid')).toBeInTheDocument();
    expect(within(rowOf('Nadia Noor')).getByText('Not given')).toBeInTheDocument();
    // Unpaid: the server sends no phone, and the row says when it comes.
    const nadia = rowOf('Nadia Noor');
    expect(within(nadia).getByText(orderMessages.orders.buyerContactPrivate)).toBeInTheDocument();
    expect(within(nadia).queryByRole('link', { name: /^\d+$/ })).not.toBeInTheDocument();
  });

  it("shows only this bike's bookings, from one request shared by every bike", async () => {
    const api = stubApi({
      'GET /bookings/received': () =>
        pageResponse([
          makeReceivedBooking({ bikeId: TREK, name: 'Trek Buyer' }),
          makeReceivedBooking({ bikeId: GIANT, name: 'Giant Buyer' }),
        ]),
    });
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <ReceivedBookings bikeId={TREK} bikeName="Trek 820" />
            <ReceivedBookings bikeId={GIANT} bikeName="Giant Escape" />
          </>
        ),
      },
    ]);

    const trek = await screen.findByRole('region', { name: '1 booking for Trek 820' });
    expect(within(trek).getByText('Trek Buyer')).toBeInTheDocument();
    expect(within(trek).queryByText('Giant Buyer')).not.toBeInTheDocument();
    const giant = screen.getByRole('region', { name: '1 booking for Giant Escape' });
    expect(within(giant).getByText('Giant Buyer')).toBeInTheDocument();
    expect(api.routes()).toEqual(['GET /bookings/received']);
  });

  it('follows the cursor until every booking is in', async () => {
    const api = stubApi({
      'GET /bookings/received': ({ url }) =>
        url.searchParams.get('cursor') === 'page2'
          ? pageResponse([makeReceivedBooking({ bikeId: TREK, name: 'Second Page' })])
          : pageResponse([makeReceivedBooking({ bikeId: TREK, name: 'First Page' })], 'page2'),
    });
    renderRoutes([{ path: '/', element: <ReceivedBookings bikeId={TREK} bikeName="Trek 820" /> }]);

    expect(await screen.findByText('Second Page')).toBeInTheDocument();
    expect(screen.getByText('First Page')).toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('says so when nobody has booked the bike yet', async () => {
    stubApi({ 'GET /bookings/received': () => pageResponse([]) });
    renderRoutes([{ path: '/', element: <ReceivedBookings bikeId={TREK} bikeName="Trek 820" /> }]);

    expect(await screen.findByText('Nobody has booked this bike yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '0 bookings for Trek 820' })).toBeInTheDocument();
  });
});

describe('declining a booking (API stubbed)', () => {
  it('sends the optional reason after the confirmation, and shows the ended states', async () => {
    const user = userEvent.setup();
    const open = makeReceivedBooking({ bikeId: TREK, name: 'Nadia Noor', bike: 'Trek 820' });
    let sent: unknown;
    stubApi({
      'GET /bookings/received': () =>
        pageResponse([
          open,
          makeReceivedBooking({ bikeId: TREK, name: 'Sam Sen', status: 'cancelled' }),
        ]),
      [`POST /bookings/${open._id}/decline`]: ({ body }) => {
        sent = body;
        return jsonResponse({ acknowledged: true, status: 'declined' });
      },
    });
    renderRoutes([{ path: '/', element: <ReceivedBookings bikeId={TREK} bikeName="Trek 820" /> }]);

    expect(
      await within(await findRow('Sam Sen')).findByText('Cancelled by the buyer'),
    ).toBeVisible();
    await user.click(
      within(rowOf('Nadia Noor')).getByRole('button', { name: "Decline Nadia Noor's booking" }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Decline booking' });
    expect(dialog).toHaveTextContent(
      commonMessages.confirm.declineBooking('Nadia Noor', 'Trek 820'),
    );
    await user.type(within(dialog).getByLabelText(/Reason/), 'Sold at the shop');
    await user.click(within(dialog).getByRole('button', { name: 'Decline booking' }));

    await vi.waitFor(() => expect(sent).toEqual({ reason: 'Sold at the shop' }));
  });
});

async function findRow(buyer: string): Promise<HTMLElement> {
  return (await screen.findByRole('rowheader', { name: new RegExp(buyer) })).closest('tr')!;
}
