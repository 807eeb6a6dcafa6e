import { randomBytes, timingSafeEqual } from 'node:crypto';
import { evaluateCard, summariseCard } from './test-cards';
import type { CardInput } from './test-cards';
import type { SandboxIntentStore } from './sandbox-intents.repository';
import type { SandboxIntentDoc } from './sandbox.collections';
import {
  assertSameRequest,
  assertValidCreate,
  assertValidRefund,
  clientSecretMismatch,
  noSuchIntent,
  refundAmount,
  settledRefund,
  toView,
  unexpectedState,
} from './sandbox-rules';
import { chargeRefundedEventText, eventText, parseEventText } from './stripe-json';
import { signatureHeader, verifySignature } from './webhook-signature';
import { PaymentProviderError } from './types';
import type {
  CreateIntentInput,
  PaymentIntentView,
  PaymentProvider,
  RefundInput,
  RefundView,
  WebhookEvent,
} from './types';

export interface SandboxConfirmInput {
  intentId: string;
  clientSecret: string;
  card: CardInput;
  billingDetails: { name: string; email: string };
}

export interface SandboxOptions {
  /**
   * Signs and checks sandbox webhooks. Without one a random secret is drawn per process, so a
   * well-known default can never be used to forge events; set one to share it across replicas.
   */
  webhookSecret?: string;
  /** The clock that decides whether a card has expired. */
  now?: () => Date;
}

/** Alphanumeric only, so `<id>_secret_<token>` splits back into its id unambiguously. */
function token(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/**
 * The offline provider (docs/domain.md#payments): Stripe's PaymentIntent lifecycle and test cards, with its
 * state in MongoDB so that it survives restarts and every API replica sees the same intents.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly webhookSecret: string;
  private readonly store: SandboxIntentStore;
  private readonly now: () => Date;
  private indexes: Promise<void> | undefined;

  /** `store` is its repository (`new SandboxIntentStore(db)`): it alone touches the database. */
  constructor(store: SandboxIntentStore, options: SandboxOptions = {}) {
    this.store = store;
    this.webhookSecret = options.webhookSecret ?? `whsec_sandbox_${token(24)}`;
    this.now = options.now ?? (() => new Date());
  }

  /** Idempotent creation depends on the unique index, so it is made before the first write. */
  ensureIndexes(): Promise<void> {
    this.indexes ??= this.store.ensureIndexes().catch((error: unknown) => {
      this.indexes = undefined;
      throw error;
    });
    return this.indexes;
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntentView> {
    assertValidCreate(input);
    await this.ensureIndexes();
    const existing = await this.store.findByIdempotencyKey(input.idempotencyKey);
    if (existing) return this.replay(existing, input);
    const id = `pi_sandbox_${token(12)}`;
    const now = this.now();
    const inserted = await this.store.insert({
      _id: id,
      clientSecret: `${id}_secret_${token(12)}`,
      amount: input.amount,
      currency: input.currency,
      status: 'requires_payment_method',
      metadata: { ...input.metadata },
      idempotencyKey: input.idempotencyKey,
      lastError: null,
      paymentMethod: null,
      refunded: false,
      refundId: null,
      refundIdempotencyKey: null,
      refundAmount: null,
      createdAt: now,
      updatedAt: now,
    });
    if (inserted) return toView(inserted);
    // Another request inserted the same key between our read and our write: answer its intent.
    const winner = await this.store.findByIdempotencyKey(input.idempotencyKey);
    if (!winner) throw new Error('Sandbox intent vanished after a duplicate-key insert.');
    return this.replay(winner, input);
  }

  private replay(doc: SandboxIntentDoc, input: CreateIntentInput): PaymentIntentView {
    assertSameRequest(doc, input);
    return toView(doc);
  }

  async retrieveIntent(id: string): Promise<PaymentIntentView | null> {
    const doc = await this.store.findById(id);
    return doc ? toView(doc) : null;
  }

  /** Idempotent: cancelling a canceled intent answers it, as the route may retry. */
  async cancelIntent(id: string): Promise<PaymentIntentView> {
    const doc = await this.store.findById(id);
    if (!doc) throw noSuchIntent(id);
    if (doc.status === 'requires_payment_method') {
      const canceled = await this.store.settle(id, 'canceled', null);
      if (canceled) return toView(canceled);
    }
    const current = (await this.store.findById(id)) ?? doc;
    if (current.status === 'canceled') return toView(current);
    throw unexpectedState(current, 'cancel');
  }

  /**
   * What Stripe.js does in the browser, done on our server for test cards. A declined card
   * throws a `card_error` carrying the intent (still payable), like Stripe's confirm endpoint.
   */
  async confirm(input: SandboxConfirmInput): Promise<PaymentIntentView> {
    const doc = await this.store.findById(input.intentId);
    if (!doc) throw noSuchIntent(input.intentId);
    const given = Buffer.from(input.clientSecret);
    const expected = Buffer.from(doc.clientSecret);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw clientSecretMismatch();
    }
    if (doc.status !== 'requires_payment_method') throw unexpectedState(doc, 'confirm');
    const failure = evaluateCard(input.card, this.now());
    const paymentMethod = { ...summariseCard(input.card), billingDetails: input.billingDetails };
    const updated = failure
      ? await this.store.recordFailure(doc._id, failure, paymentMethod)
      : await this.store.settle(doc._id, 'succeeded', paymentMethod);
    // Lost the settle claim: a concurrent confirm or cancel got there first.
    if (!updated) throw unexpectedState((await this.store.findById(doc._id)) ?? doc, 'confirm');
    if (!failure) return toView(updated);
    throw new PaymentProviderError('card_error', failure.code, failure.message, {
      ...(failure.declineCode ? { declineCode: failure.declineCode } : {}),
      intent: toView(updated),
    });
  }

  /**
   * One refund per intent, of all or part (see `settledRefund`). Sends no webhook: tests and dev
   * tools that want the `charge.refunded` Stripe would send use `signedChargeRefundedEvent`.
   */
  async refund(input: RefundInput): Promise<RefundView> {
    assertValidRefund(input);
    const doc = await this.store.findById(input.paymentIntentId);
    if (!doc) throw noSuchIntent(input.paymentIntentId);
    const settled = settledRefund(doc, input);
    if (settled) return settled;
    const refund = {
      refundId: `re_sandbox_${token(12)}`,
      idempotencyKey: input.idempotencyKey,
      amount: refundAmount(doc, input),
    };
    if (await this.store.claimRefund(doc._id, refund)) {
      return { id: refund.refundId, status: 'succeeded', amount: refund.amount };
    }
    // A concurrent refund won: answer as it decided (same key → same refund).
    const fresh = await this.store.findById(doc._id);
    const again = fresh && settledRefund(fresh, input);
    if (!again) throw new Error('Sandbox refund claim lost to a refund it cannot see.');
    return again;
  }

  parseWebhook(rawBody: Buffer, signatureHeaderValue: string | undefined): WebhookEvent {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const payload = verifySignature(rawBody, signatureHeaderValue, this.webhookSecret, nowSeconds);
    return parseEventText(payload);
  }

  /** A Stripe-shaped event about `intent` and its signature header, for tests and dev tools. */
  signedEvent(type: string, intent: PaymentIntentView, timestamp = Math.floor(Date.now() / 1000)) {
    const payload = eventText(`evt_sandbox_${token(12)}`, type, intent);
    return { payload, header: signatureHeader(payload, this.webhookSecret, timestamp) };
  }

  /**
   * The `charge.refunded` event Stripe sends after a refund (ours or one made in its dashboard),
   * signed, for tests and dev tools: `amountRefunded` is the charge's total refunded so far.
   */
  signedChargeRefundedEvent(
    paymentIntentId: string,
    amountRefunded: number,
    refundId: string | null,
    timestamp = Math.floor(Date.now() / 1000),
  ) {
    const payload = chargeRefundedEventText(`evt_sandbox_${token(12)}`, {
      paymentIntentId,
      amountRefunded,
      refundId,
    });
    return { payload, header: signatureHeader(payload, this.webhookSecret, timestamp) };
  }
}
