import { Button } from './button';

/** The part of an infinite query "Load more" depends on. */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Below a paged list: fetches the next page, busy while it loads, absent on the last page. */
export function LoadMore({ query }: { query: MorePages }) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="load-more__button"
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      Load more
    </Button>
  );
}
