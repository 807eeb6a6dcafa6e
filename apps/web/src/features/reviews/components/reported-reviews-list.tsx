import {
  REVIEW_DECISION_REASON_MAX,
  type ReportedReview,
  type ReviewDecisionBody,
  moderationMessages,
  reviewMessages,
} from '@reride/shared';
import { useState, type BaseSyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { FormModal } from '../../../components/ui/confirm-modal';
import { PagedList } from '../../../components/ui/paged-list';
import { PageSection } from '../../../components/ui/page-section';
import { TextAreaField } from '../../../components/ui/text-field';
import { paths } from '../../../lib/paths';
import { useDecideReview, useReportedReviews } from '../api/reviews-api';
import { ReviewCard, reviewDate } from './review-card';

const texts = reviewMessages.reviews;
const reasonLabels = moderationMessages.reportForm.reasons;

/** The reason every decision needs (it goes to the audit log); asked in a dialog. */
function DecisionDialog({
  review,
  action,
  onClose,
}: {
  review: ReportedReview;
  action: ReviewDecisionBody['action'];
  onClose: () => void;
}) {
  const decide = useDecideReview();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (reason.trim() === '') {
      setError(texts.decisionReason);
      return Promise.resolve();
    }
    decide.mutate({ reviewId: review._id, body: { action, reason } }, { onSettled: onClose });
    return Promise.resolve();
  };
  return (
    <FormModal
      title={action === 'keep' ? texts.keepTitle : texts.removeTitle}
      tone={action === 'keep' ? 'primary' : 'danger'}
      confirmLabel={action === 'keep' ? texts.keep : texts.remove}
      cancelLabel={moderationMessages.reportForm.cancel}
      loading={decide.isPending}
      onCancel={onClose}
      onSubmit={submit}
    >
      <TextAreaField
        label={texts.decisionReason}
        rows={3}
        required
        maxLength={REVIEW_DECISION_REASON_MAX}
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormModal>
  );
}

/** One reported review: the review as the profile showed it, who it is about, why reported. */
function ReportedReviewItem({
  review,
  onDecide,
}: {
  review: ReportedReview;
  onDecide: (action: ReviewDecisionBody['action']) => void;
}) {
  return (
    <li className="stack">
      <ReviewCard review={review} heading={review.authorName}>
        <p className="text-subtle">
          {texts.about}:{' '}
          <Link to={paths.profile.getHref(review.subjectId)}>{texts.subjectProfile}</Link> ·{' '}
          {texts.reporters(review.reportCount)} · {reviewDate(review.reportedAt)}
        </p>
        <ul className="text-subtle">
          {review.reasons.map((r) => (
            <li key={r.reason}>
              {reasonLabels[r.reason]}: {r.count}
            </li>
          ))}
        </ul>
        {review.notes.map((note, i) => (
          <p key={i} className="user-text">
            {note}
          </p>
        ))}
        <div className="modal__actions">
          <Button variant="outline" size="sm" onClick={() => onDecide('keep')}>
            {texts.keep}
          </Button>
          <Button variant="danger" size="sm" onClick={() => onDecide('remove')}>
            {texts.remove}
          </Button>
        </div>
      </ReviewCard>
    </li>
  );
}

/**
 * Reported reviews (admin, docs/domain.md#reported-reviews), oldest report first: Keep makes a
 * review public again, Remove hides it for good; both ask for the reason the audit log keeps.
 */
export function ReportedReviewsList() {
  const query = useReportedReviews();
  const [deciding, setDeciding] = useState<{
    review: ReportedReview;
    action: ReviewDecisionBody['action'];
  } | null>(null);
  const reviews = query.data?.pages.flatMap((page) => page.items);
  const count = reviews && `${reviews.length}${query.hasNextPage ? '+' : ''}`;
  return (
    <PageSection title={texts.moderationTitle} count={count}>
      <PagedList
        query={query}
        loadingLabel="Loading reported reviews"
        errorTitle={texts.moderationLoadFailed}
        empty={{ title: texts.moderationEmpty }}
      >
        {(items) => (
          <ul className="stack review-list" aria-label={texts.moderationTitle}>
            {items.map((review) => (
              <ReportedReviewItem
                key={review._id}
                review={review}
                onDecide={(action) => setDeciding({ review, action })}
              />
            ))}
          </ul>
        )}
      </PagedList>
      {deciding && (
        <DecisionDialog
          review={deciding.review}
          action={deciding.action}
          onClose={() => setDeciding(null)}
        />
      )}
    </PageSection>
  );
}
