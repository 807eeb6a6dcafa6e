import { Button } from './button';

/** The part of an infinite query "Load more" depends on. */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Below a paged list: fetches the next page, busy while it loads, absent on the last page.
 * `label` names what the next page holds, e.g. "Load earlier" above a conversation's messages.
 */
export function LoadMore({ query, label = 'Load more' }: { query: MorePages; label?: string }) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="load-more__button"
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {label}
    </Button>
  );
}
