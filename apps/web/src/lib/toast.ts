import type hotToastApi from 'react-hot-toast';

/**
 * The app's toasts. react-hot-toast (with its CSS-in-JS) is not in a page's first download: the
 * toaster mounts after hydration (app/providers.tsx) and the calls here wait for the same chunk.
 * A toast always follows something a person did, by when the chunk has usually arrived; toasts
 * keep the order they were asked in.
 */
let hotToast: Promise<typeof hotToastApi> | undefined;

function show(kind: 'blank' | 'success' | 'error', message: string): void {
  hotToast ??= import('react-hot-toast').then((m) => m.default);
  void hotToast.then((t) => {
    if (kind === 'blank') t(message);
    else t[kind](message);
  });
}

export const toast = Object.assign((message: string) => show('blank', message), {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
});
