import { useEffect } from 'react';
import { documentTitle } from '../lib/page-head';

/** Keeps the tab's title on the page the browser shows (the server wrote the first one). */
export function useDocumentTitle(page: string | null | undefined): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
