import {
  CATEGORIES,
  CONDITIONS,
  currentYear,
  FRAME_MATERIALS,
  FRAME_SIZES,
  LOCATIONS,
  MIN_PURCHASE_YEAR,
  WHEEL_SIZES,
} from '@reride/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { rangeErrors } from '../lib/range-errors';
import { FILTER_KEYS, hasCentre, type FilterKey, type FilterValues } from '../lib/search-filters';
import { NearFilter } from './near-filter';

const anyOption = (label: string) => ({ value: '', label });
const choices = (values: readonly string[], any: string) => [
  anyOption(any),
  ...values.map((value) => ({ value, label: value })),
];

/** The dropdown filters, by the filter each one sets: its label and its options. */
const SELECT_FILTERS = {
  categoryId: {
    label: 'Category',
    options: [
      anyOption('Any category'),
      ...CATEGORIES.map((c) => ({ value: c._id, label: c.title })),
    ],
  },
  condition: { label: 'Condition', options: choices(CONDITIONS, 'Any condition') },
  location: { label: 'Location', options: choices(LOCATIONS, 'Anywhere') },
  frameSize: { label: 'Frame size', options: choices(FRAME_SIZES, 'Any frame size') },
  wheelSize: { label: 'Wheel size', options: choices(WHEEL_SIZES, 'Any wheel size') },
  frameMaterial: { label: 'Frame material', options: choices(FRAME_MATERIALS, 'Any material') },
} satisfies Partial<Record<FilterKey, { label: string; options: SelectOption[] }>>;

type SelectFilter = keyof typeof SELECT_FILTERS;
type NumberFilter = 'minPrice' | 'maxPrice' | 'yearFrom' | 'yearTo';

export interface FilterPanelProps {
  /** The filters in the URL: the panel starts from them. */
  values: FilterValues;
  /** Why the URL's filters cannot be searched, per field. */
  errors?: Partial<Record<FilterKey, string>>;
  onApply: (values: FilterValues) => void;
  onClear: () => void;
  /** The category page fixes the category: no category field. */
  hideCategory?: boolean;
}

/** Reads every named field of the form back into filter values. */
function readForm(form: HTMLFormElement, base: FilterValues): FilterValues {
  const data = new FormData(form);
  const next = { ...base };
  for (const key of FILTER_KEYS) {
    const value = data.get(key);
    if (typeof value === 'string') next[key] = value.trim();
  }
  // Without a centre nothing is near: a distance order falls back to the default one.
  if (!hasCentre(next) && next.sort === 'distance') next.sort = '';
  return next;
}

/**
 * The filters of /search and the category pages: a plain form (Enter or "Apply filters" applies
 * it), so it works with the keyboard alone. On phones it folds behind a "Filters" button.
 */
export function FilterPanel({
  values,
  errors = {},
  onApply,
  onClear,
  hideCategory,
}: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  // Ranges refused before applying; the URL's own errors come from the page.
  const [refused, setRefused] = useState<Partial<Record<FilterKey, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const panelId = useId();
  const year = currentYear();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const next = readForm(form, values);
    const errors = rangeErrors(next);
    setRefused(errors);
    const [first] = Object.keys(errors);
    if (first) {
      (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    onApply(next);
    setOpen(false);
  };
  const number = { type: 'number', inputMode: 'numeric', min: 0 } as const;
  const years = { min: MIN_PURCHASE_YEAR, max: year };
  const selectFilter = (name: SelectFilter) => (
    <SelectField {...SELECT_FILTERS[name]} name={name} defaultValue={values[name]} />
  );
  const numberFilter = (
    name: NumberFilter,
    label: string,
    limits: { min?: number; max?: number } = {},
  ) => (
    <TextField
      label={label}
      name={name}
      {...number}
      {...limits}
      defaultValue={values[name]}
      error={refused[name] ?? errors[name]}
    />
  );

  return (
    <section className="filters" aria-label="Filters">
      <button
        type="button"
        className="filters__toggle btn btn--outline btn--md"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {open ? 'Hide filters' : 'Filters'}
      </button>
      {/* Keyed by the URL's values so Back/Forward and Clear refill the fields. */}
      <form
        key={JSON.stringify(values)}
        ref={formRef}
        id={panelId}
        className={open ? 'filters__form is-open' : 'filters__form'}
        role="search"
        aria-label="Filter bikes"
        noValidate
        onSubmit={onSubmit}
      >
        <TextField
          className="filters__wide"
          label="Keyword"
          name="q"
          type="search"
          defaultValue={values.q}
          error={errors.q}
        />
        {!hideCategory && selectFilter('categoryId')}
        <fieldset className="paired-fieldset filters__range">
          <legend>Price ($)</legend>
          {numberFilter('minPrice', 'Min price')}
          {numberFilter('maxPrice', 'Max price')}
        </fieldset>
        {selectFilter('condition')}
        {selectFilter('location')}
        <NearFilter
          values={values}
          error={refused.radiusKm ?? errors.radiusKm ?? errors.near ?? errors.lat ?? errors.lon}
          onPosition={(position) => {
            const form = formRef.current;
            const read = form ? readForm(form, values) : values;
            // "Near me" is a request for the nearest bikes: they come first.
            onApply({ ...read, ...position, near: '', sort: 'distance' });
            setOpen(false);
          }}
        />
        <fieldset className="paired-fieldset filters__range">
          <legend>Purchase year</legend>
          {numberFilter('yearFrom', 'Year from', years)}
          {numberFilter('yearTo', 'Year to', years)}
        </fieldset>
        {selectFilter('frameSize')}
        {selectFilter('wheelSize')}
        {selectFilter('frameMaterial')}
        <div className="filters__actions">
          <Button type="submit">Apply filters</Button>
          <Button variant="ghost" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      </form>
    </section>
  );
}
