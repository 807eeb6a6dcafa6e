import { buyer, type Route } from './route';

export const wishlistRoutes = {
  // Wishlist
  listWishlist: {
    method: 'GET',
    path: '/wishlist',
    access: buyer,
  },
  listWishlistIds: {
    method: 'GET',
    path: '/wishlist/ids',
    access: buyer,
  },
  saveToWishlist: {
    method: 'PUT',
    path: '/wishlist/:bikeId',
    access: buyer,
  },
  removeFromWishlist: {
    method: 'DELETE',
    path: '/wishlist/:bikeId',
    access: buyer,
  },
} as const satisfies Record<string, Route>;
