import { BUYER_ONLY, type MatrixRow } from './authorization-matrix';
import { matrixBike } from '../fixtures/bikes';

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
