import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSearchBikes } from '../api/search-bikes';
import { foundText } from '../lib/bike-text';
import { SORT_LABELS, type FilterKey } from '../lib/search-filters';
import type { BikeCardActions } from './bike-cards';
import { BikeListShell } from './bike-list-shell';

export interface SearchResultsProps extends BikeCardActions {
  /** What GET /bikes/search receives, or the reasons the filters cannot be searched. */
  request:
    | { ok: true; query: Record<string, string> }
    | { ok: false; errors: Partial<Record<FilterKey, string>> };
  onClearFilters: () => void;
}

/** The page's own URL with other words: a suggestion keeps the filters it was checked with. */
function withWords(location: { pathname: string; search: string }, q: string): string {
  const params = new URLSearchParams(location.search);
  params.set('q', q);
  return `${location.pathname}?${params.toString()}`;
}

/**
 * Results of GET /bikes/search with its loading, empty, error states and 'Load more'; the
 * total above them, and "did you mean" when nothing matched (docs/domain.md#search).
 */
export function SearchResults({ request, onClearFilters, ...actions }: SearchResultsProps) {
  const query = useSearchBikes(request.ok ? request.query : null);
  const location = useLocation();
  const suggestion = query.data?.pages[0]?.suggestion;
  const clear = (
    <Button variant="outline" onClick={onClearFilters}>
      Clear filters
    </Button>
  );

  if (!request.ok) {
    return (
      <EmptyState
        tone="error"
        title="Please check the filters"
        description={Object.values(request.errors).join(' ')}
        action={clear}
      />
    );
  }
  return (
    <BikeListShell
      query={query}
      errorTitle="We couldn't search the bikes"
      empty={{
        title: 'No bikes match your filters',
        description: suggestion ? (
          <>
            Did you mean{' '}
            <Link to={withWords(location, suggestion)} className="did-you-mean">
              {suggestion}
            </Link>
            ?
          </>
        ) : (
          'Try other words, a wider price range or fewer filters.'
        ),
        action: clear,
      }}
      header={(bikes) => (
        <p className="results-count" role="status">
          {foundText(bikes.length, query.data?.pages[0]?.total, query.hasNextPage)}
        </p>
      )}
      {...actions}
    />
  );
}

/** The order of the results; it applies at once (a select's change is the user's intent). */
export function SortSelect({
  value,
  onChange,
  withDistance = false,
}: {
  value: string;
  onChange: (sort: string) => void;
  /** The filters name a centre: "Distance" is offered. */
  withDistance?: boolean;
}) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        className="field__input field__input--select"
        value={value || 'newest'}
        onChange={(event) => onChange(event.target.value)}
      >
        {Object.entries(SORT_LABELS)
          .filter(([sort]) => withDistance || sort !== 'distance')
          .map(([sort, label]) => (
            <option key={sort} value={sort}>
              {label}
            </option>
          ))}
      </select>
    </div>
  );
}
