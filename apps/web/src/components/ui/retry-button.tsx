import { Button } from './button';
import { EmptyState } from './empty-state';

/** The part of a query "Try again" needs. */
export interface Retryable {
  refetch: () => unknown;
  isFetching?: boolean;
}

/** "Try again" after a failed load: refetches, busy while it does. */
export function RetryButton({ query, size }: { query: Retryable; size?: 'sm' }) {
  return (
    <Button
      variant="outline"
      size={size}
      loading={query.isFetching ?? false}
      onClick={() => void query.refetch()}
    >
      Try again
    </Button>
  );
}

/** A load that failed: what could not be loaded, why (the error's message unless told), and "Try again". */
export function LoadError({
  title,
  query,
  description,
}: {
  title: string;
  query: Retryable & { error?: { message: string } | null };
  description?: string;
}) {
  return (
    <EmptyState
      tone="error"
      title={title}
      description={description ?? query.error?.message}
      action={<RetryButton query={query} />}
    />
  );
}
