import { z } from 'zod';
import { PaymentProviderError } from './types';
import type { PaymentIntentView, WebhookEvent } from './types';

/**
 * The wire shape of a Stripe PaymentIntent, reduced to the fields we read. Both providers speak
 * it: Stripe natively, the sandbox in its webhook events, so one parser serves both.
 */
export const StripeIntentJsonSchema = z.object({
  id: z.string().min(1),
  object: z.literal('payment_intent'),
  client_secret: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  metadata: z.record(z.string(), z.string()),
  last_payment_error: z
    .object({
      code: z.string().optional(),
      decline_code: z.string().optional(),
      message: z.string().optional(),
    })
    .nullable()
    .optional(),
});
export type StripeIntentJson = z.infer<typeof StripeIntentJsonSchema>;

const StripeEventJsonSchema = z.object({
  id: z.string().min(1),
  object: z.literal('event'),
  type: z.string().min(1),
  data: z.object({ object: z.looseObject({ object: z.string() }) }),
});

/**
 * Stripe has more statuses than the flow needs. Only `succeeded` ever lets a payment be recorded,
 * so the others fold into "not paid yet" (still needs the buyer) or "in flight" (the bank has it).
 */
export function toIntentStatus(status: string): PaymentIntentView['status'] {
  switch (status) {
    case 'succeeded':
    case 'canceled':
    case 'processing':
      return status;
    case 'requires_capture':
      return 'processing';
    default:
      return 'requires_payment_method';
  }
}

export function toIntentView(json: StripeIntentJson): PaymentIntentView {
  const view: PaymentIntentView = {
    id: json.id,
    clientSecret: json.client_secret ?? '',
    amount: json.amount,
    currency: json.currency,
    status: toIntentStatus(json.status),
    metadata: { ...json.metadata },
  };
  const error = json.last_payment_error;
  if (error) {
    view.lastError = {
      code: error.code ?? 'card_declined',
      message: error.message ?? 'Your card was declined.',
      ...(error.decline_code ? { declineCode: error.decline_code } : {}),
    };
  }
  return view;
}

export function toStripeIntentJson(view: PaymentIntentView): StripeIntentJson {
  const error = view.lastError;
  return {
    id: view.id,
    object: 'payment_intent',
    client_secret: view.clientSecret,
    amount: view.amount,
    currency: view.currency,
    status: view.status,
    metadata: view.metadata,
    last_payment_error: error
      ? { code: error.code, decline_code: error.declineCode, message: error.message }
      : null,
  };
}

/** Reads a verified event body. Events about other objects come back with `intent: null`. */
export function parseEventJson(payload: unknown): WebhookEvent {
  const event = StripeEventJsonSchema.safeParse(payload);
  if (!event.success) {
    throw new PaymentProviderError(
      'invalid_request_error',
      'invalid_webhook_payload',
      'Malformed event.',
    );
  }
  const object = event.data.data.object;
  if (object.object !== 'payment_intent') {
    return { id: event.data.id, type: event.data.type, intent: null };
  }
  const intent = StripeIntentJsonSchema.safeParse(object);
  if (!intent.success) {
    throw new PaymentProviderError(
      'invalid_request_error',
      'invalid_webhook_payload',
      'Malformed payment intent in event.',
    );
  }
  return { id: event.data.id, type: event.data.type, intent: toIntentView(intent.data) };
}

/** The body of a verified webhook request, as text. */
export function parseEventText(payload: string): WebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch (cause) {
    throw new PaymentProviderError(
      'invalid_request_error',
      'invalid_webhook_payload',
      'Malformed event.',
      {
        cause,
      },
    );
  }
  return parseEventJson(json);
}

/** A Stripe-shaped event body about one intent. */
export function eventText(id: string, type: string, intent: PaymentIntentView): string {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    data: { object: toStripeIntentJson(intent) },
  });
}
