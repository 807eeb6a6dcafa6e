import { APP_NAME } from '@reride/shared';
import { useEffect } from 'react';

/** Sets `{page} - ReRide` (docs/domain.md#screens); without a page (still loading) the title is just ReRide. */
export function useDocumentTitle(page: string | null | undefined): void {
  useEffect(() => {
    document.title = page ? `${page} - ${APP_NAME}` : APP_NAME;
  }, [page]);
}
