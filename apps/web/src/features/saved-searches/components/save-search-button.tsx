import { type SavedSearchFrequency, savedSearchMessages } from '@reride/shared';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, buttonClassName } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { paths } from '../../../lib/paths';
import { useSaveSearch } from '../api/saved-searches';

const words = savedSearchMessages;

export interface SaveSearchButtonProps {
  /** The search's set filters as the URL holds them (text); paging and order are left out. */
  filters: Record<string, string>;
  /** Signed in, a visitor (sent to log in), or null while that is not known yet. */
  viewer: 'user' | 'visitor' | null;
}

const NUMBER_FILTERS = new Set([
  'minPrice',
  'maxPrice',
  'yearFrom',
  'yearTo',
  'lat',
  'lon',
  'radiusKm',
]);
const SKIPPED = new Set(['sort', 'cursor', 'limit']);

/** The URL's filters as the API's saved filters: numbers as numbers, empty ones left out. */
export function savedFiltersOf(values: Record<string, string>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === '' || SKIPPED.has(key)) continue;
    out[key] = NUMBER_FILTERS.has(key) && Number.isFinite(Number(value)) ? Number(value) : value;
  }
  return out;
}

/**
 * "Save this search" (docs/domain.md#alerts): a signed-in person chooses instant or daily alerts
 * and saves; a visitor is sent to log in and brought back to this search.
 */
export function SaveSearchButton({ filters, viewer }: SaveSearchButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSaveSearch();
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instant');
  const legendId = useId();

  if (viewer === 'visitor') {
    return (
      <Button
        variant="outline"
        onClick={() => {
          toast.error(words.signInToSave);
          void navigate(paths.login.getHref(), { state: { from: location } });
        }}
      >
        {words.save}
      </Button>
    );
  }
  if (!open) {
    return (
      <Button variant="outline" disabled={viewer === null} onClick={() => setOpen(true)}>
        {words.save}
      </Button>
    );
  }
  return (
    <form
      className="save-search stack"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { filters: savedFiltersOf(filters), frequency },
          {
            onSuccess: () => {
              toast.success(words.saved);
              setOpen(false);
            },
          },
        );
      }}
    >
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId}>{words.frequencyLegend}</legend>
        {(['instant', 'daily'] as const).map((choice) => (
          <label key={choice} className="radio">
            <input
              type="radio"
              name="frequency"
              value={choice}
              checked={frequency === choice}
              onChange={() => setFrequency(choice)}
            />{' '}
            {words.frequency[choice]}
          </label>
        ))}
      </fieldset>
      <div className="cluster">
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? words.saving : words.save}
        </Button>
        <Button variant="ghost" disabled={save.isPending} onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Link to={paths.dashboard.savedSearches.getHref()} className={buttonClassName('ghost')}>
          {words.pageTitle}
        </Link>
      </div>
    </form>
  );
}
