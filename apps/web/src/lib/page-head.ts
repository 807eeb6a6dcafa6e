import { APP_NAME } from '@reride/shared/constants';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';

/** What the whole site says about itself when a page has nothing of its own. */
export const SITE_DESCRIPTION =
  'ReRide is the marketplace for used bicycles: browse mountain, road and kids bikes, book one and pay online.';

/** `{page} - ReRide` (docs/domain.md#screens); without a page the title is just ReRide. */
export function documentTitle(page: string | null | undefined): string {
  return page ? `${page} - ${APP_NAME}` : APP_NAME;
}

/**
 * A page's `<head>` for search engines and link previews, written by the web server into the
 * HTML (src/server/head-tags.ts). Pages compute it from the data their loader put in the cache.
 */
export interface PageHead {
  /** The page's name; the title is `documentTitle(page)`. */
  page: string | null;
  description: string;
  /** An absolute image URL for previews. */
  image?: string | undefined;
  /** Pages that only make sense for one visitor (forms, not-found) stay out of search indexes. */
  noIndex?: boolean;
  product?: {
    name: string;
    /** In dollars, as the API answers. */
    price: number;
    currency: string;
    inStock: boolean;
    condition?: string | undefined;
    images: string[];
  };
}

export interface HeadArgs {
  params: Params;
  url: URL;
  queryClient: QueryClient;
}

/** Route `handle`s: the page's head, read by the server after the loaders ran. */
export interface RouteHandle {
  head?: (args: HeadArgs) => PageHead;
}
