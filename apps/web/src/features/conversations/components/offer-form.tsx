import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatPrice,
  MakeOfferBodySchema,
  messages,
  MIN_PRICE,
  offerAmountSchema,
  type MakeOfferBody,
} from '@reride/shared';
import { useId } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { bindFields } from '../../../lib/form-fields';
import { useMakeOffer } from '../api/offers';

/** The API's own offer body, with the amount also kept below this bike's asking price. */
export function makeOfferFormSchema(asking: number) {
  return MakeOfferBodySchema.extend({ amount: offerAmountSchema({ asking }) });
}
type OfferFormInput = z.input<ReturnType<typeof makeOfferFormSchema>>;

const FIELDS = ['amount', 'phone', 'location'] as const;

/** The server's field errors (VALIDATION_FAILED details) go under the fields they name. */
function showFieldErrors(error: unknown, setError: UseFormSetError<OfferFormInput>) {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return;
  for (const detail of error.details as { path?: unknown; message?: unknown }[]) {
    const field = FIELDS.find((name) => name === detail.path);
    if (field && typeof detail.message === 'string') setError(field, { message: detail.message });
  }
}

export interface OfferFormProps {
  conversationId: string;
  /** The bike's asking price now: the offer stays below it. */
  asking: number;
  /** After the server took the offer (the form is emptied first). */
  onMade?: () => void;
}

/**
 * The buyer's "Make an offer" form (docs/domain.md#offers): the amount, validated with the API's
 * own rules (at least the minimum price, below the asking price), and the phone and meeting
 * location the order needs if the offer is accepted. Sending disables it; a refusal keeps what
 * was typed and says why.
 */
export function OfferForm({ conversationId, asking, onMade }: OfferFormProps) {
  const titleId = useId();
  const make = useMakeOffer(conversationId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<OfferFormInput, unknown, MakeOfferBody>({
    resolver: zodResolver(makeOfferFormSchema(asking)),
    defaultValues: { phone: '', location: '' },
  });
  const field = bindFields(register, errors);

  const onSubmit = (body: MakeOfferBody) => {
    make.mutate(body, {
      onSuccess: () => {
        toast.success(messages.offers.madeToast);
        reset({ phone: body.phone, location: body.location });
        onMade?.();
      },
      onError: (error) => {
        toast.error(error.message);
        showFieldErrors(error, setError);
      },
    });
  };

  return (
    <form
      className="form offer-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <h2 id={titleId} className="offer-form__title">
        {messages.offers.makeTitle}
      </h2>
      <fieldset className="offer-form__fields" disabled={make.isPending}>
        <TextField
          label={messages.offers.amountLabel}
          hint={messages.offers.makeHint(formatPrice(asking), formatPrice(MIN_PRICE))}
          type="number"
          inputMode="decimal"
          min={MIN_PRICE}
          step="0.01"
          required
          {...field('amount', { valueAsNumber: true })}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          required
          {...field('phone')}
        />
        <TextField
          label="Meeting location"
          hint="Optional: where you would like to meet the seller"
          autoComplete="street-address"
          {...field('location')}
        />
      </fieldset>
      <Button type="submit" loading={make.isPending}>
        {messages.offers.send}
      </Button>
    </form>
  );
}
