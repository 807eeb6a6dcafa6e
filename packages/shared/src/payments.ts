import { z } from 'zod';
import { IsoDateTimeSchema, ObjectIdSchema } from './common';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './constants';

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export const PaymentProviderNameSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof PaymentProviderNameSchema>;

/** Every price is in US dollars (docs/domain.md#constants: the $ symbol); providers take lowercase ISO codes. */
export const PAYMENT_CURRENCY = 'usd';

/** Mirrors Stripe's PaymentIntent statuses the flow cares about (docs/domain.md#payments). */
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
export type CreatePaymentIntentBody = z.infer<typeof CreatePaymentIntentBodySchema>;
export const CreatePaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  provider: PaymentProviderNameSchema,
});
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponseSchema>;

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
export type CreatePaymentResponse = z.infer<typeof CreatePaymentResponseSchema>;

/**
 * POST /sandbox/payment-intents/:id/confirm: what Stripe.js does for the browser, done by our
 * sandbox provider (test mode only). The client secret is the credential, as with Stripe.
 * Card fields are only bounded here: a malformed number or expiry is the provider's card error
 * (402 with Stripe's code), shown under the card field like Stripe's own.
 */
export const SandboxConfirmParamsSchema = z.object({
  id: z.string().regex(/^pi_[A-Za-z0-9_]{1,200}$/, 'Invalid payment intent id'),
});
export const SandboxConfirmBodySchema = z.object({
  clientSecret: z.string().min(1).max(300),
  card: z.object({
    number: z.string().max(32),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    cvc: z.string().max(8),
  }),
  billingDetails: z.object({
    name: z.string().trim().max(NAME_MAX_LENGTH),
    email: z.string().trim().max(EMAIL_MAX_LENGTH),
  }),
});
export type SandboxConfirmBody = z.infer<typeof SandboxConfirmBodySchema>;

export const PaymentIntentStatusSchema = z.object({
  id: z.string(),
  status: IntentStatusSchema,
  amount: z.number().int(),
  currency: z.string(),
});
export type PaymentIntentStatus = z.infer<typeof PaymentIntentStatusSchema>;

/** `details` of a 402 PAYMENT_FAILED card error: Stripe's codes, for the web to branch on. */
export const CardErrorDetailsSchema = z.object({
  code: z.string(),
  declineCode: z.string().optional(),
});

/** POST /stripe/webhook answers 2xx for every verified event, handled or ignored. */
export const WEBHOOK_OUTCOMES = ['recorded', 'refunded', 'ignored'] as const;
export const WebhookAckSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(WEBHOOK_OUTCOMES),
});
export type WebhookAck = z.infer<typeof WebhookAckSchema>;
