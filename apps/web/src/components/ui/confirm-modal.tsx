import { useId, useRef, type BaseSyntheticEvent, type ReactNode } from 'react';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  /** The question, e.g. messages.confirm.removeUser(name). */
  message: ReactNode;
  /** The action itself ("Cancel booking"), never a bare "Yes". */
  confirmLabel: string;
  /** What keeps things as they are ("Keep booking"), never "No, cancel". */
  cancelLabel: string;
  /** Styles the confirm button as destructive (the default: deletions and removals). */
  tone?: 'danger' | 'primary';
  /** Shows a spinner on the confirm button and blocks closing while the action runs. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * An accessible confirmation dialog: role=dialog + aria-modal, focus moves in (to the safe
 * choice), Tab stays inside, Escape or the backdrop cancels, and focus returns to the element
 * that opened it.
 */
export function ConfirmModal({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  if (!open) return null;

  // Nothing closes the question while its action runs.
  const cancel = () => {
    if (!loading) onCancel();
  };
  return (
    <ModalDialog
      titleId={titleId}
      messageId={messageId}
      onDismiss={cancel}
      initialFocusRef={cancelRef}
      dismissOnBackdrop
    >
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      <div id={messageId} className="modal__message">
        {message}
      </div>
      <div className="modal__actions">
        <Button ref={cancelRef} variant="outline" onClick={cancel} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button variant={tone} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}

export interface FormModalProps extends Omit<ConfirmModalProps, 'open' | 'message' | 'onConfirm'> {
  /** The form's submit handler (react-hook-form's `handleSubmit(…)`). */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The form's class; `form` lays its fields out. */
  className?: string;
  /** The question and the fields. */
  children: ReactNode;
}

/**
 * A confirmation that takes fields: the confirm button submits the form, and so does Enter in a
 * field. Rendered while it is open: closing it forgets what was typed.
 */
export function FormModal({ onSubmit, className = 'form', children, ...dialog }: FormModalProps) {
  return (
    <ConfirmModal
      open
      {...dialog}
      message={
        <form className={className} noValidate onSubmit={(event) => void onSubmit(event)}>
          {children}
        </form>
      }
      onConfirm={() => void onSubmit()}
    />
  );
}
