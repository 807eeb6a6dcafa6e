import { zodResolver } from '@hookform/resolvers/zod';
import {
  THEFT_WITHDRAW_REASON_MAX_LENGTH,
  TheftWithdrawalBodySchema,
  type TheftWithdrawalBody,
} from '@reride/shared';
import { FormModal } from '../../../components/ui/confirm-modal';
import { TextAreaField } from '../../../components/ui/text-field';
import { showServerFieldErrors, useBoundForm } from '../../../lib/form-fields';

interface ReasonDialogProps {
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  reasonLabel: string;
  loading: boolean;
  /** Sends the decision; the dialog closes when it succeeds and shows the server's field errors. */
  send: (body: TheftWithdrawalBody) => Promise<unknown>;
  onClose: () => void;
}

/**
 * An administrator's decision that takes a reason (withdrawing a theft report, dismissing a shared
 * serial): the dialog is the confirmation.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { handleSubmit, field, setError } = useBoundForm<TheftWithdrawalBody>({
    resolver: zodResolver(TheftWithdrawalBodySchema),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit((body) =>
    props
      .send(body)
      .then(props.onClose, (error: unknown) => showServerFieldErrors(error, setError, ['reason'])),
  );
  return (
    <FormModal
      title={props.title}
      confirmLabel={props.confirmLabel}
      cancelLabel={props.cancelLabel}
      loading={props.loading}
      onCancel={props.onClose}
      onSubmit={submit}
    >
      <TextAreaField
        label={props.reasonLabel}
        rows={3}
        maxLength={THEFT_WITHDRAW_REASON_MAX_LENGTH}
        {...field('reason')}
      />
    </FormModal>
  );
}
