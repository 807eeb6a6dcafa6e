import {
  QUOTE_CONDITION_FACTOR,
  QUOTE_ESTIMATE_BAND,
  QUOTE_MIN_COMPARABLES,
  QUOTE_USED_SHARE,
  QUOTE_YEAR_SPAN,
  QUOTE_YEARLY_DEPRECIATION,
  type Quote,
  type QuoteQuery,
} from '@reride/shared';

/** A comparable bike as the quote reads it: its asking price and brand. */
export interface Comparable {
  price: number;
  brand?: string | undefined;
}

/** The purchase years that compare with `year`, never past the current one. */
export function comparableYears(year: number, currentYear: number) {
  return {
    yearFrom: year - QUOTE_YEAR_SPAN,
    yearTo: Math.min(year + QUOTE_YEAR_SPAN, currentYear),
  };
}

const cents = (value: number) => Math.round(value * 100) / 100;
const sameBrand = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The q-quantile of sorted prices, interpolated between neighbours. */
function quantile(sorted: number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const lower = sorted[below] ?? 0;
  return lower + ((sorted[above] ?? lower) - lower) * (position - below);
}

function marketFigures(prices: number[]) {
  const sorted = [...prices].sort((a, b) => a - b);
  return {
    count: sorted.length,
    median: cents(quantile(sorted, 0.5)),
    low: cents(quantile(sorted, 0.25)),
    high: cents(quantile(sorted, 0.75)),
    min: sorted[0] ?? 0,
    max: sorted[sorted.length - 1] ?? 0,
  };
}

/**
 * The instant quote (docs/domain.md#quotes): the brand's comparables when at least
 * QUOTE_MIN_COMPARABLES share it, else the category's; with fewer, the original price
 * depreciated by the published rates; with no original price, no figure at all.
 */
export function computeQuote(
  query: QuoteQuery,
  comparables: Comparable[],
  currentYear: number,
): Quote {
  const years = comparableYears(query.year, currentYear);
  const { brand } = query;
  const ofBrand = brand ? comparables.filter((c) => c.brand && sameBrand(c.brand, brand)) : null;
  const brandCount = ofBrand ? ofBrand.length : null;
  if (ofBrand && ofBrand.length >= QUOTE_MIN_COMPARABLES) {
    return { basis: 'brand', ...marketFigures(ofBrand.map((c) => c.price)), brandCount, ...years };
  }
  if (comparables.length >= QUOTE_MIN_COMPARABLES) {
    const figures = marketFigures(comparables.map((c) => c.price));
    return { basis: 'category', ...figures, brandCount, ...years };
  }
  const count = comparables.length;
  if (query.originalPrice === undefined) return { basis: 'none', count, ...years };
  const age = Math.max(0, currentYear - query.year);
  const yearlyRate = QUOTE_YEARLY_DEPRECIATION[query.categoryId];
  const conditionFactor = QUOTE_CONDITION_FACTOR[query.condition];
  const estimate =
    query.originalPrice * QUOTE_USED_SHARE * (1 - yearlyRate) ** age * conditionFactor;
  return {
    basis: 'depreciation',
    count,
    estimate: Math.round(estimate),
    low: Math.round(estimate * (1 - QUOTE_ESTIMATE_BAND)),
    high: Math.round(estimate * (1 + QUOTE_ESTIMATE_BAND)),
    age,
    yearlyRate,
    conditionFactor,
    ...years,
  };
}
