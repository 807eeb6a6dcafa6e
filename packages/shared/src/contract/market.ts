import { BikeListSchema } from '../bikes';
import { IdParamsSchema } from '../common';
import { QuoteQuerySchema, QuoteSchema } from '../quotes';
import { marketRoutes } from '../routes/market';
import { endpoints } from './endpoint';

export const marketEndpoints = endpoints(marketRoutes, {
  listSimilarBikes: {
    tag: 'bikes',
    summary: 'A few listed bikes of the same category close in price to this one',
    params: IdParamsSchema,
    response: BikeListSchema,
  },
  getQuote: {
    tag: 'bikes',
    summary: 'An instant quote: median and range of comparable bikes, or a depreciation estimate',
    query: QuoteQuerySchema,
    response: QuoteSchema,
  },
});
