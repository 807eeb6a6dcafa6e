import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

type View = 'list' | 'map';
const VIEWS: { view: View; label: string }[] = [
  { view: 'list', label: 'List' },
  { view: 'map', label: 'Map' },
];

/**
 * Results beside their map on a wide screen (≥ 1024 px), or one at a time behind "List | Map"
 * tabs on a phone: the stylesheet decides (styles/maps.css), so the server's HTML is right for
 * both and nothing moves at hydration. The tabs follow the ARIA tabs pattern: arrow keys move
 * between them, the active one alone is in the Tab order.
 */
export function ListMapLayout({ list, map }: { list: ReactNode; map: ReactNode }) {
  const id = useId();
  const [active, setActive] = useState<View>('list');
  const tabs = useRef<Partial<Record<View, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = VIEWS.findIndex((v) => v.view === active);
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: VIEWS.length - 1 - index }[
      event.key
    ];
    if (step === undefined) return;
    event.preventDefault();
    const next = VIEWS[(index + step + VIEWS.length) % VIEWS.length]!.view;
    setActive(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="list-map" data-view={active}>
      <div className="list-map__tabs" role="tablist" aria-label="Show the results as">
        {VIEWS.map(({ view, label }) => (
          <button
            key={view}
            ref={(element) => {
              tabs.current[view] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${view}-tab`}
            aria-controls={`${id}-${view}`}
            aria-selected={active === view}
            tabIndex={active === view ? 0 : -1}
            className="list-map__tab"
            onClick={() => setActive(view)}
            onKeyDown={onKeyDown}
          >
            {label}
          </button>
        ))}
      </div>
      {VIEWS.map(({ view }) => (
        <div
          key={view}
          id={`${id}-${view}`}
          role="tabpanel"
          aria-labelledby={`${id}-${view}-tab`}
          className={`list-map__panel list-map__panel--${view}`}
          data-active={active === view || undefined}
        >
          {view === 'list' ? list : map}
        </div>
      ))}
    </div>
  );
}
