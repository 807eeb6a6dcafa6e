import {
  CATEGORIES,
  DEFAULT_RADIUS_KM,
  formatPrice,
  type SavedSearch,
  placesMessages,
  savedSearchMessages,
} from '@reride/shared';
import { findPlace, placeLabel } from '@reride/shared/places';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ListShell } from '../../../components/ui/list-shell';
import { PageSection } from '../../../components/ui/page-section';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { paths } from '../../../lib/paths';
import {
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from '../api/saved-searches';

const words = savedSearchMessages;

/**
 * The filters in words, for the list ("Road Bikes · “trek” · up to $600 · within 15 km of
 * Mirpur, Dhaka").
 */
export function filtersSummary(filters: SavedSearch['filters']): string {
  const parts: string[] = [];
  const category = CATEGORIES.find((c) => c._id === filters.categoryId)?.title;
  if (category) parts.push(category);
  if (filters.q) parts.push(`“${filters.q}”`);
  if (filters.minPrice !== undefined) parts.push(`from ${formatPrice(filters.minPrice)}`);
  if (filters.maxPrice !== undefined) parts.push(`up to ${formatPrice(filters.maxPrice)}`);
  if (filters.condition) parts.push(filters.condition);
  if (filters.location) parts.push(filters.location);
  // The distance filter narrows the most: a summary without it describes another search.
  const radius = filters.radiusKm ?? DEFAULT_RADIUS_KM;
  const place = findPlace(filters.near);
  if (place) parts.push(`within ${radius} km of ${placeLabel(place)}`);
  else if (filters.lat !== undefined && filters.lon !== undefined) {
    parts.push(`within ${radius} km of ${placesMessages.myPosition}`);
  }
  return parts.length > 0 ? parts.join(' · ') : words.anyBike;
}

/** The search page with the saved filters in its URL. */
export function searchHref(filters: SavedSearch['filters']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return paths.search.getHref(query);
}

function SavedSearchRow({ search, onDelete }: { search: SavedSearch; onDelete: () => void }) {
  const update = useUpdateSavedSearch();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(search.name);
  const trimmed = name.trim();
  const nameError =
    trimmed === '' ? words.nameEmpty : trimmed.length > 80 ? words.nameTooLong : null;

  return (
    <li className="card stack saved-search">
      {editing ? (
        <form
          className="cluster"
          onSubmit={(event) => {
            event.preventDefault();
            if (nameError) return;
            update.mutate(
              { id: search._id, change: { name: trimmed } },
              { onSuccess: () => setEditing(false) },
            );
          }}
        >
          <label className="field">
            <span className="field__label">{words.rename}</span>
            <input
              className="input"
              value={name}
              maxLength={80}
              aria-invalid={nameError ? true : undefined}
              onChange={(event) => setName(event.target.value)}
            />
            {nameError && <span className="field__error">{nameError}</span>}
          </label>
          <Button type="submit" size="sm" loading={update.isPending} disabled={nameError !== null}>
            Save
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <h2 className="saved-search__name">{search.name}</h2>
      )}
      <p className="text-subtle">{filtersSummary(search.filters)}</p>
      <p>
        {words.frequency[search.frequency]}
        {search.paused && <strong> · {words.paused}</strong>}
      </p>
      <div className="cluster">
        <Link to={searchHref(search.filters)} className={buttonClassName('outline', 'sm')}>
          {words.runSearch}
        </Link>
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)} disabled={editing}>
          {words.rename}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          loading={update.isPending}
          onClick={() =>
            update.mutate({
              id: search._id,
              change: { frequency: search.frequency === 'instant' ? 'daily' : 'instant' },
            })
          }
        >
          {search.frequency === 'instant' ? words.frequency.daily : words.frequency.instant}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          loading={update.isPending}
          onClick={() => update.mutate({ id: search._id, change: { paused: !search.paused } })}
        >
          {search.paused ? words.resume : words.pause}
        </Button>
        <Button size="sm" variant="danger-outline" onClick={onDelete}>
          {words.delete}
        </Button>
      </div>
    </li>
  );
}

/** Saved searches (docs/domain.md#alerts): each with its filters, how often it tells, pause. */
export function SavedSearchesList() {
  const query = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [target, setTarget] = useState<SavedSearch | null>(null);

  return (
    <PageSection title={words.pageTitle}>
      <ListShell
        query={query}
        items={query.data}
        loading={<TableSkeleton label="Loading your saved searches" />}
        errorTitle="We couldn't load your saved searches"
        empty={{
          title: words.empty,
          description: words.emptyDescription,
          action: (
            <Link to={paths.search.getHref()} className={buttonClassName('outline')}>
              Find a bike
            </Link>
          ),
        }}
      >
        {(items) => (
          <ul className="stack saved-searches" aria-label={words.pageTitle}>
            {items.map((search) => (
              <SavedSearchRow key={search._id} search={search} onDelete={() => setTarget(search)} />
            ))}
          </ul>
        )}
      </ListShell>
      <ConfirmModal
        open={target !== null}
        title={words.delete}
        message={target ? words.deleteConfirm(target.name) : ''}
        confirmLabel={words.delete}
        cancelLabel="Keep it"
        loading={remove.isPending}
        onConfirm={() => target && remove.mutate(target._id, { onSettled: () => setTarget(null) })}
        onCancel={() => setTarget(null)}
      />
    </PageSection>
  );
}
