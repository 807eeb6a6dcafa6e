import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import { EmptyState } from './empty-state';
import { RetryButton, type Retryable } from './retry-button';
import { Spinner } from './spinner';

export interface RecordShellProps<T> {
  query: Retryable & { isPending: boolean; data: T | undefined; error: Error | null };
  /** The spinner's label while the record loads. */
  loadingLabel: string;
  /** The Not Found page's message when the API answers 400 or 404. */
  notFound: string;
  /** "We couldn't load …", above the server's message, Try again and `back`. */
  errorTitle: string;
  back: ReactNode;
  children: (record: T) => ReactNode;
}

/**
 * One record's page: a spinner while it loads; a record that is not the viewer's (or does not
 * exist) throws the API's 404 to the route's error page like any unknown address; other failures
 * offer Try again.
 */
export function RecordShell<T>({
  query,
  loadingLabel,
  notFound,
  errorTitle,
  back,
  children,
}: RecordShellProps<T>) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (!query.data) {
    if (query.error instanceof ApiError && [400, 404].includes(query.error.status)) {
      throw new ApiError(404, 'NOT_FOUND', notFound);
    }
    return (
      <EmptyState
        tone="error"
        title={errorTitle}
        description={query.error?.message}
        action={
          <>
            <RetryButton query={query} />
            {back}
          </>
        }
      />
    );
  }
  return <>{children(query.data)}</>;
}
