import type { ReactNode } from 'react';

export interface PageSectionProps {
  title: ReactNode;
  /** Shown after the title in parentheses, e.g. the rows of a list ("100+" with more pages). */
  count?: string | number | undefined;
  lead?: ReactNode;
  children: ReactNode;
}

/** A dashboard page: its heading, an optional lead paragraph, then the page's content. */
export function PageSection({ title, count, lead, children }: PageSectionProps) {
  return (
    <section className="stack">
      <header className="page-header">
        <h1 className="page-title">
          {title}
          {count !== undefined && <span className="page-title__count"> ({count})</span>}
        </h1>
        {lead && <p className="page-lead">{lead}</p>}
      </header>
      {children}
    </section>
  );
}
