import { ROUTE_FILES_ELEMENT_ID } from '../lib/server-state-element';

let listed = false;

/**
 * The first page's own files, which the web server listed (src/server/route-files.ts), asked for
 * together when its route starts loading: otherwise the browser would find each one only once the
 * file importing it had arrived. Later pages fetch their chunk, then its imports at once.
 */
export function preloadListedPageFiles(): void {
  // The server renders the same routes: there is nothing to fetch there.
  if (listed || typeof document === 'undefined') return;
  listed = true;
  const list = document.getElementById(ROUTE_FILES_ELEMENT_ID)?.textContent;
  if (!list) return;
  for (const href of JSON.parse(list) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
