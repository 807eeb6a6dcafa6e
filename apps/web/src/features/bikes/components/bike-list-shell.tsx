import type { Bike } from '@reride/shared';
import type { ReactNode } from 'react';
import type { EmptyStateProps } from '../../../components/ui/empty-state';
import { ListShell } from '../../../components/ui/list-shell';
import { BikeCards, FIRST_ROW, type BikeCardActions } from './bike-cards';
import { BikeGridSkeleton, bikesOf, LoadMore, type BikePagesQuery } from './bike-grid';

export interface BikeListShellProps extends BikeCardActions {
  query: BikePagesQuery;
  /** "We couldn't load the bikes": above the server's message and Try again. */
  errorTitle: string;
  empty: EmptyStateProps;
  /** Above the cards once some have loaded, e.g. how many were found. */
  header?: (bikes: Bike[]) => ReactNode;
}

/** A paged list of bike cards (category page, search) with its list states and 'Load more'. */
export function BikeListShell({
  query,
  errorTitle,
  empty,
  header,
  ...actions
}: BikeListShellProps) {
  return (
    <ListShell
      query={query}
      items={bikesOf(query)}
      loading={<BikeGridSkeleton count={FIRST_ROW * 2} label="Loading bikes" />}
      errorTitle={errorTitle}
      empty={empty}
    >
      {(bikes) => (
        <div className="bike-list">
          {header?.(bikes)}
          <BikeCards bikes={bikes} {...actions} />
          <LoadMore query={query} noun="bike" />
        </div>
      )}
    </ListShell>
  );
}
