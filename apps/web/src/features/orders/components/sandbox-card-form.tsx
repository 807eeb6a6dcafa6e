import { NAME_MAX_LENGTH, orderMessages } from '@reride/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { parseExpiry, type CardFormProps, type ConfirmOutcome } from '../lib/card-form';
import { CardError } from './card-error';

interface SandboxCardValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** Confirms with the sandbox provider; a card error (402) is the provider's own sentence. */
async function confirmWithSandbox(
  intentId: string,
  clientSecret: string,
  values: SandboxCardValues,
  email: string,
): Promise<ConfirmOutcome> {
  try {
    const intent = await confirmSandboxPayment(intentId, {
      clientSecret,
      card: { number: values.number, ...parseExpiry(values.expiry), cvc: values.cvc.trim() },
      billingDetails: { name: values.name, email },
    });
    if (intent.status !== 'succeeded') {
      return { kind: 'card-error', message: orderMessages.bookings.paymentNotCompleted };
    }
    return { kind: 'succeeded', intentId: intent.id };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'PAYMENT_FAILED') {
      return { kind: 'card-error', message: error.message };
    }
    throw error;
  }
}

function TestModeNotice({ id }: { id: string }) {
  return (
    <div className="test-mode" id={id}>
      <Badge tone="warning">Test mode</Badge>
      <p>
        No real card is charged. Use 4242 4242 4242 4242 (success), 4000 0000 0000 0002 (declined)
        or 4000 0000 0000 9995 (insufficient funds), any future expiry and any CVC.
      </p>
    </div>
  );
}

/** What the number, expiry and CVC fields share: typed as digits, filled by card autofill. */
function cardDigits(autoComplete: string, placeholder: string, maxLength: number) {
  return { inputMode: 'numeric', autoComplete, placeholder, maxLength } as const;
}

/** The card form of the built-in sandbox provider (no Stripe publishable key configured). */
export function SandboxCardForm({
  clientSecret,
  intentId,
  billing,
  processing,
  cardError,
  onPay,
}: CardFormProps) {
  const noticeId = useId();
  const errorId = useId();
  const { register, handleSubmit } = useForm<SandboxCardValues>({
    defaultValues: { number: '', expiry: '', cvc: '', name: billing.name },
  });

  const onSubmit = (values: SandboxCardValues) => {
    // The provider is not ready without an intent: the form is ignored.
    if (!clientSecret || !intentId) return;
    onPay(() => confirmWithSandbox(intentId, clientSecret, values, billing.email));
  };
  const describedBy = [noticeId, cardError ? errorId : null].filter(Boolean).join(' ');

  return (
    <form className="form card-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <TestModeNotice id={noticeId} />
      <fieldset className="card-form__card" aria-describedby={describedBy}>
        <legend className="visually-hidden">Card</legend>
        <TextField
          label="Card number"
          {...cardDigits('cc-number', '4242 4242 4242 4242', 23)}
          aria-invalid={cardError ? true : undefined}
          {...register('number')}
        />
        <div className="card-form__row">
          <TextField
            label="Expiry (MM/YY)"
            {...cardDigits('cc-exp', 'MM/YY', 7)}
            {...register('expiry')}
          />
          <TextField label="CVC" {...cardDigits('cc-csc', '123', 4)} {...register('cvc')} />
        </div>
      </fieldset>
      <CardError id={errorId} message={cardError} />
      <TextField
        label="Cardholder name"
        autoComplete="cc-name"
        maxLength={NAME_MAX_LENGTH}
        {...register('name')}
      />
      <Button type="submit" block loading={processing} disabled={!clientSecret}>
        Pay
      </Button>
    </form>
  );
}
