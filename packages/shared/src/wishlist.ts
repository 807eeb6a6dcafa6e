import { z } from 'zod';
import { ConditionSchema } from './bikes';
import { IsoDateTimeSchema, ObjectIdSchema } from './common';

/** Whether a saved bike can still be bought: removed = deleted bike or removed seller. */
export const WISHLIST_AVAILABILITY = ['available', 'sold', 'removed'] as const;
export const WishlistAvailabilitySchema = z.enum(WISHLIST_AVAILABILITY);
export type WishlistAvailability = z.infer<typeof WishlistAvailabilitySchema>;

/** The card of a saved bike, read from the stored bike even when it is no longer listed. */
export const WishlistBikeSummarySchema = z.object({
  _id: ObjectIdSchema,
  name: z.string(),
  img: z.string(),
  resalePrice: z.number(),
  location: z.string(),
  category: z.string(),
  categoryId: ObjectIdSchema,
  condition: ConditionSchema,
});

export const WishlistItemSchema = z
  .object({
    bikeId: ObjectIdSchema,
    savedAt: IsoDateTimeSchema,
    availability: WishlistAvailabilitySchema,
    bike: WishlistBikeSummarySchema,
  })
  .meta({ id: 'WishlistItem' });
export type WishlistItem = z.infer<typeof WishlistItemSchema>;
export const WishlistSchema = z.array(WishlistItemSchema);
export const WishlistIdsSchema = z.array(ObjectIdSchema);

export const WishlistParamsSchema = z.object({ bikeId: ObjectIdSchema });
export const SaveWishlistResponseSchema = z.object({ saved: z.literal(true) });
export const RemoveWishlistResponseSchema = z.object({ saved: z.literal(false) });
