import { reviewMessages } from '@reride/shared';
import { ReportedReviewsList } from '../../../features/reviews/components/reported-reviews-list';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function ReportedReviewsRoute() {
  useDocumentTitle(reviewMessages.reviews.moderationTitle);
  return <ReportedReviewsList />;
}
