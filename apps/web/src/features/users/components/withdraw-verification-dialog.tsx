import { zodResolver } from '@hookform/resolvers/zod';
import {
  VERIFICATION_REASON_MAX,
  WithdrawVerificationBodySchema,
  type ManagedUser,
  type WithdrawVerificationBody,
  sanctionMessages,
  verificationMessages,
} from '@reride/shared';
import { FormModal } from '../../../components/ui/confirm-modal';
import { TextAreaField } from '../../../components/ui/text-field';
import { showServerFieldErrors, useBoundForm } from '../../../lib/form-fields';
import { toast } from '../../../lib/toast';
import { useWithdrawVerification } from '../api/seller-verification';

const texts = verificationMessages.verification;

/**
 * Withdraw a seller's Verified badge (docs/domain.md#seller-verification): the reason they will
 * be told. The dialog is the confirmation; it stays busy until the server answers.
 */
export function WithdrawVerificationDialog(props: { user: ManagedUser; onClose: () => void }) {
  const { user, onClose } = props;
  const withdraw = useWithdrawVerification();
  const { handleSubmit, field, setError } = useBoundForm<WithdrawVerificationBody>({
    resolver: zodResolver(WithdrawVerificationBodySchema),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit((body) => {
    withdraw.mutate(
      { id: user._id, body },
      {
        onSuccess: () => {
          toast.success(texts.withdrawnToast);
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(error, setError, ['reason']);
          toast.error(error.message);
        },
      },
    );
  });

  return (
    <FormModal
      className="form"
      title={texts.withdrawTitle(user.name)}
      tone="danger"
      confirmLabel={texts.withdraw}
      cancelLabel={sanctionMessages.sanctions.cancel}
      loading={withdraw.isPending}
      onCancel={onClose}
      onSubmit={submit}
    >
      <p>{texts.withdrawLead}</p>
      <TextAreaField
        label={texts.reasonLabel}
        rows={3}
        maxLength={VERIFICATION_REASON_MAX}
        {...field('reason')}
      />
    </FormModal>
  );
}
