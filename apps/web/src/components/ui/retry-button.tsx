import { Button } from './button';

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
