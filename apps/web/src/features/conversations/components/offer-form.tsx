import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatPrice,
  MakeOfferBodySchema,
  MIN_PRICE,
  offerAmountSchema,
  type MakeOfferBody,
  offerMessages,
} from '@reride/shared';
import { useId } from 'react';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { MeetingLocationField, PhoneField } from '../../../components/ui/contact-fields';
import { TextField } from '../../../components/ui/text-field';
import { showServerFieldErrors, useBoundForm } from '../../../lib/form-fields';
import { useMakeOffer } from '../api/offers';

/** The API's own offer body, with the amount also kept below this bike's asking price. */
export function makeOfferFormSchema(asking: number) {
  return MakeOfferBodySchema.extend({ amount: offerAmountSchema({ asking }) });
}
type OfferFormInput = z.input<ReturnType<typeof makeOfferFormSchema>>;

const FIELDS = ['amount', 'phone', 'location'] as const;

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
  const { handleSubmit, reset, setError, field } = useBoundForm<
    OfferFormInput,
    unknown,
    MakeOfferBody
  >({
    resolver: zodResolver(makeOfferFormSchema(asking)),
    defaultValues: { phone: '', location: '' },
  });

  const onSubmit = (body: MakeOfferBody) => {
    make.mutate(body, {
      onSuccess: () => {
        reset({ phone: body.phone, location: body.location });
        onMade?.();
      },
      onError: (error) => {
        toast.error(error.message);
        showServerFieldErrors(error, setError, FIELDS);
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
        {offerMessages.makeTitle}
      </h2>
      <fieldset className="offer-form__fields" disabled={make.isPending}>
        <TextField
          label={offerMessages.amountLabel}
          hint={offerMessages.makeHint(formatPrice(asking), formatPrice(MIN_PRICE))}
          type="number"
          inputMode="decimal"
          min={MIN_PRICE}
          step="0.01"
          required
          {...field('amount', { valueAsNumber: true })}
        />
        <PhoneField {...field('phone')} />
        <MeetingLocationField {...field('location')} />
      </fieldset>
      <Button type="submit" loading={make.isPending}>
        {offerMessages.send}
      </Button>
    </form>
  );
}
