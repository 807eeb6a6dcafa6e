import { z } from 'zod';
import {
  DateTextSchema,
  IsoDateTimeSchema,
  ListQuerySchema,
  ObjectIdSchema,
  PhoneSchema,
  namedWithList,
} from './common';

/** Whether a booked (or saved) bike can still be bought: removed = deleted bike or removed seller. */
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

/**
 * Where a booking stands (docs/domain.md#orders): open until paid, or ended before payment by
 * the buyer (cancelled), the seller (declined, with an optional reason) or the clock (expired);
 * once paid, completed when the buyer confirms receipt or the completion period has passed,
 * disputed while an administrator decides, refunded when the payment went back in full (the
 * seller cancelled, or a dispute was decided for the buyer).
 */
export const BOOKING_STATUSES = [
  'booked',
  'paid',
  'completed',
  'cancelled',
  'declined',
  'expired',
  'disputed',
  'refunded',
] as const;
export const BookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatusSchema>;

export const DECLINE_REASON_MAX = 300;
export const DISPUTE_TEXT_MAX = 2000;

/** Why a buyer opens a dispute. */
export const DISPUTE_REASONS = ['not_as_described', 'seller_no_show', 'other'] as const;
export const DisputeReasonSchema = z.enum(DISPUTE_REASONS);
export type DisputeReason = z.infer<typeof DisputeReasonSchema>;

/** A buyer's request to cancel a paid order: open until the seller accepts (refund) or refuses. */
export const CancelRequestSchema = z.object({
  state: z.enum(['open', 'refused', 'accepted']),
  reason: z.string(),
  requestedAt: IsoDateTimeSchema,
  decidedAt: IsoDateTimeSchema.optional(),
});
export type CancelRequest = z.infer<typeof CancelRequestSchema>;

/** A buyer's dispute of a paid order, the seller's answer and the administrator's decision. */
export const DisputeSchema = z.object({
  state: z.enum(['open', 'refunded', 'closed']),
  reason: DisputeReasonSchema,
  text: z.string(),
  openedAt: IsoDateTimeSchema,
  sellerResponse: z.string().optional(),
  respondedAt: IsoDateTimeSchema.optional(),
  resolvedAt: IsoDateTimeSchema.optional(),
  /** The administrator's note to both sides. */
  resolution: z.string().optional(),
});
export type Dispute = z.infer<typeof DisputeSchema>;

/** Money given back to the buyer after payment (dollars), by whom and why. */
export const OrderRefundSchema = z.object({
  amount: z.number().nonnegative(),
  full: z.boolean(),
  by: z.enum(['seller', 'admin', 'provider']),
  at: IsoDateTimeSchema,
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

/** What both sides see of where a booking stands and how it got there. */
export const OrderStateFields = {
  status: BookingStatusSchema,
  endedAt: IsoDateTimeSchema.optional(),
  declineReason: z.string().optional(),
  paidAt: IsoDateTimeSchema.optional(),
  completedAt: IsoDateTimeSchema.optional(),
  /** The meeting time the two sides agreed for the handover. */
  meetingAt: IsoDateTimeSchema.optional(),
  cancelRequest: CancelRequestSchema.optional(),
  dispute: DisputeSchema.optional(),
  refund: OrderRefundSchema.optional(),
};

/** Where both sides' lists of bookings start: where it stands, then its buyer's name and email. */
const BookingHeadFields = {
  ...OrderStateFields,
  _id: ObjectIdSchema,
  name: z.string(),
  email: z.string(),
};

/** The seller as the buyer may reach them: only once the booking is paid. */
export const SellerContactSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
});

/** POST /bookings/:id/decline (seller): the reason is optional and shown to the buyer. */
export const DeclineBookingBodySchema = z.object({
  reason: z.string().trim().max(DECLINE_REASON_MAX).default(''),
});
export type DeclineBookingBody = z.infer<typeof DeclineBookingBodySchema>;

export const [BookingSchema, BookingListSchema] = namedWithList('Booking', {
  ...BookingHeadFields,
  bike: z.string(),
  bikeId: ObjectIdSchema,
  /** Only once paid, as `sellerContact` (docs/domain.md#contact-privacy). */
  sellerEmail: z.string().optional(),
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
  sellerContact: SellerContactSchema.optional(),
  availability: BookingAvailabilitySchema,
  /** Unpaid and open: the moment it expires unless paid (BOOKING_EXPIRY_HOURS after booking). */
  payBy: IsoDateTimeSchema.optional(),
  /**
   * Paid: the moment the order completes by itself unless the buyer confirms receipt or opens
   * a dispute first (ORDER_AUTO_COMPLETE_DAYS after payment); the dispute window ends with it.
   */
  completesBy: IsoDateTimeSchema.optional(),
  /** The price was agreed in an offer (docs/domain.md#offers), not the asking price. */
  fromOffer: z.boolean().optional(),
});
export type Booking = z.infer<typeof BookingSchema>;

/**
 * GET /bikes/:id/my-booking: the caller's booking of one bike, or null when they have none, so
 * the bike's page can say "Booked: pay $X by …" instead of offering Book again.
 */
export const BikeBookingOfCallerSchema = z
  .object({ booking: BookingSchema.nullable() })
  .meta({ id: 'BikeBookingOfCaller' });
export type BikeBookingOfCaller = z.infer<typeof BikeBookingOfCallerSchema>;

/** GET /bookings/received: the seller's view of who booked their bikes (optionally one bike). */
export const ReceivedBookingsQuerySchema = ListQuerySchema.extend({
  bikeId: ObjectIdSchema.optional(),
});
export type ReceivedBookingsQuery = z.infer<typeof ReceivedBookingsQuerySchema>;

export const [ReceivedBookingSchema, ReceivedBookingListSchema] = namedWithList('ReceivedBooking', {
  ...BookingHeadFields,
  /** The buyer's phone only once paid (docs/domain.md#contact-privacy). */
  phone: z.string().optional(),
  /** The meeting location the buyer asked for. */
  location: z.string(),
  bikeId: ObjectIdSchema,
  bike: z.string(),
  price: z.number(),
  bookedOn: DateTextSchema,
  createdAt: IsoDateTimeSchema,
  paid: z.boolean(),
});
export type ReceivedBooking = z.infer<typeof ReceivedBookingSchema>;

/** POST /bookings/:id/cancel, /decline and /handover: the booking's status after the change. */
export const BookingStatusResultSchema = z.object({
  acknowledged: z.boolean(),
  status: BookingStatusSchema,
});
export type BookingStatusResult = z.infer<typeof BookingStatusResultSchema>;
