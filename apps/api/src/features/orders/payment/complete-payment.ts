import type { Clock } from '../../../core/clock';
import {
  PAYMENT_CURRENCY,
  toCents,
  type CreatePaymentResponse,
  orderMessages,
} from '@reride/shared';
import { AppError } from '../../../core/app-error';
import { unavailableReason } from '../booking/availability';
import type { BikeStatesRepository } from '../../bikes/bike-states.repository';
import type { BookingRecord, BookingsRepository } from '../orders.repository';
import type { PaymentsRepository } from './payments.repository';
import { toAppError } from './provider-errors';
import { PaymentProviderError, type PaymentIntentView, type PaymentProvider } from './providers';

export interface CompletionDeps {
  /** Its `markPaid` publishes `order.recorded`: the seller's ledger follows (features/earnings). */
  bookings: BookingsRepository;
  /** The bikes feature's: its `markSold` publishes `bike.sold`. */
  bikes: Pick<BikeStatesRepository, 'findState' | 'markSold'>;
  payments: PaymentsRepository;
  provider: PaymentProvider;
  clock: Clock;
  /** PLATFORM_FEE_PERCENT, fixed on the order with its payment. */
  feePercent: number;
  /** Called after each step; fault-injection tests kill the process here (core/faults.ts). */
  afterStep?: ((step: CompletionStep) => void) | undefined;
}

/** The step boundaries of the flow below, in order. */
export const COMPLETION_STEPS = ['claimed', 'sold', 'recorded', 'paid'] as const;
export type CompletionStep = (typeof COMPLETION_STEPS)[number];

const paymentFailed = (message: string) => new AppError('PAYMENT_FAILED', message);

/** Only an intent that succeeded for exactly this booking's amount pays for it. */
export function assertPaysFor(booking: BookingRecord, intent: PaymentIntentView): void {
  if (intent.metadata.bookingId !== booking.id) {
    throw paymentFailed(orderMessages.bookings.paymentMismatch);
  }
  if (intent.status === 'canceled') throw paymentFailed(orderMessages.bookings.paymentCanceled);
  if (intent.status !== 'succeeded')
    throw paymentFailed(orderMessages.bookings.paymentNotCompleted);
  if (intent.amount !== toCents(booking.price) || intent.currency !== PAYMENT_CURRENCY) {
    throw paymentFailed(orderMessages.bookings.paymentMismatch);
  }
}

type Claim = { won: true } | { won: false; message: string };

/**
 * The finishing flow of a succeeded payment (docs/domain.md#payments), shared by POST /payments, the webhook
 * and the sandbox's confirm. No transactions, so each step is idempotent and ordered so that a
 * retry after a crash between any two of them finishes the work:
 *   0. claim the booking's end as paid (unique insert in booking_ends): a cancellation or
 *      decline that came first wins, and the payment is refunded like a lost race;
 *   1. claim the bike (unique insert in bike_sales): the first booking wins, for ever;
 *      a loser is refunded (one refund per intent, by idempotency key) and marked refunded;
 *   2. mark the bike Sold to the winner (a repeat writes the same values);
 *   3. insert the payment record (unique bookingId and transactionId; a repeat finds it);
 *   4. mark the booking paid with that record's transaction id and the platform's fee (the
 *      seller's ledger entry is due from then); this publishes `order.recorded`, whose
 *      subscribers tell the parties and write the ledger entry (the ledger repair job writes it
 *      if we die first);
 *   5. cancel other bookings' open intents on the bike, so nobody else can be charged for it.
 */
export function createPaymentCompletion(deps: CompletionDeps) {
  const { bookings, bikes, payments, provider, clock } = deps;
  const after = deps.afterStep ?? (() => {});

  async function claimBike(booking: BookingRecord, intent: PaymentIntentView): Promise<Claim> {
    // The bike is read before its sale: a concurrent completion of this same payment claims the
    // sale before it marks the bike Sold, so a Sold bike read first would be followed by a sale
    // read that shows it ours. Read the other way round, the completion that came second saw no
    // sale, then a Sold bike, and refunded the payment that had just won.
    const bike = await bikes.findState(booking.bikeId);
    const sold = await payments.findSale(booking.bikeId);
    if (sold === booking.id) return { won: true };
    // Paid, and the sale no longer this order's: a full refund gave the money and the bike back
    // (refund/order-refunds.ts). A replay (a redelivered webhook, a retried POST
    // /payments) must not sell the bike to this order again, nor ask for a second refund.
    if (booking.paid) throw new AppError('CONFLICT', orderMessages.orders.alreadyRefunded);
    if (sold) return lost('sold');
    const reason = bike ? unavailableReason(bike) : orderMessages.bookings.bikeUnavailable;
    if (reason) return lost(reason === orderMessages.bookings.bikeSold ? 'sold' : 'unavailable');
    const winner = await payments.claimSale(booking.bikeId, booking.id, intent.id, clock());
    return winner === booking.id ? { won: true } : lost('sold');
  }

  function lost(why: 'sold' | 'unavailable'): Claim {
    const message =
      why === 'sold'
        ? orderMessages.bookings.soldToAnotherRefunded
        : orderMessages.bookings.unavailableRefunded;
    return { won: false, message };
  }

  /** The same key every time, so retries and concurrent losers never refund twice. */
  async function refund(intentId: string, knownRefundId: string | null): Promise<string> {
    try {
      const key = `refund:${intentId}`;
      const done = await provider.refund({ paymentIntentId: intentId, idempotencyKey: key });
      return done.id;
    } catch (error) {
      // Stripe forgets idempotency keys after 24 hours; the refund made then still stands.
      if (error instanceof PaymentProviderError && error.code === 'charge_already_refunded') {
        return knownRefundId ?? 'refunded';
      }
      throw toAppError(error);
    }
  }

  async function refuseAndRefund(
    booking: BookingRecord,
    intent: PaymentIntentView,
    message: string,
  ) {
    const refundId = await refund(intent.id, booking.refundId);
    await bookings.markRefunded(booking.id, refundId, clock());
    return new AppError('CONFLICT', message, { refunded: true });
  }

  async function cancelOtherIntents(booking: BookingRecord): Promise<void> {
    const open = await bookings.findOpenIntents(booking.bikeId, booking.id);
    // Best effort: an intent that succeeded meanwhile is refunded when its payment arrives.
    await Promise.allSettled(open.map((id) => provider.cancelIntent(id)));
  }

  return async function completePayment(
    booking: BookingRecord,
    intent: PaymentIntentView,
  ): Promise<CreatePaymentResponse> {
    assertPaysFor(booking, intent);
    // A cancellation or decline that got there first wins: the payment is given back.
    if ((await bookings.claimEnd(booking.id, 'paid', clock())).outcome !== 'paid') {
      throw await refuseAndRefund(booking, intent, orderMessages.bookings.endedRefunded);
    }
    const claim = await claimBike(booking, intent);
    if (!claim.won) throw await refuseAndRefund(booking, intent, claim.message);
    after('claimed');
    await bikes.markSold(booking.bikeId, booking.id, clock());
    after('sold');
    const payment = await payments.insertOrFind({
      bookingId: booking.id,
      bikeId: booking.bikeId,
      buyerId: booking.buyerId,
      email: booking.email,
      price: booking.price,
      amount: intent.amount,
      currency: intent.currency,
      provider: provider.name,
      transactionId: intent.id,
      createdAt: clock(),
    });
    if (payment.transactionId !== intent.id) {
      // A second charge for a booking already paid: give it back.
      await refund(intent.id, null);
      throw new AppError('CONFLICT', orderMessages.bookings.paidTwiceRefunded, { refunded: true });
    }
    after('recorded');
    await bookings.markPaid(booking.id, payment.transactionId, clock(), deps.feePercent);
    after('paid');
    await cancelOtherIntents(booking);
    return { acknowledged: true, insertedId: payment.id, transactionId: payment.transactionId };
  };
}

export type CompletePayment = ReturnType<typeof createPaymentCompletion>;
