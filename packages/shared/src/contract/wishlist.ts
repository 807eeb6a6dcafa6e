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
  listWishlist: { response: WishlistSchema },
  listWishlistIds: { response: WishlistIdsSchema },
  saveToWishlist: { params: WishlistParamsSchema, response: SaveWishlistResponseSchema },
  removeFromWishlist: { params: WishlistParamsSchema, response: RemoveWishlistResponseSchema },
});
