import {
  messages,
  PAYMENT_CURRENCY,
  toCents,
  type CreatePaymentBody,
  type CreatePaymentIntentResponse,
  type CreatePaymentResponse,
} from '@reride/shared';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../http/auth';
import { unavailableReason } from '../bookings/availability';
import type { BookingRecord } from '../bookings/bookings.repository';
import type { CompletePayment, CompletionDeps } from './complete-payment';
import { callProvider } from './provider-errors';
import type { PaymentIntentView } from './providers';

export interface PaymentsServiceDeps extends CompletionDeps {
  completePayment: CompletePayment;
}

const conflict = (message: string) => new AppError('CONFLICT', message);
const PAYABLE = new Set<PaymentIntentView['status']>(['requires_payment_method', 'processing']);

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { bookings, bikes, payments, provider, clock, completePayment } = deps;

  /** Someone else's booking answers as unknown, as GET /bookings/:id does. */
  async function getOwnBooking(caller: Caller, id: string): Promise<BookingRecord> {
    const booking = await bookings.findById(id);
    if (!booking || booking.buyerId !== caller._id) {
      throw new AppError('NOT_FOUND', messages.errors.bookingNotFound);
    }
    return booking;
  }

  async function assertPayable(booking: BookingRecord): Promise<void> {
    if (booking.paid) throw conflict(messages.bookings.alreadyPaid);
    if (booking.refunded) throw conflict(messages.bookings.bikeSold);
    const sale = await payments.findSale(booking.bikeId);
    // Our own sale, not yet finished: `openIntent` finds its succeeded intent and finishes it.
    if (sale === booking.id) return;
    if (sale) throw conflict(messages.bookings.bikeSold);
    const bike = await bikes.findState(booking.bikeId);
    const reason = bike ? unavailableReason(bike) : messages.bookings.bikeUnavailable;
    if (reason) throw conflict(reason);
  }

  /**
   * The booking's intent while it can still be paid, else a new one. The idempotency key is per
   * booking, so concurrent or retried requests share one intent and a buyer is charged once.
   */
  async function openIntent(booking: BookingRecord): Promise<PaymentIntentView> {
    const { intentId } = booking;
    const current = intentId ? await callProvider(() => provider.retrieveIntent(intentId)) : null;
    if (current && PAYABLE.has(current.status)) return current;
    if (current?.status === 'succeeded') {
      // Paid, but the payment was never recorded (the browser went away): finish it now.
      await completePayment(booking, current);
      throw conflict(messages.bookings.alreadyPaid);
    }
    const key = current ? `booking:${booking.id}:after:${current.id}` : `booking:${booking.id}`;
    const metadata = { bookingId: booking.id, bikeId: booking.bikeId, buyerId: booking.buyerId };
    const intent = await callProvider(() =>
      provider.createIntent({
        amount: toCents(booking.price),
        currency: PAYMENT_CURRENCY,
        metadata,
        idempotencyKey: key,
      }),
    );
    await bookings.setIntent(booking.id, intent.id, clock());
    return intent;
  }

  return {
    /** The amount comes from the booking; a `price` sent by the client is never read. */
    async createIntent(caller: Caller, bookingId: string): Promise<CreatePaymentIntentResponse> {
      const booking = await getOwnBooking(caller, bookingId);
      await assertPayable(booking);
      const intent = await openIntent(booking);
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount: intent.amount,
        currency: intent.currency,
        provider: provider.name,
      };
    },

    /** Records a payment only once the provider itself says it succeeded for this booking. */
    async record(caller: Caller, body: CreatePaymentBody): Promise<CreatePaymentResponse> {
      const booking = await getOwnBooking(caller, body.bookingId);
      const intent = await callProvider(() => provider.retrieveIntent(body.transactionId));
      if (!intent) throw new AppError('PAYMENT_FAILED', messages.bookings.paymentNotFound);
      return completePayment(booking, intent);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
