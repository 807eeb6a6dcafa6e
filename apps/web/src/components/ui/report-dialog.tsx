import { zodResolver } from '@hookform/resolvers/zod';
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  ReportBikeBodySchema,
  type ReportBikeBody,
  type ReportBikeBodyInput,
  moderationMessages,
} from '@reride/shared';
import { useBoundForm } from '../../lib/form-fields';
import { FormModal } from './confirm-modal';
import { TextAreaField } from './text-field';

const { reportForm: texts } = moderationMessages;

export interface ReportDialogProps {
  title: string;
  legend: string;
  pending: boolean;
  /** Sends the report; the dialog closes once the server answered, either way. */
  onSend: (body: ReportBikeBody, settled: () => void) => void;
  onClose: () => void;
}

/**
 * A report of a listing or a review (docs/domain.md#moderation-queue): a reason from the shared
 * list as a radio group (arrow keys move between reasons) and a note, required for "Other". The
 * dialog stays busy until the server answers.
 */
export function ReportDialog({ title, legend, pending, onSend, onClose }: ReportDialogProps) {
  const { handleSubmit, field, register, watch, errors } = useBoundForm<
    ReportBikeBodyInput,
    unknown,
    ReportBikeBody
  >({
    resolver: zodResolver(ReportBikeBodySchema),
    defaultValues: { reason: REPORT_REASONS[0], note: '' },
  });
  const other = watch('reason') === 'other';
  const submit = handleSubmit((body) => onSend(body, onClose));

  return (
    <FormModal
      className="form report-form"
      title={title}
      tone="danger"
      confirmLabel={texts.send}
      cancelLabel={texts.cancel}
      loading={pending}
      onCancel={onClose}
      onSubmit={submit}
    >
      <fieldset
        className="choice-group"
        aria-describedby={errors.reason ? 'reason-error' : undefined}
      >
        <legend className="field__label">{legend}</legend>
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
