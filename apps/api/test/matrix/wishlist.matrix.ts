import { statuses, type MatrixRow } from './authorization-matrix';
import { matrixBike } from '../fixtures/bikes';

/** A buyer's own saved bikes: every other role is refused by role. */
const BUYER_ONLY = statuses({
  anonymous: 401,
  buyer: 200,
  seller: 403,
  anotherSeller: 403,
  admin: 403,
  removedUser: 401,
});

export const matrixRows: MatrixRow[] = [
  { endpoint: 'listWishlist', expect: BUYER_ONLY },
  { endpoint: 'listWishlistIds', expect: BUYER_ONLY },
  {
    endpoint: 'saveToWishlist',
    expect: BUYER_ONLY,
    // A fresh bike: the shared one may have been sold by the payments rows.
    request: async (fx) => ({ params: { bikeId: await matrixBike(fx, true) } }),
  },
  {
    endpoint: 'removeFromWishlist',
    expect: BUYER_ONLY,
    request: async (fx) => ({ params: { bikeId: await matrixBike(fx) } }),
  },
];
