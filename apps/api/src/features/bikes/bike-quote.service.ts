import type { Quote, QuoteQuery } from '@reride/shared';
import type { Clock } from '../../core/clock';
import { comparableYears, computeQuote } from './bike-quote';
import type { BikeQuoteRepository } from './bike-quote.repository';

/** GET /quotes: the comparables of one indexed read, figured by `computeQuote`. */
export function createBikeQuoteService(deps: { quotes: BikeQuoteRepository; clock: Clock }) {
  return {
    async quote(query: QuoteQuery): Promise<Quote> {
      const currentYear = deps.clock().getUTCFullYear();
      const years = comparableYears(query.year, currentYear);
      const found = await deps.quotes.comparables(query.categoryId, query.condition, years);
      return computeQuote(query, found, currentYear);
    },
  };
}

export type BikeQuoteService = ReturnType<typeof createBikeQuoteService>;
