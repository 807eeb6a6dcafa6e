import type { ReactNode } from 'react';

export interface BikeFactProps {
  term: string;
  children: ReactNode;
}

/** One term and its value in a bike's list of facts; `className` lays it out (card or page). */
export function BikeFact({ className, term, children }: BikeFactProps & { className: string }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
