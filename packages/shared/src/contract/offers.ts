import { IdParamsSchema, ListQuerySchema } from '../common';
import {
  CounterOfferBodySchema,
  MakeOfferBodySchema,
  MakeOfferResponseSchema,
  OfferListSchema,
  OfferResultSchema,
} from '../offers';
import { offerRoutes } from '../routes/offers';
import { endpoints } from './endpoint';

export const offerEndpoints = endpoints(offerRoutes, {
  makeOffer: {
    params: IdParamsSchema,
    body: MakeOfferBodySchema,
    response: MakeOfferResponseSchema,
  },
  listOffers: { params: IdParamsSchema, query: ListQuerySchema, response: OfferListSchema },
  acceptOffer: { params: IdParamsSchema, response: OfferResultSchema },
  declineOffer: { params: IdParamsSchema, response: OfferResultSchema },
  counterOffer: {
    params: IdParamsSchema,
    body: CounterOfferBodySchema,
    response: OfferResultSchema,
  },
});
