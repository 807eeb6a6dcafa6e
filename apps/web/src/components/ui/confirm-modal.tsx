import { messages } from '@reride/shared';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { useModalFocus } from './use-modal-focus';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  /** The question, e.g. messages.confirm.removeUser(name). */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
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
  confirmLabel = messages.confirm.yes,
  cancelLabel = messages.confirm.no,
  tone = 'danger',
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);

  // Latest handlers for the document listeners below, without re-running the focus effect.
  const latestCancel = useRef<() => void>(() => undefined);
  useLayoutEffect(() => {
    latestCancel.current = () => {
      if (!loading) onCancel();
    };
  });

  useModalFocus({
    dialogRef,
    onDismiss: () => latestCancel.current(),
    initialFocusRef: cancelRef,
    open,
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      // A press on the backdrop (outside the dialog box) cancels: a question loses nothing.
      if (event.target === backdropRef.current) latestCancel.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div className="modal-backdrop" ref={backdropRef}>
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <div id={messageId} className="modal__message">
          {message}
        </div>
        <div className="modal__actions">
          <Button
            ref={cancelRef}
            variant="outline"
            onClick={() => latestCancel.current()}
            disabled={loading}
          >
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
