import { MAX_TOASTS, TOAST_DURATION_MS } from '@reride/shared';
import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { takeFlashToast } from '../../lib/flash-toast';

/** react-hot-toast has no cap: dismiss the oldest visible toasts beyond `limit` (docs/domain.md#constants). */
export function useToastLimit(limit: number = MAX_TOASTS): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest first.
    toasts
      .filter((t) => t.visible)
      .slice(limit)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts, limit]);
}

/** Shows the toast queued before a full page load (login and sign-up end with one). */
function useFlashToast(): void {
  useEffect(() => {
    const flash = takeFlashToast();
    if (!flash) return;
    if (flash.type === 'success') toast.success(flash.message);
    else if (flash.type === 'error') toast.error(flash.message);
    else toast(flash.message);
  }, []);
}

export function AppToaster({ limit = MAX_TOASTS }: { limit?: number }) {
  useToastLimit(limit);
  useFlashToast();
  return (
    <Toaster
      position="top-center"
      gutter={8}
      containerClassName="toaster"
      toastOptions={{
        duration: TOAST_DURATION_MS.blank,
        className: 'toast',
        success: { duration: TOAST_DURATION_MS.success },
        error: { duration: TOAST_DURATION_MS.error },
      }}
    />
  );
}
