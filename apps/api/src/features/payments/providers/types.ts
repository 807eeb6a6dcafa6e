import type { ErrorCode, PaymentProviderName } from '@reride/shared';

/**
 * The one shape of a payment intent the rest of the API sees, whichever provider made it.
 * Amounts are integer cents and currencies lowercase ISO codes, as Stripe sends them.
 */
export interface PaymentIntentView {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  /** Stripe's finer statuses are folded into these four (see `toIntentStatus`). */
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  metadata: Record<string, string>;
  /** Why the last confirmation failed; cleared when a later one succeeds. */
  lastError?: { code: string; declineCode?: string; message: string };
}

export interface CreateIntentInput {
  /** Integer cents, computed by the server from its own records. */
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  /** The same key always yields the same intent, so a retried request never makes a second one. */
  idempotencyKey: string;
}

export interface RefundInput {
  paymentIntentId: string;
  idempotencyKey: string;
}

export interface RefundView {
  id: string;
  status: string;
}

/** A verified webhook. `intent` is null for events that are not about a PaymentIntent. */
export interface WebhookEvent {
  id: string;
  type: string;
  intent: PaymentIntentView | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<PaymentIntentView>;
  /** Null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<PaymentIntentView | null>;
  /** Stops an intent that must never be paid (its bike was sold to someone else). */
  cancelIntent(id: string): Promise<PaymentIntentView>;
  /** Refunds the whole amount; the same key returns the same refund. */
  refund(input: RefundInput): Promise<RefundView>;
  /** Verifies the signature over the raw body and returns the event, or throws. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): WebhookEvent;
}

/** Stripe's error families, which the sandbox reuses so callers handle both alike. */
export type ProviderErrorType =
  'card_error' | 'invalid_request_error' | 'idempotency_error' | 'signature_error' | 'api_error';

/**
 * Every failure a provider reports. `code` and `declineCode` are Stripe's; `message` is the
 * sentence to show the buyer below the card field for card errors.
 */
export class PaymentProviderError extends Error {
  readonly type: ProviderErrorType;
  readonly code: string;
  readonly declineCode: string | undefined;
  readonly intent: PaymentIntentView | undefined;

  constructor(
    type: ProviderErrorType,
    code: string,
    message: string,
    extra: { declineCode?: string; intent?: PaymentIntentView; cause?: unknown } = {},
  ) {
    super(message, { cause: extra.cause });
    this.name = 'PaymentProviderError';
    this.type = type;
    this.code = code;
    this.declineCode = extra.declineCode;
    this.intent = extra.intent;
  }
}

const CONFLICT_CODES = new Set([
  'payment_intent_unexpected_state',
  'charge_already_refunded',
  'idempotency_key_in_use',
]);

/** The API error code (docs/domain.md#errors) a route should answer for a provider failure. */
export function errorCodeForProviderError(error: PaymentProviderError): ErrorCode {
  if (error.type === 'card_error') return 'PAYMENT_FAILED';
  if (error.type === 'idempotency_error' || CONFLICT_CODES.has(error.code)) return 'CONFLICT';
  if (error.type === 'signature_error') return 'VALIDATION_FAILED';
  if (error.code === 'resource_missing') return 'NOT_FOUND';
  if (error.type === 'invalid_request_error') return 'VALIDATION_FAILED';
  return 'UNAVAILABLE';
}

/** Amounts reach providers as whole cents; anything else is a bug upstream, not a user error. */
export function assertCents(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new PaymentProviderError(
      'invalid_request_error',
      'parameter_invalid_integer',
      `Invalid amount: ${amount} is not a positive integer number of cents.`,
    );
  }
}
