import { formatMediumDate, type Review, reviewMessages } from '@reride/shared';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';

const text = reviewMessages.reviews;

/** A date of the API (ISO text) as the reviews show it, e.g. "Nov 27, 2026". */
export const reviewDate = (iso: string) => formatMediumDate(new Date(iso));

/** Five stars as text, read out as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="review-card__stars" role="img" aria-label={text.stars(rating)}>
      {'★'.repeat(rating)}
      {'☆'.repeat(5 - rating)}
    </span>
  );
}

/** One review: who wrote it about which bike, its ratings, labels, text and the public reply. */
export function ReviewCard({
  review,
  heading,
  children,
}: {
  review: Review;
  heading: string;
  /** What follows the review: the reply form, when the reader may answer. */
  children?: ReactNode;
}) {
  const subs = Object.entries(review.subRatings) as [keyof typeof text.sub, number][];
  return (
    <article className="review-card stack">
      <header className="review-card__head">
        <h3 className="review-card__title">{heading}</h3>
        <Stars rating={review.rating} />
        {review.labels.map((label) => (
          <Badge key={label} tone="warning">
            {text.label[label]}
          </Badge>
        ))}
      </header>
      <p className="text-subtle">
        {review.bikeName}
        {review.publishedAt ? ` · ${reviewDate(review.publishedAt)}` : ` · ${text.awaiting}`}
      </p>
      <ul className="review-card__subs">
        {subs.map(([name, rating]) => (
          <li key={name}>
            {text.sub[name]}: <Stars rating={rating} />
          </li>
        ))}
      </ul>
      {review.text && <p className="review-card__text">{review.text}</p>}
      {review.reply && (
        <blockquote className="review-card__reply">
          <p className="text-subtle">{text.replyHeading}</p>
          <p>{review.reply.text}</p>
        </blockquote>
      )}
      {children}
    </article>
  );
}
