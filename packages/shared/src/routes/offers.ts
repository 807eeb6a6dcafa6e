import { buyer, seller, type Route } from './route';

export const offerRoutes = {
  // Offers inside a conversation (docs/domain.md#offers)
  makeOffer: {
    method: 'POST',
    path: '/conversations/:id/offers',
    access: buyer,
    rateLimit: 'orderAction',
    tag: 'offers',
    summary:
      "Offer the seller less than the asking price (one open offer per buyer and bike); the conversation's buyer only",
    successStatus: 201,
  },
  listOffers: {
    method: 'GET',
    path: '/conversations/:id/offers',
    access: 'user',
    tag: 'offers',
    summary: "A conversation's offers, newest first, each with what the caller may do now",
  },
  acceptOffer: {
    method: 'POST',
    path: '/offers/:id/accept',
    access: 'user',
    rateLimit: 'orderAction',
    tag: 'offers',
    summary:
      'Accept the offer (seller) or the counter-offer (buyer): creates the order at the agreed price',
  },
  declineOffer: {
    method: 'POST',
    path: '/offers/:id/decline',
    access: 'user',
    rateLimit: 'orderAction',
    tag: 'offers',
    summary: 'Decline the offer (seller) or the counter-offer (buyer)',
  },
  counterOffer: {
    method: 'POST',
    path: '/offers/:id/counter',
    access: seller,
    rateLimit: 'orderAction',
    tag: 'offers',
    summary: "Answer the buyer's offer with an amount between it and the asking price (once)",
  },
} as const satisfies Record<string, Route>;
