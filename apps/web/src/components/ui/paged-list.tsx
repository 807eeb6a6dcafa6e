import type { ReactNode } from 'react';
import type { EmptyStateProps } from './empty-state';
import { ListShell, type ListQueryState } from './list-shell';
import { LoadMore, type MorePages } from './load-more';
import { TableSkeleton } from './table-skeleton';

export interface PagedListProps<T> {
  query: ListQueryState & MorePages & { data?: { pages: { items: T[] }[] } };
  /** The skeleton's label while the first page loads. */
  loadingLabel: string;
  errorTitle: string;
  empty: EmptyStateProps;
  children: (items: T[]) => ReactNode;
}

/** An infinite list's pages as one list in a ListShell, with Load more below it. */
export function PagedList<T>({
  query,
  loadingLabel,
  errorTitle,
  empty,
  children,
}: PagedListProps<T>) {
  const items = query.data?.pages.flatMap((page) => page.items);
  return (
    <>
      <ListShell
        query={query}
        items={items}
        loading={<TableSkeleton label={loadingLabel} />}
        errorTitle={errorTitle}
        empty={empty}
      >
        {children}
      </ListShell>
      <LoadMore query={query} />
    </>
  );
}
