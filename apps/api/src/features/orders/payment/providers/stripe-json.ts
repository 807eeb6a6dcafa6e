import { z } from 'zod';
import { PaymentProviderError } from './types';
import type { PaymentIntentView, RefundNotice, WebhookEvent } from './types';

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

/**
 * The wire shape of a Stripe Charge as `charge.refunded` carries it, reduced to what we read.
 * `payment_intent` is an id (or the object when expanded; null for charges made without an
 * intent); `refunds` is absent unless the webhook endpoint expands it, newest refund first.
 */
const StripeChargeJsonSchema = z.object({
  id: z.string().min(1),
  object: z.literal('charge'),
  payment_intent: z
    .union([z.string().min(1), z.looseObject({ id: z.string().min(1) })])
    .nullable()
    .optional(),
  amount_refunded: z.number().int().nonnegative(),
  refunds: z
    .object({ data: z.array(z.looseObject({ id: z.string().min(1) })) })
    .nullable()
    .optional(),
});
type StripeChargeJson = z.infer<typeof StripeChargeJsonSchema>;

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

function malformed(message: string, cause?: unknown): PaymentProviderError {
  return new PaymentProviderError('invalid_request_error', 'invalid_webhook_payload', message, {
    ...(cause === undefined ? {} : { cause }),
  });
}

/** Null for a charge made without a PaymentIntent: no order of ours can be behind it. */
function toRefundNotice(charge: StripeChargeJson): RefundNotice | null {
  const intent = charge.payment_intent;
  if (!intent) return null;
  return {
    paymentIntentId: typeof intent === 'string' ? intent : intent.id,
    amountRefunded: charge.amount_refunded,
    refundId: charge.refunds?.data[0]?.id ?? null,
  };
}

/**
 * Reads a verified event body. `intent` is filled for events about a PaymentIntent, `refund` for
 * `charge.refunded`; events about anything else come back with both null.
 */
export function parseEventJson(payload: unknown): WebhookEvent {
  const event = StripeEventJsonSchema.safeParse(payload);
  if (!event.success) throw malformed('Malformed event.');
  const { id, type } = event.data;
  const object = event.data.data.object;
  if (type === 'charge.refunded') {
    const charge = StripeChargeJsonSchema.safeParse(object);
    if (!charge.success) throw malformed('Malformed charge in charge.refunded event.');
    return { id, type, intent: null, refund: toRefundNotice(charge.data) };
  }
  if (object.object !== 'payment_intent') return { id, type, intent: null, refund: null };
  const intent = StripeIntentJsonSchema.safeParse(object);
  if (!intent.success) throw malformed('Malformed payment intent in event.');
  return { id, type, intent: toIntentView(intent.data), refund: null };
}

/** The body of a verified webhook request, as text. */
export function parseEventText(payload: string): WebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch (cause) {
    throw malformed('Malformed event.', cause);
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

/**
 * A Stripe-shaped `charge.refunded` event body: the charge of `refund.paymentIntentId` (one charge
 * per intent, so its id is derived from the intent's) with its refunds listed as an endpoint that
 * expands `refunds` receives them.
 */
export function chargeRefundedEventText(id: string, refund: RefundNotice): string {
  const chargeId = `ch_${refund.paymentIntentId.replace(/^pi_/, '')}`;
  const refunds = refund.refundId
    ? [{ id: refund.refundId, object: 'refund', charge: chargeId }]
    : [];
  return JSON.stringify({
    id,
    object: 'event',
    type: 'charge.refunded',
    data: {
      object: {
        id: chargeId,
        object: 'charge',
        payment_intent: refund.paymentIntentId,
        amount_refunded: refund.amountRefunded,
        refunds: { object: 'list', data: refunds, has_more: false },
      },
    },
  });
}
