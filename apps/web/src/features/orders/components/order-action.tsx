import { zodResolver } from '@hookform/resolvers/zod';
import { formatPrice, commonMessages, orderMessages } from '@reride/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { ConfirmModal, FormModal } from '../../../components/ui/confirm-modal';
import { showServerFieldErrors, useBoundForm } from '../../../lib/form-fields';
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

/** An action's question and look; its button and dialog labels are orderMessages.orders.actions. */
interface ActionSpec {
  question: (order: OrderSubject) => string;
  variant?: ButtonVariant;
  /** Actions that lose nothing (saving a meeting time) confirm in the primary colour. */
  tone?: 'primary';
}

const ask = orderMessages.orders.confirm;

/** Every action's question and look (docs/domain.md#orders); `formOf` gives its form. */
const ACTIONS: Record<OrderChange, ActionSpec> = {
  cancel: { question: (o) => commonMessages.confirm.cancelBooking(o.bike) },
  decline: { question: (o) => commonMessages.confirm.declineBooking(o.buyerName, o.bike) },
  confirm_handover: {
    question: (o) => commonMessages.confirm.confirmHandover(o.bike),
    variant: 'primary',
    tone: 'primary',
  },
  enter_handover_code: {
    question: (o) => ask.enterHandoverCode(o.buyerName, o.bike),
    variant: 'primary',
    tone: 'primary',
  },
  set_meeting: {
    question: (o) => ask.setMeeting(o.bike),
    variant: 'secondary',
    tone: 'primary',
  },
  request_cancel: { question: (o) => ask.requestCancel(o.bike) },
  refuse_cancel: { question: (o) => ask.refuseCancel(o.buyerName, o.bike) },
  seller_cancel: { question: (o) => ask.sellerCancel(o.bike, o.buyerName, formatPrice(o.price)) },
  open_dispute: { question: (o) => ask.openDispute(o.bike) },
  answer_dispute: {
    question: (o) => ask.answerDispute(o.buyerName, o.bike),
    variant: 'secondary',
  },
  refund: { question: (o) => ask.refund(o.bike, o.buyerName) },
  close_dispute: { question: (o) => ask.closeDispute(o.bike) },
};

/** The forms of the actions that send something; the refund's knows what was paid. */
function formOf(action: OrderChange, order: OrderSubject): ActionForm | undefined {
  if (action === 'refund') return refundForm(order.price);
  const forms: Partial<Record<OrderChange, ActionForm>> = actionForms;
  return forms[action];
}

/** The button's words: the seller's cancellation accepts the buyer's request when there is one. */
function buttonLabel(action: OrderChange, order: OrderSubject): string {
  if (action === 'seller_cancel' && order.cancelRequested) {
    return orderMessages.orders.acceptCancellation;
  }
  return orderMessages.orders.actions[action].label;
}

interface DialogProps {
  title: string;
  tone: 'danger' | 'primary';
  confirmLabel: string;
  cancelLabel: string;
  loading: boolean;
  onCancel: () => void;
}

interface ActionFormDialogProps extends DialogProps {
  form: ActionForm;
  question: string;
  onSubmit: (body: object) => void;
  /** The last refusal: one naming a field (a wrong handover code) is shown under it. */
  error: unknown;
}

/** The confirmation that also takes the action's fields; Enter in a field submits it too. */
function ActionFormDialog({ form, question, onSubmit, error, ...dialog }: ActionFormDialogProps) {
  const { handleSubmit, watch, field, setError } = useBoundForm({
    resolver: zodResolver(form.schema, { error: orderFormErrors }),
    defaultValues: form.defaults,
  });
  useEffect(() => {
    showServerFieldErrors(error, setError, Object.keys(form.defaults));
  }, [error, setError, form.defaults]);
  return (
    <FormModal {...dialog} className="form order-action__form" onSubmit={handleSubmit(onSubmit)}>
      <p>{question}</p>
      {form.render(field, watch)}
    </FormModal>
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
  const texts = orderMessages.orders.actions[action];
  const mutation = useOrderAction(action, order._id);
  const busy = useOrderBusy(order._id);
  const [asking, setAsking] = useState(false);
  const close = () => setAsking(false);
  const question = spec.question(order);
  const form = formOf(action, order);
  const dialog: DialogProps = {
    title: texts.title,
    tone: spec.tone ?? 'danger',
    confirmLabel: texts.confirmLabel,
    cancelLabel: texts.cancelLabel,
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
        {children ?? buttonLabel(action, order)}
      </Button>
      {form ? (
        asking && (
          <ActionFormDialog
            {...dialog}
            question={question}
            form={form}
            error={mutation.error}
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
