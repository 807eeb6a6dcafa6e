import { z } from 'zod';
import { IsoDateTimeSchema, ObjectIdSchema } from './common';

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export const PaymentProviderNameSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof PaymentProviderNameSchema>;

/** Mirrors Stripe's PaymentIntent statuses the flow cares about (DESIGN §5). */
export const INTENT_STATUSES = [
  'requires_payment_method',
  'processing',
  'succeeded',
  'canceled',
] as const;
export const IntentStatusSchema = z.enum(INTENT_STATUSES);

/** Stripe's test cards, honoured by the sandbox provider. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** POST /create-payment-intent: the amount comes from the booking; a client `price` is ignored. */
export const CreatePaymentIntentBodySchema = z.object({ bookingId: ObjectIdSchema });
export const CreatePaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  provider: PaymentProviderNameSchema,
});

/** POST /payments: the server verifies the intent with the provider before recording anything. */
export const CreatePaymentBodySchema = z.object({
  bookingId: ObjectIdSchema,
  transactionId: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9_]+$/),
});
export type CreatePaymentBody = z.infer<typeof CreatePaymentBodySchema>;

export const PaymentSchema = z
  .object({
    _id: ObjectIdSchema,
    price: z.number(),
    bookingId: ObjectIdSchema,
    bikeId: ObjectIdSchema,
    transactionId: z.string(),
    email: z.string(),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof PaymentSchema>;

export const CreatePaymentResponseSchema = z.object({
  acknowledged: z.boolean(),
  insertedId: ObjectIdSchema,
  transactionId: z.string(),
});
