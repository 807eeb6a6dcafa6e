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
    tag: 'offers',
    summary:
      "Offer the seller less than the asking price (one open offer per buyer and bike); the conversation's buyer only",
    params: IdParamsSchema,
    body: MakeOfferBodySchema,
    response: MakeOfferResponseSchema,
  },
  listOffers: {
    tag: 'offers',
    summary: "A conversation's offers, newest first, each with what the caller may do now",
    params: IdParamsSchema,
    query: ListQuerySchema,
    response: OfferListSchema,
  },
  acceptOffer: {
    tag: 'offers',
    summary:
      'Accept the offer (seller) or the counter-offer (buyer): creates the order at the agreed price',
    params: IdParamsSchema,
    response: OfferResultSchema,
  },
  declineOffer: {
    tag: 'offers',
    summary: 'Decline the offer (seller) or the counter-offer (buyer)',
    params: IdParamsSchema,
    response: OfferResultSchema,
  },
  counterOffer: {
    tag: 'offers',
    summary: "Answer the buyer's offer with an amount between it and the asking price (once)",
    params: IdParamsSchema,
    body: CounterOfferBodySchema,
    response: OfferResultSchema,
  },
});
