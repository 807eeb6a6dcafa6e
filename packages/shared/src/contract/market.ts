import { QuoteQuerySchema, QuoteSchema } from '../quotes';
import { marketRoutes } from '../routes/market';
import { endpoints } from './endpoint';

export const marketEndpoints = endpoints(marketRoutes, {
  getQuote: {
    tag: 'bikes',
    summary: 'An instant quote: median and range of comparable bikes, or a depreciation estimate',
    query: QuoteQuerySchema,
    response: QuoteSchema,
  },
});
