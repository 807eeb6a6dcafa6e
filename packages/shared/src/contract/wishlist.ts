import {
  RemoveWishlistResponseSchema,
  SaveWishlistResponseSchema,
  WishlistIdsSchema,
  WishlistParamsSchema,
  WishlistSchema,
} from '../wishlist';
import { wishlistRoutes } from '../routes/wishlist';
import { endpoints } from './endpoint';

export const wishlistEndpoints = endpoints(wishlistRoutes, {
  listWishlist: {
    tag: 'wishlist',
    summary: 'Saved bikes, newest saved first, with their availability',
    response: WishlistSchema,
  },
  listWishlistIds: {
    tag: 'wishlist',
    summary: 'Ids of the saved bikes',
    response: WishlistIdsSchema,
  },
  saveToWishlist: {
    tag: 'wishlist',
    summary: 'Save a listed, unsold bike (idempotent)',
    params: WishlistParamsSchema,
    response: SaveWishlistResponseSchema,
  },
  removeFromWishlist: {
    tag: 'wishlist',
    summary: 'Forget a saved bike (idempotent)',
    params: WishlistParamsSchema,
    response: RemoveWishlistResponseSchema,
  },
});
