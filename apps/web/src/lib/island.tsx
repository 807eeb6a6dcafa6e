import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  type ComponentType,
  type NamedExoticComponent,
} from 'react';

/** A component whose code loads apart from its page's, and `preload` to start loading it. */
export type Island<P> = NamedExoticComponent<P> & { preload: () => Promise<unknown> };

interface LoadedProps<P> {
  islandProps: P;
  /** Called once the island's own component has mounted (hydrated, on a server's page). */
  onMount: () => void;
}

/** Islands on the page whose code has not come yet, and who waits for there to be none. */
let unhydrated = 0;
const settledListeners = new Set<() => void>();

function islandSettled(): void {
  unhydrated -= 1;
  if (unhydrated === 0) settledListeners.forEach((listener) => listener());
}

/**
 * Calls `listener` once no island on the page waits for its code: the page is interactive all
 * through. Returns a function that stops waiting.
 */
export function whenIslandsHydrated(listener: () => void): () => void {
  if (unhydrated === 0) {
    listener();
    return () => undefined;
  }
  const once = () => {
    settledListeners.delete(once);
    listener();
  };
  settledListeners.add(once);
  return () => settledListeners.delete(once);
}

/**
 * A part of a page whose code is not in the page's first JavaScript
 * (docs/decisions/011-javascript-budgets-without-the-framework.md). The server draws it with the
 * rest of the page (src/server/render-page.tsx keeps it inline); in the browser the page hydrates
 * without waiting for it, and the part keeps the server's HTML until its code has come, then
 * hydrates in turn. A page that renders it in the browser alone (after a navigation) shows
 * nothing there until then, so the page's module calls `preload` when it loads.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): Island<P> {
  let loading: Promise<{ default: ComponentType<LoadedProps<P>> }> | undefined;
  const preload = () =>
    (loading ??= load().then((Component) => ({
      default: function Loaded({ islandProps, onMount }: LoadedProps<P>) {
        useEffect(onMount, [onMount]);
        return <Component {...islandProps} />;
      },
    })));
  const Lazy = lazy(preload);

  // Memoised: a page's render that gives it the same props must not reach a part the server drew
  // and whose code has not come yet; React would draw it anew in the browser, dropping the
  // server's HTML meanwhile.
  const LoadedApart = memo(function LoadedApart(props: P) {
    // Children's effects run first: an island whose code was there mounts before this counts it.
    const state = useRef({ mounted: false, counted: false });
    const onMount = useCallback(() => {
      state.current.mounted = true;
      if (state.current.counted) {
        state.current.counted = false;
        islandSettled();
      }
    }, []);
    useEffect(() => {
      const current = state.current;
      if (current.mounted) return;
      current.counted = true;
      unhydrated += 1;
      return () => {
        if (!current.counted) return;
        current.counted = false;
        islandSettled();
      };
    }, []);
    return (
      <Suspense fallback={null}>
        <Lazy islandProps={props} onMount={onMount} />
      </Suspense>
    );
  });
  return Object.assign(LoadedApart, { preload });
}
