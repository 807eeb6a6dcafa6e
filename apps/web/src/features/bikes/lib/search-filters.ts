import { catalogueMessages } from '@reride/shared';
/** The filters a person can set, in the order of the panel; each is one URL parameter. */
export const FILTER_KEYS = [
  'q',
  'categoryId',
  'minPrice',
  'maxPrice',
  'condition',
  'location',
  'yearFrom',
  'yearTo',
  'frameSize',
  'wheelSize',
  'frameMaterial',
  'near',
  'lat',
  'lon',
  'radiusKm',
  'sort',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The filters as the URL holds them: text, '' when not set. */
export type FilterValues = Record<FilterKey, string>;

export const SORT_LABELS = catalogueMessages.sortLabels;

/** Whether the filters name a centre (a place or a position): only then can results be near. */
export function hasCentre(values: Pick<FilterValues, 'near' | 'lat' | 'lon'>): boolean {
  return values.near !== '' || (values.lat !== '' && values.lon !== '');
}

export function emptyFilters(): FilterValues {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as FilterValues;
}

/** Reads the filters from the URL; unknown parameters are ignored. */
export function filtersFromParams(params: URLSearchParams): FilterValues {
  const values = emptyFilters();
  for (const key of FILTER_KEYS) values[key] = params.get(key)?.trim() ?? '';
  return values;
}

/** The URL's search string for these filters: only the set ones, in a stable order. */
export function paramsFromFilters(values: Partial<FilterValues>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = values[key]?.trim();
    // 'newest' is the default order: leaving it out keeps shared links short.
    if (value && !(key === 'sort' && value === 'newest')) params.set(key, value);
  }
  return params;
}

/** Whether any filter narrows the list (the sort order alone does not). */
export function hasActiveFilters(values: FilterValues, ignore: readonly FilterKey[] = []) {
  // A radius alone narrows nothing: it is read only with a centre.
  const inert: readonly FilterKey[] = hasCentre(values) ? ['sort'] : ['sort', 'radiusKm'];
  return FILTER_KEYS.some(
    (key) => !inert.includes(key) && !ignore.includes(key) && values[key] !== '',
  );
}
