import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './use-modal-focus';

export interface ModalDialogProps {
  /** Classes besides `modal`. */
  className?: string;
  /** The id of the dialog's title, which names it. */
  titleId: string;
  /** The id of the text that describes it, if any. */
  messageId?: string;
  /** Escape (and a press on the backdrop, see below): the caller decides whether it closes now. */
  onDismiss: () => void;
  /** Receives focus when the dialog opens; otherwise its first focusable control does. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** A press outside the dialog box dismisses it too: for a question, which loses nothing. */
  dismissOnBackdrop?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog over its backdrop, in a portal on the body: role=dialog and aria-modal, named
 * by its title, with the focus behaviour of useModalFocus while it is mounted.
 */
export function ModalDialog({
  className,
  titleId,
  messageId,
  onDismiss,
  initialFocusRef,
  dismissOnBackdrop = false,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  useModalFocus({ dialogRef, onDismiss, initialFocusRef });

  // The latest handler for the document listener below, without re-adding it on each render.
  const latestDismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    latestDismiss.current = onDismiss;
  });

  useEffect(() => {
    if (!dismissOnBackdrop) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target === backdropRef.current) latestDismiss.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [dismissOnBackdrop]);

  return createPortal(
    <div className="modal-backdrop" ref={backdropRef}>
      <div
        ref={dialogRef}
        className={['modal', className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
