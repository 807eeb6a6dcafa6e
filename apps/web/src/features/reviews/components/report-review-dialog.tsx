import { zodResolver } from '@hookform/resolvers/zod';
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  messages,
  ReportReviewBodySchema,
  type ReportReviewBody,
  type ReportReviewBodyInput,
} from '@reride/shared';
import { FormModal } from '../../../components/ui/confirm-modal';
import { TextAreaField } from '../../../components/ui/text-field';
import { useBoundForm } from '../../../lib/form-fields';
import { useReportReview } from '../api/reviews-api';

const { reportForm: form, reviews: texts } = messages;

export interface ReportReviewDialogProps {
  reviewId: string;
  onClose: () => void;
}

/**
 * Reporting a review (docs/domain.md#reported-reviews): the reasons of a listing report as a
 * radio group (arrow keys move between them) and a note, required for "Other". Loaded only when
 * opened, so the profile's first JS carries no form code.
 */
export function ReportReviewDialog({ reviewId, onClose }: ReportReviewDialogProps) {
  const report = useReportReview();
  const { handleSubmit, field, register, watch, errors } = useBoundForm<
    ReportReviewBodyInput,
    unknown,
    ReportReviewBody
  >({
    resolver: zodResolver(ReportReviewBodySchema),
    defaultValues: { reason: REPORT_REASONS[0], note: '' },
  });
  const other = watch('reason') === 'other';
  const submit = handleSubmit((body) => {
    report.mutate({ reviewId, body }, { onSettled: onClose });
  });

  return (
    <FormModal
      className="form report-form"
      title={texts.reportTitle}
      tone="danger"
      confirmLabel={form.send}
      cancelLabel={form.cancel}
      loading={report.isPending}
      onCancel={onClose}
      onSubmit={submit}
    >
      <fieldset
        className="choice-group"
        aria-describedby={errors.reason ? 'reason-error' : undefined}
      >
        <legend className="field__label">{texts.reportLegend}</legend>
        {REPORT_REASONS.map((reason) => (
          <label key={reason} className="choice">
            <input type="radio" value={reason} {...register('reason')} />
            <span className="choice__text">
              <span className="choice__title">{form.reasons[reason]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label={other ? form.note : form.noteOptional}
        rows={3}
        maxLength={REPORT_NOTE_MAX}
        required={other}
        {...field('note')}
      />
    </FormModal>
  );
}
