import type { ReactNode } from 'react';
import { LoadError } from './retry-button';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { DataTable } from './table';

/** The part of a TanStack query result a list's states depend on. */
export interface ListQueryState {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export interface ListShellProps<T> {
  query: ListQueryState;
  /** What has loaded so far (every page of an infinite query). */
  items: T[] | undefined;
  /** Shown while the first page loads: a skeleton of the list's shape. */
  loading: ReactNode;
  /** "We couldn't load …", above the server's message and a Try again button. */
  errorTitle: string;
  empty: EmptyStateProps;
  /** For a plain table: its name and column headers; `children` then gives its rows. */
  table?: { label: string; columns: readonly string[] } | undefined;
  children: (items: T[]) => ReactNode;
}

/**
 * Every list's four states in one place: loading skeleton, an error with Try again (only while
 * nothing is shown: a failed refresh keeps what the user already sees), the empty state, the list.
 */
export function ListShell<T>({
  query,
  items,
  loading,
  errorTitle,
  empty,
  table,
  children,
}: ListShellProps<T>) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError && !items?.length) {
    return <LoadError title={errorTitle} query={query} />;
  }
  if (!items?.length) return <EmptyState {...empty} />;
  if (table) return <DataTable {...table}>{children(items)}</DataTable>;
  return <>{children(items)}</>;
}
