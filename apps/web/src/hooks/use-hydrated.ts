import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while React hydrates its HTML, true afterwards and in any later
 * render: for what only the browser knows (history state survives a reload, the server never
 * sees it), so hydration draws exactly what the server drew and the difference follows.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
