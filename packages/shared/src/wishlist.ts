import { z } from 'zod';
import { ConditionSchema } from './bikes';
import { BookingAvailabilitySchema } from './bookings';
import { IsoDateTimeSchema, ObjectIdSchema, namedWithList } from './common';

/** Whether a saved bike can still be bought: the words of a booked one's (bookings.ts). */
export {
  BOOKING_AVAILABILITY as WISHLIST_AVAILABILITY,
  BookingAvailabilitySchema as WishlistAvailabilitySchema,
  type BookingAvailability as WishlistAvailability,
} from './bookings';

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

export const [WishlistItemSchema, WishlistSchema] = namedWithList('WishlistItem', {
  bikeId: ObjectIdSchema,
  savedAt: IsoDateTimeSchema,
  availability: BookingAvailabilitySchema,
  bike: WishlistBikeSummarySchema,
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;
export const WishlistIdsSchema = z.array(ObjectIdSchema);

export const WishlistParamsSchema = z.object({ bikeId: ObjectIdSchema });
export const SaveWishlistResponseSchema = z.object({ saved: z.literal(true) });
export const RemoveWishlistResponseSchema = z.object({ saved: z.literal(false) });
