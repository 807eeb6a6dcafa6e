import { buyer, type Route } from './route';

export const wishlistRoutes = {
  // Wishlist
  listWishlist: {
    method: 'GET',
    path: '/wishlist',
    access: buyer,
    tag: 'wishlist',
    summary: 'Saved bikes, newest saved first, with their availability',
  },
  listWishlistIds: {
    method: 'GET',
    path: '/wishlist/ids',
    access: buyer,
    tag: 'wishlist',
    summary: 'Ids of the saved bikes',
  },
  saveToWishlist: {
    method: 'PUT',
    path: '/wishlist/:bikeId',
    access: buyer,
    tag: 'wishlist',
    summary: 'Save a listed, unsold bike (idempotent)',
  },
  removeFromWishlist: {
    method: 'DELETE',
    path: '/wishlist/:bikeId',
    access: buyer,
    tag: 'wishlist',
    summary: 'Forget a saved bike (idempotent)',
  },
} as const satisfies Record<string, Route>;
