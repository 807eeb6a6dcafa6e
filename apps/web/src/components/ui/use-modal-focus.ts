import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Keeps Tab and Shift+Tab cycling through the dialog's controls. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement) {
  const focusable = focusableIn(dialog);
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

export interface ModalFocusOptions {
  dialogRef: RefObject<HTMLElement | null>;
  /** Escape: the caller decides whether closing is allowed now. */
  onDismiss: () => void;
  /** Receives focus when the dialog opens; otherwise its first focusable control does. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** For dialogs that stay mounted while closed: the behaviour applies only while open. */
  open?: boolean;
}

/**
 * The behaviour of a modal dialog while it is mounted: focus moves in, Tab stays inside,
 * Escape dismisses, the page behind does not scroll, and focus returns to the element that
 * opened it. ModalDialog, which every dialog is built on, applies it.
 */
export function useModalFocus({
  dialogRef,
  onDismiss,
  initialFocusRef,
  open = true,
}: ModalFocusOptions) {
  // The latest handler for the document listeners, without re-running the focus effect.
  const latestDismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    latestDismiss.current = onDismiss;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const target = initialFocusRef?.current ?? (dialog ? focusableIn(dialog)[0] : null);
    target?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latestDismiss.current();
      } else if (event.key === 'Tab' && dialogRef.current) {
        trapTab(event, dialogRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      // The opener (a table row's or a card's button) may have gone with its row or card.
      if (opener?.isConnected) opener.focus();
    };
  }, [open, dialogRef, initialFocusRef]);
}
