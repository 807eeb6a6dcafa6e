import { buyer, seller, type Route } from './route';

export const offerRoutes = {
  // Offers inside a conversation (docs/domain.md#offers)
  makeOffer: {
    method: 'POST',
    path: '/conversations/:id/offers',
    access: buyer,
    rateLimit: 'orderAction',
    successStatus: 201,
    refusedWhileSuspended: true,
  },
  listOffers: {
    method: 'GET',
    path: '/conversations/:id/offers',
    access: 'user',
  },
  acceptOffer: {
    method: 'POST',
    path: '/offers/:id/accept',
    access: 'user',
    rateLimit: 'orderAction',
    refusedWhileSuspended: true,
  },
  declineOffer: {
    method: 'POST',
    path: '/offers/:id/decline',
    access: 'user',
    rateLimit: 'orderAction',
    refusedWhileSuspended: true,
  },
  counterOffer: {
    method: 'POST',
    path: '/offers/:id/counter',
    access: seller,
    rateLimit: 'orderAction',
    refusedWhileSuspended: true,
  },
} as const satisfies Record<string, Route>;
