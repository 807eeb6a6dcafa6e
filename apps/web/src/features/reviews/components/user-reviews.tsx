import { type Review, profileMessages, reviewMessages } from '@reride/shared';
import { Button } from '../../../components/ui/button';
import { PagedList } from '../../../components/ui/paged-list';
import { useUserReviews } from '../api/reviews-api';
import { ReviewCard } from './review-card';

const text = reviewMessages.reviews;

/**
 * The published reviews about a person on their profile, newest first, with their replies; each
 * with a Report action when the route offers one (docs/domain.md#reported-reviews).
 */
export function UserReviews({
  userId,
  onReport,
}: {
  userId: string;
  onReport?: (review: Review) => void;
}) {
  const query = useUserReviews(userId);
  return (
    <section aria-labelledby="profile-reviews-title" className="stack">
      <h2 id="profile-reviews-title">{profileMessages.profile.reviews}</h2>
      <PagedList
        query={query}
        loadingLabel="Loading the reviews"
        errorTitle={text.loadFailed}
        empty={{ title: profileMessages.profile.noReviews }}
      >
        {(reviews) => (
          <ul className="stack review-list">
            {reviews.map((review) => (
              <li key={review._id}>
                <ReviewCard review={review} heading={review.authorName}>
                  {onReport && (
                    <div>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={text.reportLabel(review.authorName)}
                        onClick={() => onReport(review)}
                      >
                        {text.report}
                      </Button>
                    </div>
                  )}
                </ReviewCard>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
