import type { ReactNode } from 'react';

export interface InfoSection {
  /** The section's heading; its id is the anchor other pages link to. */
  title: string;
  id?: string;
  body: ReactNode;
}

interface InfoPageProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  sections: InfoSection[];
}

/**
 * The site's own reading pages (About, Help, the legal pages): a header, then titled sections;
 * the page's container and title come from `infoRoute` (app/static-route.tsx).
 */
export function InfoPage({ eyebrow, title, lead, sections }: InfoPageProps) {
  return (
    <>
      <header className="page-header">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="page-title">{title}</h1>
        <p className="page-lead">{lead}</p>
      </header>
      {sections.map((section) => (
        <section
          key={section.title}
          id={section.id}
          className="info-page__section"
          aria-labelledby={`${section.id ?? slug(section.title)}-title`}
        >
          <h2 className="section-title" id={`${section.id ?? slug(section.title)}-title`}>
            {section.title}
          </h2>
          <div className="info-page__body">{section.body}</div>
        </section>
      ))}
    </>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
