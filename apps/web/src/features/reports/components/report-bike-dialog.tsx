import { zodResolver } from '@hookform/resolvers/zod';
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  messages,
  ReportBikeBodySchema,
  type Bike,
  type ReportBikeBody,
  type ReportBikeBodyInput,
} from '@reride/shared';
import { FormModal } from '../../../components/ui/confirm-modal';
import { TextAreaField } from '../../../components/ui/text-field';
import { useBoundForm } from '../../../lib/form-fields';
import { useReportBike } from '../api/report-bike';

const { reportForm: texts } = messages;

export interface ReportBikeDialogProps {
  bike: Pick<Bike, '_id' | 'name'>;
  onClose: () => void;
}

/**
 * Reporting a listing (docs/domain.md#moderation-queue): a reason from the shared list as a radio
 * group (arrow keys move between reasons) and a note, required for "Other". The dialog stays busy
 * until the server answers.
 */
export function ReportBikeDialog({ bike, onClose }: ReportBikeDialogProps) {
  const report = useReportBike();
  const { handleSubmit, field, register, watch, errors } = useBoundForm<
    ReportBikeBodyInput,
    unknown,
    ReportBikeBody
  >({
    resolver: zodResolver(ReportBikeBodySchema),
    defaultValues: { reason: REPORT_REASONS[0], note: '' },
  });
  const other = watch('reason') === 'other';
  const submit = handleSubmit((body) => {
    report.mutate({ bikeId: bike._id, body }, { onSettled: onClose });
  });

  return (
    <FormModal
      className="form report-form"
      title={texts.title(bike.name)}
      tone="danger"
      confirmLabel={texts.send}
      cancelLabel={texts.cancel}
      loading={report.isPending}
      onCancel={onClose}
      onSubmit={submit}
    >
      <fieldset
        className="choice-group"
        aria-describedby={errors.reason ? 'reason-error' : undefined}
      >
        <legend className="field__label">{texts.legend}</legend>
        {REPORT_REASONS.map((reason) => (
          <label key={reason} className="choice">
            <input type="radio" value={reason} {...register('reason')} />
            <span className="choice__text">
              <span className="choice__title">{texts.reasons[reason]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label={other ? texts.note : texts.noteOptional}
        rows={3}
        maxLength={REPORT_NOTE_MAX}
        required={other}
        {...field('note')}
      />
    </FormModal>
  );
}
