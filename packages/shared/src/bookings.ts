import { z } from 'zod';
import {
  DateTextSchema,
  IsoDateTimeSchema,
  ListQuerySchema,
  ObjectIdSchema,
  PhoneSchema,
} from './common';

/** Whether the booked bike can still be paid for. */
export const BOOKING_AVAILABILITY = ['available', 'sold', 'removed'] as const;
export const BookingAvailabilitySchema = z.enum(BOOKING_AVAILABILITY);
export type BookingAvailability = z.infer<typeof BookingAvailabilitySchema>;

/**
 * POST /bookings. Only what the buyer types is read; the spec's other fields (name, email,
 * price, seller…) are derived on the server and dropped here.
 */
export const CreateBookingBodySchema = z.object({
  bikeId: ObjectIdSchema,
  phone: PhoneSchema,
  location: z.string().trim().max(200).default(''),
});
export type CreateBookingBody = z.infer<typeof CreateBookingBodySchema>;

export const BookingSchema = z
  .object({
    _id: ObjectIdSchema,
    name: z.string(),
    email: z.string(),
    bike: z.string(),
    bikeId: ObjectIdSchema,
    sellerEmail: z.string(),
    img: z.string(),
    price: z.number(),
    phone: z.string(),
    location: z.string(),
    bookedOn: DateTextSchema,
    createdAt: IsoDateTimeSchema,
    paid: z.boolean(),
    transactionId: z.string().optional(),
    /** True when the buyer paid but the bike went to another buyer: the payment was refunded. */
    refunded: z.boolean().optional(),
    availability: BookingAvailabilitySchema,
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof BookingSchema>;
export const BookingListSchema = z.array(BookingSchema);

/** GET /bookings/received: the seller's view of who booked their bikes (optionally one bike). */
export const ReceivedBookingsQuerySchema = ListQuerySchema.extend({
  bikeId: ObjectIdSchema.optional(),
});
export type ReceivedBookingsQuery = z.infer<typeof ReceivedBookingsQuerySchema>;

export const ReceivedBookingSchema = z
  .object({
    _id: ObjectIdSchema,
    /** The buyer's name, email and phone, and the meeting location they asked for. */
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    location: z.string(),
    bikeId: ObjectIdSchema,
    bike: z.string(),
    price: z.number(),
    bookedOn: DateTextSchema,
    createdAt: IsoDateTimeSchema,
    paid: z.boolean(),
  })
  .meta({ id: 'ReceivedBooking' });
export type ReceivedBooking = z.infer<typeof ReceivedBookingSchema>;
export const ReceivedBookingListSchema = z.array(ReceivedBookingSchema);
