import type { ComponentType } from 'react';
import { InfoPage, type InfoSection } from '../components/layouts/info-page';
import { useDocumentTitle } from '../hooks/use-document-title';
import type { RouteHandle } from '../lib/page-head';

/** What a page says about itself when none of it depends on data. */
export interface StaticHead {
  /** The page's name: the document title is `{page} - ReRide`. */
  page: string;
  description: string;
}

interface StaticRoute {
  handle: RouteHandle;
  Component: ComponentType;
}

/**
 * A route module's `handle` and component for a page whose head never depends on data (Blogs,
 * Login, Sign Up, the site's reading pages): the server's head and the tab's title read the one
 * name, and `pageClass` adds to the page container's classes.
 */
export function staticRoute(
  head: StaticHead,
  Body: ComponentType,
  pageClass?: string,
): StaticRoute {
  const className = pageClass ? `container page ${pageClass}` : 'container page';
  function StaticPage() {
    useDocumentTitle(head.page);
    return (
      <div className={className}>
        <Body />
      </div>
    );
  }
  return { handle: { head: () => ({ ...head }) }, Component: StaticPage };
}

export interface InfoContent extends StaticHead {
  eyebrow: string;
  title: string;
  sections: InfoSection[];
}

/** A site reading page (About, Help, Contact, the legal pages): its description is its lead. */
export function infoRoute({ eyebrow, title, sections, ...head }: InfoContent): StaticRoute {
  function InfoBody() {
    return <InfoPage eyebrow={eyebrow} title={title} lead={head.description} sections={sections} />;
  }
  return staticRoute(head, InfoBody, 'info-page');
}
