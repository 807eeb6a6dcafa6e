import {
  REVIEW_REPLY_MAX,
  REVIEW_TEXT_MAX,
  type OrderReviews as OrderReviewsData,
  type Review,
  type ReviewAbout,
  reviewMessages,
} from '@reride/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { LoadError } from '../../../components/ui/retry-button';
import { Spinner } from '../../../components/ui/spinner';
import { TextAreaField } from '../../../components/ui/text-field';
import { useOrderReviews, useReplyToReview, useSubmitReview } from '../api/reviews-api';
import { RatingInput } from './rating-input';
import { ReviewCard, reviewDate } from './review-card';

const text = reviewMessages.reviews;

/** The sub-ratings asked of each side: a buyer rates the seller, a seller the buyer. */
const SUBS: Record<ReviewAbout, readonly (keyof typeof text.sub)[]> = {
  seller: ['asDescribed', 'communication', 'handover'],
  buyer: ['communication', 'punctuality'],
};

/** A form that asks before it sends, since what it sends can never change afterwards. */
function useConfirmedSend(send: () => void) {
  const [asking, setAsking] = useState(false);
  return {
    asking,
    ask: (event: FormEvent) => {
      event.preventDefault();
      setAsking(true);
    },
    cancel: () => setAsking(false),
    confirm: () => {
      setAsking(false);
      send();
    },
  };
}

/** The question before a review or a reply leaves: it can never change afterwards. */
function ConfirmSend(props: {
  flow: ReturnType<typeof useConfirmedSend>;
  title: string;
  message: string;
  label: string;
}) {
  const { flow } = props;
  return (
    <ConfirmModal
      open={flow.asking}
      title={props.title}
      message={props.message}
      confirmLabel={props.label}
      cancelLabel="Keep editing"
      tone="primary"
      onConfirm={flow.confirm}
      onCancel={flow.cancel}
    />
  );
}

function ReviewForm({
  orderId,
  about,
  otherName,
}: {
  orderId: string;
  about: ReviewAbout;
  otherName: string;
}) {
  const submit = useSubmitReview(orderId);
  const [rating, setRating] = useState<number | null>(null);
  const [subs, setSubs] = useState<Partial<Record<keyof typeof text.sub, number>>>({});
  const [body, setBody] = useState('');
  const complete = rating !== null && SUBS[about].every((name) => subs[name] !== undefined);
  const flow = useConfirmedSend(() => {
    if (rating === null) return;
    const subRatings = Object.fromEntries(SUBS[about].map((name) => [name, subs[name]]));
    submit.mutate({ rating, subRatings: subRatings as never, text: body.trim() });
  });
  const busy = submit.isPending;
  return (
    <form className="stack review-form" onSubmit={flow.ask} aria-labelledby="review-form-title">
      <h3 id="review-form-title">{text.leaveAbout(otherName)}</h3>
      <RatingInput legend={text.overall} value={rating} onChange={setRating} disabled={busy} />
      {SUBS[about].map((name) => (
        <RatingInput
          key={name}
          legend={text.sub[name]}
          value={subs[name] ?? null}
          onChange={(n) => setSubs((s) => ({ ...s, [name]: n }))}
          disabled={busy}
        />
      ))}
      <TextAreaField
        label={text.text}
        hint={text.textHint}
        value={body}
        maxLength={REVIEW_TEXT_MAX}
        onChange={(e) => setBody(e.target.value)}
        disabled={busy}
      />
      <p>
        <Button type="submit" disabled={!complete || busy} loading={busy}>
          {busy ? text.submitting : text.submit}
        </Button>
      </p>
      <ConfirmSend flow={flow} title={text.leave} message={text.confirm} label={text.submit} />
    </form>
  );
}

function ReplyForm({ review }: { review: Review }) {
  const reply = useReplyToReview(review._id);
  const [body, setBody] = useState('');
  const flow = useConfirmedSend(() => reply.mutate({ text: body.trim() }));
  const busy = reply.isPending;
  return (
    <form className="stack" onSubmit={flow.ask}>
      <TextAreaField
        label={text.replyLabel}
        value={body}
        maxLength={REVIEW_REPLY_MAX}
        onChange={(e) => setBody(e.target.value)}
        disabled={busy}
      />
      <p>
        <Button type="submit" variant="outline" disabled={!body.trim() || busy} loading={busy}>
          {text.replySend}
        </Button>
      </p>
      <ConfirmSend
        flow={flow}
        title={text.reply}
        message={text.replyConfirm}
        label={text.replySend}
      />
    </form>
  );
}

function Loaded({ orderId, data }: { orderId: string; data: OrderReviewsData }) {
  const { mine, theirs } = data;
  if (!data.canReview && !mine && !theirs) return <p className="text-subtle">{text.none}</p>;
  return (
    <>
      {data.canReview && (
        <ReviewForm orderId={orderId} about={data.about} otherName={data.otherName} />
      )}
      {mine && !mine.publishedAt && data.windowEndsAt && (
        <p role="status">{text.saved(data.otherName, reviewDate(data.windowEndsAt))}</p>
      )}
      {mine && <ReviewCard review={mine} heading={text.yours} />}
      {theirs && (
        <ReviewCard review={theirs} heading={text.theirs(data.otherName)}>
          {data.canReply && <ReplyForm review={theirs} />}
        </ReviewCard>
      )}
    </>
  );
}

/** The order page's reviews (docs/domain.md#reviews), for its buyer or its seller. */
export function OrderReviews({ orderId }: { orderId: string }) {
  const query = useOrderReviews(orderId);
  return (
    <section aria-labelledby="order-reviews-title" className="stack order-reviews">
      <h2 id="order-reviews-title">{text.title}</h2>
      {query.isPending ? (
        <Spinner label="Loading the reviews" />
      ) : query.isError ? (
        <LoadError title={text.loadFailed} query={query} />
      ) : (
        <Loaded orderId={orderId} data={query.data} />
      )}
    </section>
  );
}
