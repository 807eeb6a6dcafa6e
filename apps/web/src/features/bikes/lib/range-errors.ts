import { commonMessages } from '@reride/shared';
import type { FilterKey, FilterValues } from './search-filters';

/**
 * The ranges the panel can check before applying (the API's schema says the same, but loads
 * zod): an upside-down range is explained under its upper field and the results stay.
 */
export function rangeErrors(values: FilterValues): Partial<Record<FilterKey, string>> {
  const upsideDown = (low: string, high: string) =>
    low !== '' && high !== '' && Number(low) > Number(high);
  const errors: Partial<Record<FilterKey, string>> = {};
  if (upsideDown(values.minPrice, values.maxPrice)) {
    errors.maxPrice = commonMessages.validation.priceRangeOrder;
  }
  if (upsideDown(values.yearFrom, values.yearTo))
    errors.yearTo = commonMessages.validation.yearRangeOrder;
  return errors;
}
