import { z } from 'zod';
import { queryNumber } from './bike-search';
import { BrandSchema, ConditionSchema, PurchaseYearSchema } from './bikes';
import { CategoryIdSchema } from './categories';
import { PriceSchema } from './common';

/**
 * GET /quotes: what a seller knows of their bike. The brand narrows the comparables when enough
 * share it; the original price feeds the depreciation estimate when too few compare
 * (docs/domain.md#quotes).
 */
export const QuoteQuerySchema = z.object({
  categoryId: CategoryIdSchema,
  condition: ConditionSchema,
  year: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    PurchaseYearSchema,
  ),
  brand: BrandSchema,
  originalPrice: queryNumber(PriceSchema),
});
export type QuoteQuery = z.infer<typeof QuoteQuerySchema>;
export type QuoteQueryInput = z.input<typeof QuoteQuerySchema>;

const Money = z.number().nonnegative();
const Years = { yearFrom: z.number().int(), yearTo: z.number().int() };

/** The market's answer: asking prices of comparable bikes, listed or sold here. */
export const MarketQuoteSchema = z.object({
  basis: z.enum(['brand', 'category']),
  /** How many comparables the figures rest on (at least QUOTE_MIN_COMPARABLES). */
  count: z.number().int(),
  median: Money,
  /** The interquartile range: half the comparables ask between these. */
  low: Money,
  high: Money,
  min: Money,
  max: Money,
  /** Comparables of the given brand, when one was given (fewer than enough: every brand). */
  brandCount: z.number().int().nullable(),
  ...Years,
});

/** Too few comparables: the original price depreciated by the published formula. */
export const DepreciationQuoteSchema = z.object({
  basis: z.literal('depreciation'),
  count: z.number().int(),
  estimate: Money,
  low: Money,
  high: Money,
  /** Whole years since purchase, the yearly rate of the category, the condition's factor. */
  age: z.number().int().nonnegative(),
  yearlyRate: z.number(),
  conditionFactor: z.number(),
  ...Years,
});

/** Too few comparables and no original price: no figure rather than a made-up one. */
export const NoQuoteSchema = z.object({
  basis: z.literal('none'),
  count: z.number().int(),
  ...Years,
});

export const QuoteSchema = z
  .discriminatedUnion('basis', [MarketQuoteSchema, DepreciationQuoteSchema, NoQuoteSchema])
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof QuoteSchema>;
