import {
  type Booking,
  commonMessages,
  dealMessages,
  orderMessages,
  errorMessages,
  toastMessages,
} from '@reride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { makeBooking } from '../../../testing/booking-fixtures';
import { createFirebaseFake, deferred, fakeFirebaseUser } from '../../../testing/firebase-fake';
import { fillFields, pressAndExpectBusy } from '../../../testing/forms';
import { renderRoutes } from '../../../testing/render';
import { RouteErrorPage } from '../route-error';
import PaymentRoute, { loader } from './payment';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const ID = 'c0000000000000000000000a';
const INTENT = 'pi_sandbox_123';
const SECRET = `${INTENT}_secret_abc`;
const intentAnswer = {
  clientSecret: SECRET,
  paymentIntentId: INTENT,
  amount: 45000,
  currency: 'usd',
  provider: 'sandbox',
};

let booking: Booking;

beforeEach(() => {
  const user = fakeFirebaseUser({ displayName: 'Rider Rahman', email: 'rider@example.com' });
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(user).kit);
  booking = makeBooking({ _id: ID, bike: 'Trek Marlin 7', price: 450, bookedOn: '08/03/2025' });
});

function renderPayment() {
  return renderRoutes(
    [
      {
        path: '/dashboard/payment/:id',
        Component: PaymentRoute,
        loader,
        errorElement: <RouteErrorPage />,
      },
    ],
    { initialEntries: [`/dashboard/payment/${ID}`] },
  );
}

/** The happy API: the booking, its intent, the sandbox's confirmation and the recorded payment. */
function stubPaymentApi(overrides: Record<string, object> = {}) {
  return stubApi({
    [`GET /bookings/${ID}`]: () => jsonResponse(booking),
    'POST /create-payment-intent': intentAnswer,
    [`POST /sandbox/payment-intents/${INTENT}/confirm`]: {
      id: INTENT,
      status: 'succeeded',
      amount: 45000,
      currency: 'usd',
    },
    'POST /payments': () =>
      jsonResponse(
        { acknowledged: true, insertedId: 'd00000000000000000000001', transactionId: INTENT },
        201,
      ),
    ...overrides,
  });
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByLabelText('Card number'), number);
  await fillFields(user, { 'Expiry (MM/YY)': '12/34', CVC: '123' });
}

/** Opens the page, fills in the card and presses Pay once the form is ready. */
async function payWithCard(number: string) {
  const user = userEvent.setup();
  renderPayment();
  await fillCard(user, number);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  return user;
}

describe('Payment page (API stubbed)', () => {
  it('shows the booking from the loader: bike, booked on and the price to pay', async () => {
    stubPaymentApi();
    renderPayment();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment for Trek Marlin 7' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Booked on 08/03/2025')).toBeInTheDocument();
    expect(screen.getByText(/Please pay/)).toHaveTextContent('Please pay $450');
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(screen.getByText(/4242 4242 4242 4242 \(success\)/)).toBeInTheDocument();
    expect(screen.getByText(/4000 0000 0000 0002/)).toBeInTheDocument();
    expect(screen.getByText(/4000 0000 0000 9995/)).toBeInTheDocument();
    expect(screen.getByLabelText('Cardholder name')).toHaveValue('Rider Rahman');
  });

  it('shows the error page for a booking the API does not know (404)', async () => {
    stubApi({
      [`GET /bookings/${ID}`]: () =>
        jsonResponse({ message: errorMessages.errors.bookingNotFound, code: 'NOT_FOUND' }, 404),
    });
    renderPayment();

    expect(await screen.findByText(errorMessages.errors.bookingNotFound)).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });

  it('creates the intent for this booking on arrival and keeps Pay disabled until it exists', async () => {
    const intent = deferred<Response>();
    const api = stubPaymentApi({ 'POST /create-payment-intent': () => intent.promise });
    renderPayment();

    const pay = await screen.findByRole('button', { name: 'Pay' });
    expect(pay).toBeDisabled();
    expect(api.bodyOf('POST /create-payment-intent')).toEqual({ bookingId: ID });

    intent.resolve(jsonResponse(intentAnswer));
    await waitFor(() => expect(pay).toBeEnabled());
  });

  it('shows a declined card under the card field, records nothing and shows no success', async () => {
    const api = stubPaymentApi({
      [`POST /sandbox/payment-intents/${INTENT}/confirm`]: () =>
        jsonResponse(
          {
            message: 'Your card was declined.',
            code: 'PAYMENT_FAILED',
            details: { code: 'card_declined', declineCode: 'generic_decline' },
          },
          402,
        ),
    });
    await payWithCard('4000 0000 0000 0002');

    const alert = await screen.findByText('Your card was declined.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    // Below the card field, above the cardholder name.
    const cardNumber = screen.getByLabelText('Card number');
    expect(
      cardNumber.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(screen.queryByText(commonMessages.inline.paymentCongrats)).not.toBeInTheDocument();
    expect(screen.queryByText(toastMessages.paymentCompleted)).not.toBeInTheDocument();
    expect(api.routes()).not.toContain('POST /payments');
  });

  it('pays: confirms the card, records the payment, toasts and shows the transaction id', async () => {
    const api = stubPaymentApi();
    await payWithCard('4242 4242 4242 4242');

    expect(await screen.findByText(toastMessages.paymentCompleted)).toBeInTheDocument();
    const outcome = screen.getByText(commonMessages.inline.paymentCongrats).parentElement!;
    expect(within(outcome).getByText(/Your transaction id:/)).toHaveTextContent(
      `Your transaction id: ${INTENT}`,
    );
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(api.bodyOf('POST /create-payment-intent')).toEqual({ bookingId: ID });
    expect(api.bodyOf(`POST /sandbox/payment-intents/${INTENT}/confirm`)).toEqual({
      clientSecret: SECRET,
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 34, cvc: '123' },
      billingDetails: { name: 'Rider Rahman', email: 'rider@example.com' },
    });
    expect(api.bodyOf('POST /payments')).toEqual({ bookingId: ID, transactionId: INTENT });
  });

  it('disables Pay while the payment is processing', async () => {
    const confirm = deferred<Response>();
    stubPaymentApi({ [`POST /sandbox/payment-intents/${INTENT}/confirm`]: () => confirm.promise });
    const user = userEvent.setup();
    renderPayment();

    await fillCard(user, '4242 4242 4242 4242');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
    await pressAndExpectBusy(user, 'Pay');
    confirm.resolve(
      jsonResponse({ id: INTENT, status: 'succeeded', amount: 45000, currency: 'usd' }),
    );
    expect(await screen.findByText(commonMessages.inline.paymentCongrats)).toBeInTheDocument();
  });

  it('once paid, says what was paid, how to reach the seller and what happens next', async () => {
    const paidBooking = {
      ...booking,
      paid: true,
      transactionId: INTENT,
      sellerContact: { name: 'Sara Seller', phone: '01711223344', email: 'sara@example.com' },
      completesBy: '2025-03-15T10:00:00.000Z',
    };
    let reads = 0;
    stubPaymentApi({
      [`GET /bookings/${ID}`]: () => jsonResponse(++reads === 1 ? booking : paidBooking),
    });
    await payWithCard('4242 4242 4242 4242');

    expect(await screen.findByRole('link', { name: '01711223344' })).toHaveAttribute(
      'href',
      'tel:01711223344',
    );
    expect(screen.getByText(/^Paid/)).toHaveTextContent('Paid $450');
    expect(screen.queryByText(/Please pay/)).not.toBeInTheDocument();
    expect(screen.getByText(dealMessages.paymentDone.lead('Trek Marlin 7', '$450'))).toBeVisible();
    const next = screen.getByRole('region', { name: dealMessages.paymentDone.nextTitle });
    expect(next).toHaveTextContent(dealMessages.paymentDone.problemText('15/03/2025'));
    expect(screen.getByRole('link', { name: dealMessages.paymentDone.toOrder })).toHaveAttribute(
      'href',
      `/dashboard/orders/${ID}`,
    );
  });

  it('records again without charging again when the first POST /payments failed', async () => {
    let attempts = 0;
    const api = stubPaymentApi({
      'POST /payments': () =>
        ++attempts === 1
          ? jsonResponse({ message: errorMessages.errors.unavailable, code: 'UNAVAILABLE' }, 503)
          : jsonResponse(
              { acknowledged: true, insertedId: 'd00000000000000000000001', transactionId: INTENT },
              201,
            ),
    });
    const user = await payWithCard('4242 4242 4242 4242');
    expect(await screen.findByText(errorMessages.errors.unavailable)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText(commonMessages.inline.paymentCongrats)).toBeInTheDocument();
    const confirms = api.routes().filter((call) => call.includes('/confirm'));
    expect(confirms).toHaveLength(1);
  });

  it('shows the Paid state instead of the card form for a booking already paid', async () => {
    booking = { ...booking, paid: true, transactionId: 'pi_paid_before' };
    const api = stubPaymentApi();
    renderPayment();

    expect(await screen.findByText(orderMessages.bookings.alreadyPaid)).toBeInTheDocument();
    expect(screen.getByText('pi_paid_before')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(api.routes()).toEqual([`GET /bookings/${ID}`]);
  });

  it("shows the API's 409 when the bike was sold to someone else, with no card form", async () => {
    stubPaymentApi({
      'POST /create-payment-intent': () =>
        jsonResponse({ message: orderMessages.bookings.bikeSold, code: 'CONFLICT' }, 409),
    });
    renderPayment();

    const message = await screen.findByText(orderMessages.bookings.bikeSold);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('shows the refund when the bike went to another buyer during the payment', async () => {
    stubPaymentApi({
      [`POST /sandbox/payment-intents/${INTENT}/confirm`]: () =>
        jsonResponse(
          { message: orderMessages.bookings.soldToAnotherRefunded, code: 'CONFLICT' },
          409,
        ),
    });
    await payWithCard('4242 4242 4242 4242');

    expect(
      await screen.findByText(orderMessages.bookings.soldToAnotherRefunded),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.queryByText(commonMessages.inline.paymentCongrats)).not.toBeInTheDocument();
  });
});
