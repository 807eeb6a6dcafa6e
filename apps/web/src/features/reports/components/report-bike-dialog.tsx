import { type Bike, moderationMessages } from '@reride/shared';
import { ReportDialog } from '../../../components/ui/report-dialog';
import { useReportBike } from '../api/report-bike';

const { reportForm: texts } = moderationMessages;

export interface ReportBikeDialogProps {
  bike: Pick<Bike, '_id' | 'name'>;
  onClose: () => void;
}

/** Reporting a listing (docs/domain.md#moderation-queue), with a reason and a note. */
export function ReportBikeDialog({ bike, onClose }: ReportBikeDialogProps) {
  const report = useReportBike();
  return (
    <ReportDialog
      title={texts.title(bike.name)}
      legend={texts.legend}
      pending={report.isPending}
      onSend={(body, settled) => report.mutate({ bikeId: bike._id, body }, { onSettled: settled })}
      onClose={onClose}
    />
  );
}
