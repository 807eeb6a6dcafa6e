import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGE_REPORT_NOTE_MAX,
  MESSAGE_REPORT_REASONS,
  ReportMessageBodySchema,
  type Message,
  type ReportMessageBody,
  conversationMessages,
} from '@reride/shared';
import { toast } from '../../../lib/toast';
import { FormModal } from '../../../components/ui/confirm-modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-field';
import { useBoundForm } from '../../../lib/form-fields';
import { useReportMessage } from '../api/report-message';

const { conversations: texts } = conversationMessages;

const REASONS = MESSAGE_REPORT_REASONS.map((value) => ({
  value,
  label: texts.reportReasons[value],
}));

export interface ReportMessageDialogProps {
  conversationId: string;
  message: Message;
  onClose: () => void;
}

/**
 * Reporting the other participant's message: a reason from the shared list and an optional note
 * for the administrators. The dialog stays busy until the server answers.
 */
export function ReportMessageDialog({
  conversationId,
  message,
  onClose,
}: ReportMessageDialogProps) {
  const report = useReportMessage(conversationId);
  const { handleSubmit, field } = useBoundForm<ReportMessageBody>({
    resolver: zodResolver(ReportMessageBodySchema),
    defaultValues: { reason: MESSAGE_REPORT_REASONS[0], note: '' },
  });
  const submit = handleSubmit((body) => {
    report.mutate(
      { messageId: message._id, body },
      {
        onSuccess: (result) => {
          if (result.modifiedCount > 0) toast.success(texts.reportedToast);
          else toast.error(texts.alreadyReported);
          onClose();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  });

  return (
    <FormModal
      className="form order-action__form"
      title="Report this message"
      tone="danger"
      confirmLabel="Report"
      cancelLabel="Don't report"
      loading={report.isPending}
      onCancel={onClose}
      onSubmit={submit}
    >
      <p>An administrator reads the report and this conversation, and may remove the message.</p>
      <blockquote className="report-quote user-text">{message.text}</blockquote>
      <SelectField label="What is wrong" options={REASONS} {...field('reason')} />
      <TextAreaField
        label="Anything the administrator should know (optional)"
        rows={3}
        maxLength={MESSAGE_REPORT_NOTE_MAX}
        {...field('note')}
      />
    </FormModal>
  );
}
