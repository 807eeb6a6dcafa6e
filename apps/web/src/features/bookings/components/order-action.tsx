import { zodResolver } from '@hookform/resolvers/zod';
import { formatPrice, messages } from '@reride/shared';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { bindFields } from '../../../lib/form-fields';
import { useOrderAction, useOrderBusy, type OrderChange } from '../api/order-actions';
import { orderFormErrors } from '../lib/order-forms';
import { actionForms, refundForm, type ActionForm } from './order-action-forms';

/** What an action's button and dialog need to know of the order. */
export interface OrderSubject {
  _id: string;
  bike: string;
  /** Dollars paid: the most a refund gives back. */
  price: number;
  buyerName: string;
  /** The buyer asked to cancel: the seller's cancellation accepts that request. */
  cancelRequested?: boolean;
}

interface ActionSpec {
  label: (order: OrderSubject) => string;
  title: string;
  question: (order: OrderSubject) => string;
  variant?: ButtonVariant;
  /** Actions that lose nothing (saving a meeting time) confirm in the primary colour. */
  tone?: 'primary';
  confirmLabel?: string;
  cancelLabel?: string;
  form?: (order: OrderSubject) => ActionForm;
}

const fixed = (text: string) => () => text;

/** Every action's button, question and form (docs/domain.md#orders). */
const ACTIONS: Record<OrderChange, ActionSpec> = {
  cancel: {
    label: fixed('Cancel booking'),
    title: 'Cancel booking',
    question: (o) => messages.confirm.cancelBooking(o.bike),
  },
  decline: {
    label: fixed('Decline'),
    title: 'Decline booking',
    question: (o) => messages.confirm.declineBooking(o.buyerName, o.bike),
    confirmLabel: 'Decline booking',
    form: () => actionForms.decline,
  },
  confirm_handover: {
    label: fixed('I received the bike'),
    title: 'Confirm receipt',
    question: (o) => messages.confirm.confirmHandover(o.bike),
    variant: 'primary',
    tone: 'primary',
  },
  set_meeting: {
    label: fixed('Set the meeting time'),
    title: 'Meeting time',
    question: (o) => `When do you meet to hand over ${o.bike}? Both sides see the time you save.`,
    variant: 'secondary',
    tone: 'primary',
    confirmLabel: 'Save the meeting time',
    cancelLabel: 'Close',
    form: () => actionForms.set_meeting,
  },
  request_cancel: {
    label: fixed('Ask the seller to cancel'),
    title: 'Ask the seller to cancel',
    question: (o) =>
      `Ask the seller to cancel your order of ${o.bike}? If they accept, your payment is refunded in full.`,
    form: () => actionForms.request_cancel,
  },
  refuse_cancel: {
    label: fixed('Refuse the cancellation'),
    title: 'Refuse the cancellation',
    question: (o) => `Refuse ${o.buyerName}'s request to cancel the order of ${o.bike}?`,
    form: () => actionForms.refuse_cancel,
  },
  seller_cancel: {
    label: (o) => (o.cancelRequested ? 'Accept the cancellation' : 'Cancel the order'),
    title: 'Cancel the order',
    question: (o) =>
      `Cancel the order of ${o.bike}? ${o.buyerName} is refunded ${formatPrice(o.price)} in full and the bike is back on sale.`,
    form: () => actionForms.seller_cancel,
  },
  open_dispute: {
    label: fixed('Open a dispute'),
    title: 'Open a dispute',
    question: (o) =>
      `Tell an administrator what went wrong with ${o.bike}. The seller can answer; the administrator decides.`,
    form: () => actionForms.open_dispute,
  },
  answer_dispute: {
    label: fixed('Answer the dispute'),
    title: 'Answer the dispute',
    question: (o) =>
      `Give your side of ${o.buyerName}'s dispute about ${o.bike}. An administrator decides.`,
    variant: 'secondary',
    form: () => actionForms.answer_dispute,
  },
  refund: {
    label: fixed('Refund the buyer'),
    title: 'Refund the buyer',
    question: (o) =>
      `Decide the dispute about ${o.bike} for ${o.buyerName}: a full refund puts the bike back on sale.`,
    form: (o) => refundForm(o.price),
  },
  close_dispute: {
    label: fixed('Close for the seller'),
    title: 'Close the dispute',
    question: (o) =>
      `Decide the dispute about ${o.bike} for the seller? Nothing is refunded and the order completes.`,
    form: () => actionForms.close_dispute,
  },
};

interface DialogProps {
  title: string;
  tone: 'danger' | 'primary';
  confirmLabel?: string | undefined;
  cancelLabel?: string | undefined;
  loading: boolean;
  onCancel: () => void;
}

/** The confirmation that also takes the action's fields; Enter in a field submits it too. */
function ActionFormDialog({
  form,
  question,
  onSubmit,
  ...dialog
}: DialogProps & { form: ActionForm; question: string; onSubmit: (body: object) => void }) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(form.schema, { error: orderFormErrors }),
    defaultValues: form.defaults,
  });
  const field = bindFields(register, errors);
  const submit = handleSubmit(onSubmit);
  return (
    <ConfirmModal
      open
      {...dialog}
      message={
        <form className="form order-action__form" noValidate onSubmit={submit}>
          <p>{question}</p>
          {form.render(field, watch)}
        </form>
      }
      onConfirm={() => void submit()}
    />
  );
}

export interface OrderActionButtonProps {
  action: OrderChange;
  order: OrderSubject;
  /** The button's text when a table needs a shorter one than the order page's. */
  children?: ReactNode;
  /** Names the button with its row (e.g. "Cancel the booking of Trek 820"). */
  'aria-label'?: string;
}

/**
 * One action on an order: its button, then a confirmation (with the action's fields when it has
 * any) and the call. The dialog stays busy while the call runs, and every action of the order
 * waits meanwhile.
 */
export function OrderActionButton({
  action,
  order,
  children,
  'aria-label': ariaLabel,
}: OrderActionButtonProps) {
  const spec = ACTIONS[action];
  const mutation = useOrderAction(action, order._id);
  const busy = useOrderBusy(order._id);
  const [asking, setAsking] = useState(false);
  const close = () => setAsking(false);
  const question = spec.question(order);
  const dialog: DialogProps = {
    title: spec.title,
    tone: spec.tone ?? 'danger',
    confirmLabel: spec.confirmLabel,
    cancelLabel: spec.cancelLabel,
    loading: mutation.isPending,
    onCancel: close,
  };
  return (
    <>
      <Button
        size="sm"
        variant={spec.variant ?? 'outline'}
        disabled={busy}
        aria-label={ariaLabel}
        onClick={() => setAsking(true)}
      >
        {children ?? spec.label(order)}
      </Button>
      {spec.form ? (
        asking && (
          <ActionFormDialog
            {...dialog}
            question={question}
            form={spec.form(order)}
            // A refusal keeps the dialog open with what was typed; the toast says why.
            onSubmit={(body) => mutation.mutate(body, { onSuccess: close })}
          />
        )
      ) : (
        <ConfirmModal
          open={asking}
          {...dialog}
          message={question}
          onConfirm={() => mutation.mutate(undefined, { onSettled: close })}
        />
      )}
    </>
  );
}
