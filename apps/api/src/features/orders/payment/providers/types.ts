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
  /** Integer cents to give back; absent = the whole amount not refunded yet. */
  amount?: number;
  /** The same key always yields the same refund, so a retried request never refunds twice. */
  idempotencyKey: string;
}

export interface RefundView {
  id: string;
  status: string;
  /** Integer cents given back by this refund. */
  amount: number;
}

/**
 * What a `charge.refunded` event says: a refund was made on the charge of an intent, by us or in
 * Stripe's dashboard. `amountRefunded` is the charge's total refunded so far in cents (Stripe's
 * `amount_refunded`), not this refund's amount; `refundId` is the newest refund when the charge
 * lists its refunds (Stripe leaves the list out of charges since API version 2022-11-15).
 */
export interface RefundNotice {
  paymentIntentId: string;
  amountRefunded: number;
  refundId: string | null;
}

/**
 * A verified webhook. `intent` is null for events that are not about a PaymentIntent; `refund`
 * is filled for `charge.refunded` events about an intent's charge and null otherwise (optional
 * only so that events built by hand elsewhere need not name it).
 */
export interface WebhookEvent {
  id: string;
  type: string;
  intent: PaymentIntentView | null;
  refund?: RefundNotice | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<PaymentIntentView>;
  /** Null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<PaymentIntentView | null>;
  /** Stops an intent that must never be paid (its bike was sold to someone else). */
  cancelIntent(id: string): Promise<PaymentIntentView>;
  /**
   * Refunds `amount` cents, or the whole amount when absent; the same key returns the same refund.
   * Sends no webhook by itself: Stripe reports it with `charge.refunded`, the sandbox never does.
   */
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
