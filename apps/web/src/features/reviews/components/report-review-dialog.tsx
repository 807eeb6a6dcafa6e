import { reviewMessages } from '@reride/shared';
import { ReportDialog } from '../../../components/ui/report-dialog';
import { useReportReview } from '../api/reviews-api';

const { reviews: texts } = reviewMessages;

export interface ReportReviewDialogProps {
  reviewId: string;
  onClose: () => void;
}

/**
 * Reporting a review (docs/domain.md#reported-reviews), with the reasons of a listing report.
 * Loaded only when opened, so the profile's first JS carries no form code.
 */
export function ReportReviewDialog({ reviewId, onClose }: ReportReviewDialogProps) {
  const report = useReportReview();
  return (
    <ReportDialog
      title={texts.reportTitle}
      legend={texts.reportLegend}
      pending={report.isPending}
      onSend={(body, settled) => report.mutate({ reviewId, body }, { onSettled: settled })}
      onClose={onClose}
    />
  );
}
