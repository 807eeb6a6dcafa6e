import type { Bike } from '@reride/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import type { Page } from '../../../lib/api-client';
import { showingText } from '../lib/bike-text';
import { BikeCardSkeleton } from './bike-card';

export type BikePagesQuery = UseInfiniteQueryResult<InfiniteData<Page<Bike>>>;

/** All bikes loaded so far, in order. */
export function bikesOf(query: BikePagesQuery): Bike[] {
  return query.data?.pages.flatMap((page) => page.items) ?? [];
}

/** 1, 2 or 3 columns depending on the width (styles/catalogue.css). */
export function BikeGrid({ children }: { children: ReactNode }) {
  return <ul className="bike-grid">{children}</ul>;
}

export function BikeGridSkeleton({ count = 3, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      <BikeGrid>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <BikeCardSkeleton />
          </li>
        ))}
      </BikeGrid>
    </div>
  );
}

/** Follows `X-Next-Cursor`: shown while the server says there is more. */
export function LoadMore({ query, noun }: { query: BikePagesQuery; noun: string }) {
  const count = bikesOf(query).length;
  // A single, complete page needs neither a count nor a button.
  const paginated = query.hasNextPage || (query.data?.pages.length ?? 0) > 1;
  if (!paginated) return null;
  return (
    <div className="load-more">
      {/* Announces the new count after each page, so 'Load more' is not silent. */}
      <p className="text-subtle" aria-live="polite">
        {showingText(count, query.data?.pages[0]?.total, noun)}
      </p>
      {query.isFetchNextPageError && (
        <p className="load-more__error" role="alert">
          {`We couldn't load more ${noun}s. ${query.error?.message ?? ''}`.trim()}
        </p>
      )}
      {query.hasNextPage && (
        <Button
          variant="outline"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </div>
  );
}
