import {
  ObjectIdSchema,
  type PaymentIntentStatus,
  type SandboxConfirmBody,
  type WebhookAck,
  orderMessages,
} from '@reride/shared';
import { AppError } from '../../../core/app-error';
import type { BookingRecord, BookingsRepository } from '../orders.repository';
import type { CompletePayment } from './complete-payment';
import { toAppError } from './provider-errors';
import {
  PaymentProviderError,
  type PaymentIntentView,
  type PaymentProvider,
  type SandboxPaymentProvider,
} from './providers';

export interface PaymentEventsDeps {
  bookings: BookingsRepository;
  provider: PaymentProvider;
  completePayment: CompletePayment;
  /** A refund the provider reports (`charge.refunded`): refund/order-refunds.ts. */
  recordProviderRefund: (
    paymentIntentId: string,
    amountRefunded: number,
    refundId: string | null,
  ) => Promise<'recorded' | 'ignored'>;
}

const ack = (outcome: WebhookAck['outcome']): WebhookAck => ({ received: true, outcome });

/** Confirming an intent that is no longer payable says why in the buyer's words. */
function confirmRefusal(error: unknown): unknown {
  if (error instanceof PaymentProviderError && error.code === 'payment_intent_unexpected_state') {
    if (error.intent?.status === 'canceled') {
      return new AppError('CONFLICT', orderMessages.bookings.bikeSold, undefined, error);
    }
    if (error.intent?.status === 'succeeded') {
      return new AppError(
        'CONFLICT',
        orderMessages.bookings.paymentAlreadyCompleted,
        undefined,
        error,
      );
    }
  }
  return toAppError(error);
}

/** What the provider tells us without a buyer asking: webhooks and sandbox confirmations. */
export function createPaymentEvents(deps: PaymentEventsDeps) {
  const { bookings, provider, completePayment } = deps;

  /** The booking an intent pays for, from its metadata; null for intents that are not ours. */
  async function bookingOf(intent: PaymentIntentView): Promise<BookingRecord | null> {
    const id = ObjectIdSchema.safeParse(intent.metadata.bookingId);
    return id.success ? bookings.findById(id.data) : null;
  }

  return {
    /**
     * Verified events always answer 2xx, handled or not, so the provider stops redelivering;
     * a failure of ours (database, provider) answers 5xx so it tries again later.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookAck> {
      let event;
      try {
        event = provider.parseWebhook(rawBody, signature);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        throw new AppError(
          'VALIDATION_FAILED',
          orderMessages.bookings.invalidWebhook,
          undefined,
          error,
        );
      }
      if (event.type === 'charge.refunded' && event.refund) {
        const { paymentIntentId, amountRefunded, refundId } = event.refund;
        const outcome = await deps.recordProviderRefund(paymentIntentId, amountRefunded, refundId);
        return ack(outcome === 'recorded' ? 'refunded' : 'ignored');
      }
      if (event.type !== 'payment_intent.succeeded' || !event.intent) return ack('ignored');
      const booking = await bookingOf(event.intent);
      if (!booking) return ack('ignored');
      try {
        await completePayment(booking, event.intent);
        return ack('recorded');
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code === 'CONFLICT') return ack('refunded');
        if (error.code === 'PAYMENT_FAILED') return ack('ignored');
        throw error;
      }
    },

    /**
     * Test mode: confirms with a test card, then finishes the payment at once, as Stripe's
     * webhook would, so nothing depends on the browser calling POST /payments afterwards.
     */
    async confirmSandbox(
      sandbox: SandboxPaymentProvider,
      intentId: string,
      body: SandboxConfirmBody,
    ): Promise<PaymentIntentStatus> {
      let intent: PaymentIntentView;
      try {
        intent = await sandbox.confirm({ intentId, ...body });
      } catch (error) {
        throw confirmRefusal(error);
      }
      const booking = await bookingOf(intent);
      if (booking) await completePayment(booking, intent);
      const { id, status, amount, currency } = intent;
      return { id, status, amount, currency };
    },
  };
}

export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
