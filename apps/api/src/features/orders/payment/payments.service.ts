import {
  messages,
  PAYMENT_CURRENCY,
  toCents,
  type CreatePaymentBody,
  type CreatePaymentIntentResponse,
  type CreatePaymentResponse,
} from '@reride/shared';
import { AppError } from '../../../core/app-error';
import type { Caller } from '../../../core/caller';
import { unavailableReason } from '../booking/availability';
import type { BookingRecord } from '../orders.repository';
import type { OrderTimers } from '../booking/order-timers';
import type { CompletePayment, CompletionDeps } from './complete-payment';
import { callProvider } from './provider-errors';
import type { PaymentIntentView } from './providers';

export interface PaymentsServiceDeps extends CompletionDeps {
  completePayment: CompletePayment;
  /** Ends an open booking past its payment period, so no payment starts after it. */
  expireIfDue: OrderTimers['expireIfDue'];
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
    if (booking.refunded) throw conflict(messages.bookings.bikeSold);
    if (await payments.findSale(booking.bikeId)) throw conflict(messages.bookings.bikeSold);
    const bike = await bikes.findState(booking.bikeId);
    const reason = bike ? unavailableReason(bike) : messages.bookings.bikeUnavailable;
    if (reason) throw conflict(reason);
  }

  async function currentIntent(booking: BookingRecord): Promise<PaymentIntentView | null> {
    const { intentId } = booking;
    return intentId ? callProvider(() => provider.retrieveIntent(intentId)) : null;
  }

  /**
   * A new intent. The idempotency key is per booking (and per replaced intent), so concurrent
   * or retried requests share one intent and a buyer is never asked to pay twice.
   */
  async function newIntent(booking: BookingRecord, replaced: PaymentIntentView | null) {
    const key = replaced ? `booking:${booking.id}:after:${replaced.id}` : `booking:${booking.id}`;
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
      if (booking.paid) throw conflict(messages.bookings.alreadyPaid);
      const current = await currentIntent(booking);
      if (current?.status === 'succeeded') {
        // Charged but never recorded (the browser or the server stopped): finish it now, which
        // refunds it if the bike went to someone else meanwhile.
        await completePayment(booking, current);
        throw conflict(messages.bookings.alreadyPaid);
      }
      if (booking.endedAs === 'expired' || (await deps.expireIfDue(booking))) {
        throw conflict(messages.bookings.expired);
      }
      if (booking.endedAs) throw conflict(messages.bookings.notOpen);
      await assertPayable(booking);
      // An intent for another amount (the price was lowered since, booking/price-follow.ts) is
      // replaced: the buyer pays what the booking costs now.
      const payable = current && PAYABLE.has(current.status);
      const reusable = payable && current.amount === toCents(booking.price) ? current : null;
      const intent = reusable ?? (await newIntent(booking, current));
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
