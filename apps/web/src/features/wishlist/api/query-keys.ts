/** The signed-in buyer's saved bikes; the whole root is dropped on sign-out with the cache. */
export const wishlistKeys = {
  root: ['wishlist'] as const,
  ids: () => [...wishlistKeys.root, 'ids'] as const,
  list: () => [...wishlistKeys.root, 'list'] as const,
};
