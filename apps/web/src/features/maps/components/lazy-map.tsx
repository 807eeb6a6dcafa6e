import { useEffect, useRef, useState } from 'react';
import { readMapTiles, type MapTiles } from '../lib/map-settings';
import type * as DrawMapModule from '../lib/draw-map';
import type { DrawnMap } from '../lib/draw-map';

type DrawModule = typeof DrawMapModule;

export interface LazyMapProps {
  /** The map's accessible name ("Map of the results"). */
  label: string;
  className?: string;
  /**
   * Draws the map into the container once it is in view; called again when its inputs change
   * (a new `drawKey`). Null: nothing to draw.
   */
  draw: (module: DrawModule, container: HTMLElement, tiles: MapTiles | null) => DrawnMap | null;
  /** What the drawing depends on: a change draws the map again. */
  drawKey: string;
}

type State = 'waiting' | 'loading' | 'ready' | 'failed';

/** Injected by tests: jsdom has no layout, so the map never comes into view there. */
export const loadDrawModule = { current: (): Promise<DrawModule> => import('../lib/draw-map') };

/**
 * A map that is never drawn on the server: the server (and hydration) draw a placeholder box of
 * the map's size, and Leaflet with its data loads only when the box comes into view (a phone's
 * Map tab opened, the bike page scrolled down), so no page's initial JS grows
 * (docs/decisions/011-javascript-budgets-without-the-framework.md).
 */
export function LazyMap({ label, className, draw, drawKey }: LazyMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('waiting');
  const [module, setModule] = useState<DrawModule | null>(null);
  const drawRef = useRef(draw);
  drawRef.current = draw;

  // Load once the box is visible: a hidden tab's box never intersects.
  useEffect(() => {
    const element = container.current;
    if (!element || module) return;
    let cancelled = false;
    const load = () => {
      setState('loading');
      loadDrawModule
        .current()
        .then((loaded) => {
          if (!cancelled) setModule(() => loaded);
        })
        .catch(() => {
          if (!cancelled) setState('failed');
        });
    };
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [module]);

  // Draw (again when the inputs change), and measure again when the box changes size.
  useEffect(() => {
    const element = container.current;
    if (!element || !module) return;
    let map: DrawnMap | null;
    try {
      map = drawRef.current(module, element, readMapTiles());
    } catch {
      // A map that cannot be drawn must not take the page down with it.
      setState('failed');
      return;
    }
    setState('ready');
    const resize =
      typeof ResizeObserver === 'undefined' || !map ? null : new ResizeObserver(() => map.resize());
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      map?.remove();
    };
  }, [module, drawKey]);

  return (
    <div className={['map', className].filter(Boolean).join(' ')}>
      <div
        ref={container}
        className="map__canvas"
        role="region"
        aria-label={label}
        aria-busy={state === 'loading'}
        data-map-state={state}
      />
      {state !== 'ready' && (
        <p className="map__placeholder" aria-hidden={state !== 'failed'}>
          {state === 'failed' ? 'The map could not be loaded.' : 'Map'}
        </p>
      )}
    </div>
  );
}
