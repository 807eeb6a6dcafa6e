import { zodResolver } from '@hookform/resolvers/zod';
import {
  SANCTION_REASON_MAX,
  SanctionFormSchema,
  suspendBodyOf,
  SUSPENSION_DAYS,
  type ManagedUser,
  type SanctionForm,
  sanctionMessages,
} from '@reride/shared';
import { FormModal } from '../../../components/ui/confirm-modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { showServerFieldErrors, useBoundForm } from '../../../lib/form-fields';
import { toast } from '../../../lib/toast';
import { useSanctionDecision, type SanctionDecision } from '../api/sanctions';

const texts = sanctionMessages.sanctions;

export type SanctionKind = SanctionDecision['kind'];

const PERIODS = [
  ...SUSPENSION_DAYS.map((days) => ({ value: String(days), label: texts.periodDays(days) })),
  { value: 'until', label: texts.periodUntil },
];

const DIALOG: Record<
  SanctionKind,
  {
    title: (name: string) => string;
    lead: string;
    confirm: string;
    done: (name: string) => string;
  }
> = {
  warn: {
    title: texts.warnTitle,
    lead: texts.warnLead,
    confirm: texts.confirmWarn,
    done: texts.warned,
  },
  suspend: {
    title: texts.suspendTitle,
    lead: texts.suspendLead,
    confirm: texts.confirmSuspend,
    done: texts.suspendedToast,
  },
  lift: {
    title: texts.liftTitle,
    lead: texts.liftLead,
    confirm: texts.confirmLift,
    done: texts.lifted,
  },
};

function decisionOf(kind: SanctionKind, form: SanctionForm): SanctionDecision {
  if (kind === 'suspend') return { kind, body: suspendBodyOf(form) };
  return { kind, body: { reason: form.reason } };
}

export interface SanctionDialogProps {
  kind: SanctionKind;
  user: ManagedUser;
  onClose: () => void;
}

/**
 * Warn, suspend or lift (docs/domain.md#sanctions): the reason the person will read, and for a
 * suspension its period. The dialog is the confirmation; it stays busy until the server answers.
 */
export function SanctionDialog({ kind, user, onClose }: SanctionDialogProps) {
  const decide = useSanctionDecision();
  const words = DIALOG[kind];
  const { handleSubmit, field, watch, setError } = useBoundForm<SanctionForm>({
    resolver: zodResolver(SanctionFormSchema),
    defaultValues: { reason: '', period: '7', until: '' },
  });
  const submit = handleSubmit((form) => {
    decide.mutate(
      { id: user._id, decision: decisionOf(kind, form) },
      {
        onSuccess: () => {
          toast.success(words.done(user.name));
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(error, setError, ['reason', 'until']);
          toast.error(error.message);
        },
      },
    );
  });

  return (
    <FormModal
      className="form"
      title={words.title(user.name)}
      tone={kind === 'lift' ? 'primary' : 'danger'}
      confirmLabel={words.confirm}
      cancelLabel={texts.cancel}
      loading={decide.isPending}
      onCancel={onClose}
      onSubmit={submit}
    >
      <p>{words.lead}</p>
      <TextAreaField
        label={texts.reason}
        rows={3}
        maxLength={SANCTION_REASON_MAX}
        {...field('reason')}
      />
      {kind === 'suspend' && (
        <>
          <SelectField label={texts.period} options={PERIODS} {...field('period')} />
          {watch('period') === 'until' && (
            <TextField label={texts.untilDate} type="date" {...field('until')} />
          )}
        </>
      )}
    </FormModal>
  );
}
