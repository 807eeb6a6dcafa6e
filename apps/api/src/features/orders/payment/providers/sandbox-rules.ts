import { isDeepStrictEqual } from 'node:util';
import { assertCents, PaymentProviderError } from './types';
import type { CreateIntentInput, PaymentIntentView, RefundInput, RefundView } from './types';
import type { SandboxIntentDoc } from './sandbox.collections';

/** The sandbox's refusals, with the codes and sentences Stripe's API uses for the same cases. */

export function noSuchIntent(id: string): PaymentProviderError {
  return new PaymentProviderError(
    'invalid_request_error',
    'resource_missing',
    `No such payment_intent: '${id}'`,
  );
}

export function clientSecretMismatch(): PaymentProviderError {
  return new PaymentProviderError(
    'invalid_request_error',
    'payment_intent_invalid_parameter',
    'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
  );
}

export function unexpectedState(doc: SandboxIntentDoc, action: string): PaymentProviderError {
  const message =
    doc.status === 'succeeded'
      ? `You cannot ${action} this PaymentIntent because it has already succeeded.`
      : `You cannot ${action} this PaymentIntent because it has a status of ${doc.status}.`;
  return new PaymentProviderError(
    'invalid_request_error',
    'payment_intent_unexpected_state',
    message,
    {
      intent: toView(doc),
    },
  );
}

export function toView(doc: SandboxIntentDoc): PaymentIntentView {
  return {
    id: doc._id,
    clientSecret: doc.clientSecret,
    amount: doc.amount,
    currency: doc.currency,
    status: doc.status,
    metadata: { ...doc.metadata },
    ...(doc.lastError ? { lastError: { ...doc.lastError } } : {}),
  };
}

function invalid(code: string, message: string): PaymentProviderError {
  return new PaymentProviderError('invalid_request_error', code, message);
}

/**
 * Stripe's limits on metadata, plus what MongoDB cannot store as a key (`.` and a
 * leading `$`): a key the sandbox accepted must also be one Stripe would accept.
 */
const METADATA_KEY = /^[A-Za-z0-9_-]{1,40}$/;

export function assertValidCreate(input: CreateIntentInput): void {
  assertCents(input.amount);
  if (!/^[a-z]{3}$/.test(input.currency)) {
    throw invalid('parameter_invalid_string', `Invalid currency: ${input.currency}.`);
  }
  const entries = Object.entries(input.metadata);
  if (entries.length > 50) throw invalid('parameter_invalid_metadata', 'Too many metadata keys.');
  for (const [key, value] of entries) {
    if (!METADATA_KEY.test(key) || typeof value !== 'string' || value.length > 500) {
      throw invalid('parameter_invalid_metadata', `Invalid metadata entry: ${key}.`);
    }
  }
  if (input.idempotencyKey.length < 1 || input.idempotencyKey.length > 255) {
    throw invalid('idempotency_key_invalid', 'Idempotency keys are 1 to 255 characters long.');
  }
}

function keyReused(): PaymentProviderError {
  return new PaymentProviderError(
    'idempotency_error',
    'idempotency_key_in_use',
    'Keys for idempotent requests can only be used with the same parameters they were first used with.',
  );
}

/** Stripe refuses a reused idempotency key whose request differs from the first one. */
export function assertSameRequest(doc: SandboxIntentDoc, input: CreateIntentInput): void {
  const same =
    doc.amount === input.amount &&
    doc.currency === input.currency &&
    isDeepStrictEqual({ ...doc.metadata }, { ...input.metadata });
  if (!same) throw keyReused();
}

/** Checked before the intent is read, as Stripe checks a request's parameters first. */
export function assertValidRefund(input: RefundInput): void {
  if (input.amount !== undefined) assertCents(input.amount);
}

/** The cents a refund request asks for: its amount, or the whole intent (one refund each). */
export function refundAmount(doc: SandboxIntentDoc, input: RefundInput): number {
  return input.amount ?? doc.amount;
}

/**
 * Decides a refund attempt on a fresh read; returns the refund to answer, or null to proceed.
 * The sandbox allows one refund per intent, of all or part (one refund per order is what the
 * product does): any other key after it is refused like a second refund of a refunded charge.
 */
export function settledRefund(doc: SandboxIntentDoc, input: RefundInput): RefundView | null {
  if (doc.refunded && doc.refundId) {
    const amount = doc.refundAmount ?? doc.amount;
    if (doc.refundIdempotencyKey !== input.idempotencyKey) {
      throw new PaymentProviderError(
        'invalid_request_error',
        'charge_already_refunded',
        `Charge for ${doc._id} has already been refunded.`,
      );
    }
    if (refundAmount(doc, input) !== amount) throw keyReused();
    return { id: doc.refundId, status: 'succeeded', amount };
  }
  if (doc.status !== 'succeeded') {
    throw new PaymentProviderError(
      'invalid_request_error',
      'payment_intent_unexpected_state',
      'This PaymentIntent does not have a successful charge to refund.',
    );
  }
  const amount = refundAmount(doc, input);
  if (amount > doc.amount) {
    throw new PaymentProviderError(
      'invalid_request_error',
      'amount_too_large',
      `Refund amount (${amount} cents) is greater than the unrefunded amount on the charge (${doc.amount} cents).`,
    );
  }
  return null;
}
