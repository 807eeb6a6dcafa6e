import { TEST_CARDS } from '@reride/shared';
import { BUYER_ONLY, PUBLIC, statuses, type MatrixRow } from './authorization-matrix';
import { cardBody, matrixBooking, matrixOpenIntent, matrixPaidBooking } from '../fixtures/bookings';

/** No bearer token stands in for a provider's signature: everyone without one gets 400. */
const SIGNED_ONLY = statuses(
  { anonymous: 400, buyer: 400, seller: 400, anotherSeller: 400, admin: 400, removedUser: 400 },
  400,
);

export const matrixRows: MatrixRow[] = [
  {
    endpoint: 'createPaymentIntent',
    expect: BUYER_ONLY,
    request: async (fx) => ({ body: { bookingId: await matrixBooking(fx) } }),
  },
  {
    endpoint: 'createPayment',
    // A replay of a payment the sandbox already recorded: 201 with the same answer.
    expect: { ...BUYER_ONLY, buyer: 201 },
    request: async (fx) => ({ body: await matrixPaidBooking(fx) }),
  },
  {
    endpoint: 'confirmSandboxPayment',
    expect: PUBLIC,
    request: async (fx) => {
      const intent = await matrixOpenIntent(fx);
      return {
        params: { id: intent.paymentIntentId },
        body: cardBody(intent.clientSecret, TEST_CARDS.success),
      };
    },
  },
  {
    endpoint: 'stripeWebhook',
    expect: SIGNED_ONLY,
    request: () => ({ body: { id: 'evt_unsigned', type: 'payment_intent.succeeded' } }),
  },
];
