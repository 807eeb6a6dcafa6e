import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { errorMessages, orderMessages } from '@reride/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import type { CardFormProps } from '../lib/card-form';
import { CardError } from './card-error';

/**
 * Stripe.js is fetched only here: this module is itself loaded lazily by the checkout when a
 * publishable key is configured, and `@stripe/stripe-js` (which injects Stripe's script when
 * evaluated) is imported on demand, so no other page downloads any of it.
 */
let stripePromise: Promise<Stripe | null> | null = null;
function getStripe(publishableKey: string): Promise<Stripe | null> {
  stripePromise ??= import('@stripe/stripe-js')
    .then(({ loadStripe }) => loadStripe(publishableKey))
    .catch((error: unknown) => {
      stripePromise = null; // offline: a later visit may succeed
      throw error;
    });
  return stripePromise;
}

const LOAD_FAILED = 'Card payments could not load. Check your connection and reload the page.';

function StripeForm({ clientSecret, billing, processing, cardError, onPay }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardReady, setCardReady] = useState(false);
  const labelId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const card = cardReady ? elements?.getElement(CardElement) : null;
    // Stripe, its card field or the intent not ready yet: the form is ignored (docs/domain.md#states).
    if (!stripe || !card || !clientSecret) return;
    onPay(async () => {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billing },
      });
      if (error)
        return { kind: 'card-error', message: error.message ?? errorMessages.errors.internal };
      if (paymentIntent.status !== 'succeeded') {
        return { kind: 'card-error', message: orderMessages.bookings.paymentNotCompleted };
      }
      return { kind: 'succeeded', intentId: paymentIntent.id };
    });
  };

  return (
    <form className="form card-form" noValidate onSubmit={onSubmit}>
      <div className="field">
        <span className="field__label" id={labelId}>
          Card
        </span>
        <div
          className="stripe-card"
          role="group"
          aria-labelledby={labelId}
          aria-describedby={cardError ? errorId : undefined}
        >
          <CardElement onReady={() => setCardReady(true)} options={{ hidePostalCode: true }} />
        </div>
      </div>
      <CardError id={errorId} message={cardError} />
      <Button type="submit" block loading={processing} disabled={!clientSecret}>
        Pay
      </Button>
    </form>
  );
}

/** Stripe Elements' card field, confirmed on the client with billing name and email (docs/domain.md#api-calls). */
export function StripeCardForm(props: CardFormProps & { publishableKey: string }) {
  const { publishableKey, ...formProps } = props;
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [loadError, setLoadError] = useState(false);

  useEffect(() => {
    let live = true;
    getStripe(publishableKey).then(
      (loaded) => {
        if (!live) return;
        if (loaded) setStripe(loaded);
        else setLoadError(true);
      },
      (error: unknown) => {
        console.error('Could not load Stripe.js', error);
        if (live) setLoadError(true);
      },
    );
    return () => {
      live = false;
    };
  }, [publishableKey]);

  if (loadError) {
    return (
      <p className="notice notice--error" role="alert">
        {LOAD_FAILED}
      </p>
    );
  }
  // Elements accepts null first and the loaded instance once, which is what happens here.
  return (
    <Elements stripe={stripe}>
      <StripeForm {...formProps} />
    </Elements>
  );
}
