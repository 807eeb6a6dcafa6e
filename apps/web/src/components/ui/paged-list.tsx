import type { ReactNode } from 'react';
import type { EmptyStateProps } from './empty-state';
import { ListShell, type ListQueryState, type ListShellProps } from './list-shell';
import { LoadMore, type MorePages } from './load-more';
import { TableSkeleton } from './table-skeleton';

export interface PagedListProps<T> {
  query: ListQueryState & MorePages & { data?: { pages: { items: T[] }[] } };
  /** The skeleton's label while the first page loads. */
  loadingLabel: string;
  errorTitle: string;
  empty: EmptyStateProps;
  /**
   * A conversation's messages: the pages come newest first but read oldest first, so the items
   * are reversed and "Load earlier" stands above them.
   */
  thread?: boolean;
  table?: ListShellProps<T>['table'];
  children: (items: T[]) => ReactNode;
}

/** An infinite list's pages as one list in a ListShell, with Load more below it. */
export function PagedList<T>({
  query,
  loadingLabel,
  errorTitle,
  empty,
  thread = false,
  table,
  children,
}: PagedListProps<T>) {
  const items = query.data?.pages.flatMap((page) => page.items);
  const more = <LoadMore query={query} label={thread ? 'Load earlier' : undefined} />;
  return (
    <>
      {thread && more}
      <ListShell
        query={query}
        items={thread ? items?.reverse() : items}
        loading={<TableSkeleton label={loadingLabel} rows={thread ? 3 : undefined} />}
        errorTitle={errorTitle}
        empty={empty}
        table={table}
      >
        {children}
      </ListShell>
      {!thread && more}
    </>
  );
}
