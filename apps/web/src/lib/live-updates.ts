import { useSyncExternalStore } from 'react';

/**
 * How this tab learns about changes made elsewhere: `live` while the notification stream
 * (features/notifications) delivers, `polling` otherwise (signed out, the stream not yet open,
 * blocked by a proxy or failing). Features that poll ask `usePollInterval`, so they stop polling
 * while the stream tells them what changed and poll again when it cannot.
 */
export type LiveState = 'live' | 'polling';

let state: LiveState = 'polling';
const listeners = new Set<() => void>();

export function setLiveState(next: LiveState): void {
  if (next === state) return;
  state = next;
  listeners.forEach((listener) => listener());
}

export function getLiveState(): LiveState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveState(): LiveState {
  return useSyncExternalStore(subscribe, getLiveState);
}

/** A query's `refetchInterval`: `ms` while polling, none while the live stream delivers. */
export function usePollInterval(ms: number): number | false {
  return useLiveState() === 'live' ? false : ms;
}
