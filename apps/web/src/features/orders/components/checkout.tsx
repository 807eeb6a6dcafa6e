import type { Booking } from '@reride/shared';
import { RetryButton } from '../../../components/ui/retry-button';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { env } from '../../../lib/env';
import { usePaymentIntent } from '../api/create-payment-intent';
import { usePaymentFlow, type PaymentSettled } from '../hooks/use-payment-flow';
import type { CardFormProps } from '../lib/card-form';
import { PaymentDone } from './payment-done';
import { AlreadyPaid, CannotPay, unavailableMessage } from './payment-outcome';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe Elements and Stripe.js download only when a publishable key asks for them.
const StripeCardForm = lazy(() =>
  import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })),
);

export interface CheckoutProps {
  booking: Booking;
  /** The signed-in buyer, sent to the provider as billing details. */
  billing: { name: string; email: string };
  /** Refreshes the buyer's orders once the booking is paid (or turned out to be unpayable). */
  onSettled: (outcome: PaymentSettled) => void;
}

const PROVIDER_MISMATCH =
  'Card payments are not set up consistently: the API and the web app use different payment providers.';

function CardForm(props: CardFormProps) {
  const key = env.stripePublishableKey;
  if (!key) return <SandboxCardForm {...props} />;
  return (
    <Suspense fallback={<Spinner label="Loading the card form" />}>
      <StripeCardForm {...props} publishableKey={key} />
    </Suspense>
  );
}

function PayableCheckout({ booking, billing, onSettled }: CheckoutProps) {
  const intent = usePaymentIntent(booking._id);
  const flow = usePaymentFlow(booking._id, onSettled);

  if (flow.phase === 'succeeded' && flow.transactionId) {
    return <PaymentDone bookingId={booking._id} transactionId={flow.transactionId} />;
  }
  if (flow.blocked) return <CannotPay message={flow.blocked} />;
  if (intent.error instanceof ApiError && intent.error.status === 409) {
    return <CannotPay message={intent.error.message} />;
  }

  const expected = env.stripePublishableKey ? 'stripe' : 'sandbox';
  const usable = intent.data?.provider === expected ? intent.data : null;
  const mismatch = intent.data !== undefined && !usable;
  return (
    <div className="stack checkout">
      {intent.isError && (
        <div className="notice notice--error" role="alert">
          <p>{intent.error.message}</p>
          <RetryButton query={intent} size="sm" />
        </div>
      )}
      {mismatch && (
        <p className="notice notice--error" role="alert">
          {PROVIDER_MISMATCH}
        </p>
      )}
      <CardForm
        clientSecret={usable?.clientSecret ?? null}
        intentId={usable?.paymentIntentId ?? null}
        billing={billing}
        processing={flow.phase === 'processing'}
        cardError={flow.cardError}
        onPay={flow.pay}
      />
      {flow.formError && (
        <p className="notice notice--error" role="alert">
          {flow.formError}
        </p>
      )}
    </div>
  );
}

/** The card part of the payment page: the form, or why there is nothing (more) to pay. */
export function Checkout(props: CheckoutProps) {
  const { booking } = props;
  if (booking.paid) return <AlreadyPaid booking={booking} />;
  const unavailable = unavailableMessage(booking);
  if (unavailable) return <CannotPay message={unavailable} />;
  return <PayableCheckout {...props} />;
}
