import { zodResolver } from '@hookform/resolvers/zod';
import { formatPrice, offerAmountSchema, type Offer, offerMessages } from '@reride/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ConfirmModal, FormModal } from '../../../components/ui/confirm-modal';
import { TextField } from '../../../components/ui/text-field';
import { useBoundForm } from '../../../lib/form-fields';
import { paths } from '../../../lib/paths';
import { useOfferAnswer, useOfferBusy, type OfferAnswer } from '../api/offers';
import { formatMessageTime } from '../lib/message-time';

/** What the card needs besides the offer: the bike as it is now, and the buyer's name. */
export interface OfferSubject {
  conversationId: string;
  bike: { name: string; resalePrice: number };
  /** Named on the seller's card ("Sam's offer"); the buyer reads "Your offer". */
  buyerName: string;
}

const TONES: Record<Offer['state'], BadgeTone> = {
  open: 'accent',
  countered: 'warning',
  accepted: 'success',
  declined: 'neutral',
  expired: 'neutral',
  ended: 'neutral',
};

/** The amount the offer stands at now: agreed, countered, else offered. */
const onTable = (offer: Offer) => offer.agreedPrice ?? offer.counterAmount ?? offer.amount;

/** The seller's counter: above the buyer's offer, below the asking price. */
function CounterDialog({
  offer,
  subject,
  onClose,
}: {
  offer: Offer;
  subject: OfferSubject;
  onClose: () => void;
}) {
  const mutation = useOfferAnswer('counter', subject.conversationId, offer._id);
  const limits = { asking: subject.bike.resalePrice, above: offer.amount };
  const { handleSubmit, field } = useBoundForm<{ amount: number }>({
    resolver: zodResolver(z.object({ amount: offerAmountSchema(limits) })),
  });
  // A refusal keeps the dialog open with what was typed; the toast says why.
  const submit = handleSubmit(({ amount }) => mutation.mutate(amount, { onSuccess: onClose }));
  return (
    <FormModal
      tone="primary"
      title={offerMessages.actions.counter.title}
      confirmLabel={offerMessages.actions.counter.confirmLabel}
      cancelLabel={offerMessages.actions.counter.cancelLabel}
      loading={mutation.isPending}
      onCancel={onClose}
      onSubmit={submit}
    >
      <p>
        {offerMessages.confirm.counter(
          formatPrice(offer.amount),
          formatPrice(subject.bike.resalePrice),
        )}
      </p>
      <TextField
        label={offerMessages.counterLabel}
        type="number"
        inputMode="decimal"
        step="0.01"
        required
        {...field('amount', { valueAsNumber: true })}
      />
    </FormModal>
  );
}

/** Accept or decline, each after its question. */
function AnswerButton({
  answer,
  offer,
  subject,
}: {
  answer: 'accept' | 'decline';
  offer: Offer;
  subject: OfferSubject;
}) {
  const mutation = useOfferAnswer(answer, subject.conversationId, offer._id);
  const busy = useOfferBusy(offer._id);
  const [asking, setAsking] = useState(false);
  const texts = offerMessages.actions[answer];
  const amount = formatPrice(onTable(offer));
  return (
    <>
      <Button
        size="sm"
        variant={answer === 'accept' ? 'primary' : 'outline'}
        disabled={busy}
        onClick={() => setAsking(true)}
      >
        {texts.label}
      </Button>
      <ConfirmModal
        open={asking}
        title={texts.title}
        tone={answer === 'accept' ? 'primary' : 'danger'}
        message={offerMessages.confirm[answer](amount, subject.bike.name)}
        confirmLabel={texts.confirmLabel}
        cancelLabel={texts.cancelLabel}
        loading={mutation.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => mutation.mutate(undefined, { onSettled: () => setAsking(false) })}
      />
    </>
  );
}

function CounterButton({ offer, subject }: { offer: Offer; subject: OfferSubject }) {
  const busy = useOfferBusy(offer._id);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => setOpen(true)}>
        {offerMessages.actions.counter.label}
      </Button>
      {open && <CounterDialog offer={offer} subject={subject} onClose={() => setOpen(false)} />}
    </>
  );
}

function OfferButton({
  action,
  offer,
  subject,
}: {
  action: Offer['actions'][number];
  offer: Offer;
  subject: OfferSubject;
}) {
  if (action === 'pay') {
    return offer.orderId ? (
      <Link
        to={paths.dashboard.payment.getHref(offer.orderId)}
        className={buttonClassName('primary', 'sm')}
      >
        {offerMessages.pay}
      </Link>
    ) : null;
  }
  const answer: OfferAnswer = action;
  return answer === 'counter' ? (
    <CounterButton offer={offer} subject={subject} />
  ) : (
    <AnswerButton answer={answer} offer={offer} subject={subject} />
  );
}

/**
 * An offer inside the thread (docs/domain.md#offers): its amounts, where it stands, its deadline
 * while it waits, and one button per action the server allows the caller now.
 */
export function OfferCard({ offer, subject }: { offer: Offer; subject: OfferSubject }) {
  const waiting = offer.state === 'open' || offer.state === 'countered';
  const title =
    offer.role === 'buyer' ? offerMessages.yourOffer : offerMessages.buyerOffer(subject.buyerName);
  return (
    <section className="offer-card" aria-label={`${title}: ${formatPrice(offer.amount)}`}>
      <p className="cluster">
        <span className="offer-card__title">{title}</span>{' '}
        <strong className="offer-card__amount">{formatPrice(offer.amount)}</strong>{' '}
        <Badge tone={TONES[offer.state]}>{offerMessages.stateFor(offer)}</Badge>
      </p>
      {offer.counterAmount !== undefined && (
        <p className="text-subtle">{offerMessages.counter(formatPrice(offer.counterAmount))}</p>
      )}
      {offer.agreedPrice !== undefined && (
        <p className="text-subtle">{offerMessages.agreed(formatPrice(offer.agreedPrice))}</p>
      )}
      {waiting && (
        <p className="text-subtle offer-card__deadline">
          {offerMessages.expires(formatMessageTime(offer.expiresAt))}
        </p>
      )}
      {(offer.actions.length > 0 || offer.orderId) && (
        <div className="offer-card__actions cluster">
          {offer.actions.map((action) => (
            <OfferButton key={action} action={action} offer={offer} subject={subject} />
          ))}
          {offer.orderId && (
            <Link
              to={paths.dashboard.order.getHref(offer.orderId)}
              className={buttonClassName('outline', 'sm')}
            >
              {offerMessages.viewOrder}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
