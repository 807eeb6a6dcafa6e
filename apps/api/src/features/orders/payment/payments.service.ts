import {
  PAYMENT_CURRENCY,
  toCents,
  type CreatePaymentBody,
  type CreatePaymentIntentResponse,
  type CreatePaymentResponse,
  orderMessages,
  errorMessages,
} from '@reride/shared';
import { AppError } from '../../../core/app-error';
import type { Caller } from '../../../core/caller';
import { unavailableReason } from '../booking/availability';
import type { BookingRecord } from '../orders.repository';
import type { BookingPricesRepository } from '../booking/booking-prices.repository';
import type { OrderTimers } from '../booking/order-timers';
import type { CompletePayment, CompletionDeps } from './complete-payment';
import { callProvider } from './provider-errors';
import type { PaymentIntentView } from './providers';

export interface PaymentsServiceDeps extends CompletionDeps {
  completePayment: CompletePayment;
  /** Ends an open booking past its payment period, so no payment starts after it. */
  expireIfDue: OrderTimers['expireIfDue'];
  /** Lowers the bike's open bookings to a lower asking price (booking/price-follow.ts). */
  prices: Pick<BookingPricesRepository, 'lowerOpen'>;
}

const conflict = (message: string) => new AppError('CONFLICT', message);
const PAYABLE = new Set<PaymentIntentView['status']>(['requires_payment_method', 'processing']);

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { bookings, bikes, payments, provider, clock, completePayment } = deps;

  /** Someone else's booking answers as unknown, as GET /bookings/:id does. */
  async function getOwnBooking(caller: Caller, id: string): Promise<BookingRecord> {
    const booking = await bookings.findById(id);
    if (!booking || booking.buyerId !== caller._id) {
      throw new AppError('NOT_FOUND', errorMessages.errors.bookingNotFound);
    }
    return booking;
  }

  /**
   * Refuses a booking that cannot be paid; answers what it costs now. A buyer never pays more
   * than the bike's page asks: should `bike.price_changed` have been missed (a crash after the
   * edit was stored), a lower asking price is applied here before any intent is made.
   */
  async function payablePrice(booking: BookingRecord): Promise<number> {
    if (booking.refunded) throw conflict(orderMessages.bookings.bikeSold);
    if (await payments.findSale(booking.bikeId)) throw conflict(orderMessages.bookings.bikeSold);
    const bike = await bikes.findState(booking.bikeId);
    const reason = bike ? unavailableReason(bike) : orderMessages.bookings.bikeUnavailable;
    if (!bike || reason) throw conflict(reason ?? orderMessages.bookings.bikeUnavailable);
    if (bike.resalePrice >= booking.price) return booking.price;
    await deps.prices.lowerOpen(booking.bikeId, bike.resalePrice, clock());
    return bike.resalePrice;
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
      if (booking.paid) throw conflict(orderMessages.bookings.alreadyPaid);
      const current = await currentIntent(booking);
      if (current?.status === 'succeeded') {
        // Charged but never recorded (the browser or the server stopped): finish it now, which
        // refunds it if the bike went to someone else meanwhile.
        await completePayment(booking, current);
        throw conflict(orderMessages.bookings.alreadyPaid);
      }
      if (booking.endedAs === 'expired' || (await deps.expireIfDue(booking))) {
        throw conflict(orderMessages.bookings.expired);
      }
      if (booking.endedAs) throw conflict(orderMessages.bookings.notOpen);
      const price = await payablePrice(booking);
      // An intent for another amount (the price was lowered since, booking/price-follow.ts) is
      // replaced: the buyer pays what the booking costs now.
      const payable = current && PAYABLE.has(current.status);
      const reusable = payable && current.amount === toCents(price) ? current : null;
      const intent = reusable ?? (await newIntent({ ...booking, price }, current));
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
      if (!intent) throw new AppError('PAYMENT_FAILED', orderMessages.bookings.paymentNotFound);
      return completePayment(booking, intent);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
