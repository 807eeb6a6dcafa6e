import { messages } from '@reride/shared';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';

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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling through the dialog's controls. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement) {
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const inside = dialog.contains(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
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

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latestCancel.current();
      } else if (event.key === 'Tab' && dialogRef.current) {
        trapTab(event, dialogRef.current);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      // A press on the backdrop (outside the dialog box) cancels.
      if (event.target === backdropRef.current) latestCancel.current();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.body.style.overflow = overflow;
      // The opener may have been removed with the row it belonged to.
      if (opener?.isConnected) opener.focus();
    };
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
