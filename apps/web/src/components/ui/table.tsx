import type { ReactNode } from 'react';

/**
 * A scrollable, keyboard-reachable frame for wide tables on phones. Use `className="table"` on
 * the `<table>` inside (styles in styles/components.css).
 */
export function TableContainer({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrollable region must be focusable to be scrolled without a mouse (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-container" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
