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
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { FILTER_KEYS, type FilterKey, type FilterValues } from '../lib/search-filters';

const anyOption = (label: string) => ({ value: '', label });
const choices = (values: readonly string[], any: string) => [
  anyOption(any),
  ...values.map((value) => ({ value, label: value })),
];

const CATEGORY_OPTIONS = [
  anyOption('Any category'),
  ...CATEGORIES.map((c) => ({ value: c._id, label: c.title })),
];
const CONDITION_OPTIONS = choices(CONDITIONS, 'Any condition');
const LOCATION_OPTIONS = choices(LOCATIONS, 'Anywhere');
const FRAME_SIZE_OPTIONS = choices(FRAME_SIZES, 'Any frame size');
const WHEEL_SIZE_OPTIONS = choices(WHEEL_SIZES, 'Any wheel size');
const MATERIAL_OPTIONS = choices(FRAME_MATERIALS, 'Any material');

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
  const panelId = useId();
  const year = currentYear();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(readForm(event.currentTarget, values));
    setOpen(false);
  };
  const number = { type: 'number', inputMode: 'numeric', min: 0 } as const;

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
        {!hideCategory && (
          <SelectField
            label="Category"
            name="categoryId"
            options={CATEGORY_OPTIONS}
            defaultValue={values.categoryId}
          />
        )}
        <fieldset className="filters__range">
          <legend>Price ($)</legend>
          <TextField
            label="Min price"
            name="minPrice"
            {...number}
            defaultValue={values.minPrice}
            error={errors.minPrice}
          />
          <TextField
            label="Max price"
            name="maxPrice"
            {...number}
            defaultValue={values.maxPrice}
            error={errors.maxPrice}
          />
        </fieldset>
        <SelectField
          label="Condition"
          name="condition"
          options={CONDITION_OPTIONS}
          defaultValue={values.condition}
        />
        <SelectField
          label="Location"
          name="location"
          options={LOCATION_OPTIONS}
          defaultValue={values.location}
        />
        <fieldset className="filters__range">
          <legend>Purchase year</legend>
          <TextField
            label="Year from"
            name="yearFrom"
            {...number}
            min={MIN_PURCHASE_YEAR}
            max={year}
            defaultValue={values.yearFrom}
            error={errors.yearFrom}
          />
          <TextField
            label="Year to"
            name="yearTo"
            {...number}
            min={MIN_PURCHASE_YEAR}
            max={year}
            defaultValue={values.yearTo}
            error={errors.yearTo}
          />
        </fieldset>
        <SelectField
          label="Frame size"
          name="frameSize"
          options={FRAME_SIZE_OPTIONS}
          defaultValue={values.frameSize}
        />
        <SelectField
          label="Wheel size"
          name="wheelSize"
          options={WHEEL_SIZE_OPTIONS}
          defaultValue={values.wheelSize}
        />
        <SelectField
          label="Frame material"
          name="frameMaterial"
          options={MATERIAL_OPTIONS}
          defaultValue={values.frameMaterial}
        />
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
