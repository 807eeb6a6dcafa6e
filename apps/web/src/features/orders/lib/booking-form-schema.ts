import { CreateBookingBodySchema } from '@reride/shared';
import type { z } from 'zod';

/**
 * What the buyer types in the booking modal, validated with the API's own rules and messages
 * (phone required and numeric, meeting location optional). The bike id comes from the card.
 */
export const BookingFormSchema = CreateBookingBodySchema.pick({ phone: true, location: true });
export type BookingFormInput = z.input<typeof BookingFormSchema>;
export type BookingFormValues = z.output<typeof BookingFormSchema>;
