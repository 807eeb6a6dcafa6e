import { PageSection } from '../../../components/ui/page-section';
import type { ManagedUser } from '@reride/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListShell } from '../../../components/ui/list-shell';
import { TableSkeleton } from '../../../components/ui/table-skeleton';

interface UserListShellProps {
  title: string;
  /** "seller" / "buyer", for the count and the empty text. */
  noun: string;
  query: UseQueryResult<ManagedUser[]>;
  /** Renders the table once there is at least one user. */
  children: (users: ManagedUser[]) => ReactNode;
}

/** Heading with the count, then loading rows, an error, an empty state or the table. */
export function UserListShell({ title, noun, query, children }: UserListShellProps) {
  const users = query.data;
  return (
    <PageSection title={title} count={users?.length}>
      <ListShell
        query={query}
        items={users}
        loading={<TableSkeleton label={`Loading ${noun}s`} />}
        errorTitle={`We couldn't load the ${noun}s`}
        empty={{
          title: `There are no ${noun}s yet`,
          description: `New ${noun}s appear here when they sign up.`,
        }}
      >
        {children}
      </ListShell>
    </PageSection>
  );
}
