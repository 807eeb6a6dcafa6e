import type { User } from '@reride/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';

interface UserListShellProps {
  title: string;
  /** "seller" / "buyer", for the count and the empty text. */
  noun: string;
  query: UseQueryResult<User[]>;
  /** Renders the table once there is at least one user. */
  children: (users: User[]) => ReactNode;
}

/** Heading with the count, then loading rows, an error, an empty state or the table. */
export function UserListShell({ title, noun, query, children }: UserListShellProps) {
  const users = query.data;
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="table-skeleton" role="status" aria-label={`Loading ${noun}s`}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="table-skeleton__row" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <EmptyState
        tone="error"
        title={`We couldn't load the ${noun}s`}
        description={query.error.message}
        action={
          <Button variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
            Try again
          </Button>
        }
      />
    );
  } else if (users && users.length === 0) {
    body = (
      <EmptyState
        title={`There are no ${noun}s yet`}
        description={`New ${noun}s appear here when they sign up.`}
      />
    );
  } else if (users) {
    body = children(users);
  }

  return (
    <section className="stack">
      <header className="page-header">
        <h1 className="page-title">
          {title}
          {users && <span className="page-title__count"> ({users.length})</span>}
        </h1>
      </header>
      {body}
    </section>
  );
}
