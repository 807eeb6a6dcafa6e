import Stripe from 'stripe';
import { parseEventJson, toIntentView } from './stripe-json';
import { assertCents, PaymentProviderError } from './types';
import type {
  CreateIntentInput,
  PaymentIntentView,
  PaymentProvider,
  ProviderErrorType,
  RefundInput,
  RefundView,
  WebhookEvent,
} from './types';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the SDK sends requests; tests point it at the local Stripe fake. */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
  timeoutMs?: number;
}

const KNOWN_TYPES = new Set<ProviderErrorType>([
  'card_error',
  'invalid_request_error',
  'idempotency_error',
]);

/** Stripe's errors become ours, so routes handle one error class whatever the provider. */
function translate(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
    return new PaymentProviderError(
      'signature_error',
      'signature_verification_failed',
      error.message,
      {
        cause: error,
      },
    );
  }
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const raw = error.rawType as ProviderErrorType | undefined;
  const type: ProviderErrorType = raw && KNOWN_TYPES.has(raw) ? raw : 'api_error';
  const intent = error.payment_intent ? toIntentView(error.payment_intent) : undefined;
  return new PaymentProviderError(type, error.code ?? error.type, error.message, {
    ...(error.decline_code ? { declineCode: error.decline_code } : {}),
    ...(intent ? { intent } : {}),
    cause: error,
  });
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw translate(error);
  }
}

/**
 * The production provider: PaymentIntents through the official SDK. The SDK retries network
 * failures itself, which is safe because every POST carries an idempotency key.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: options.timeoutMs ?? 20_000,
      telemetry: false,
      ...(options.apiBase ?? {}),
    });
    this.webhookSecret = options.webhookSecret;
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntentView> {
    assertCents(input.amount);
    const intent = await call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          payment_method_types: ['card'],
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return toIntentView(intent);
  }

  async retrieveIntent(id: string): Promise<PaymentIntentView | null> {
    try {
      return toIntentView(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      const translated = translate(error);
      if (translated instanceof PaymentProviderError && translated.code === 'resource_missing') {
        return null;
      }
      throw translated;
    }
  }

  /** Idempotent like the sandbox's: cancelling a canceled intent answers it. */
  async cancelIntent(id: string): Promise<PaymentIntentView> {
    try {
      return toIntentView(await call(() => this.stripe.paymentIntents.cancel(id)));
    } catch (error) {
      const isUnexpected =
        error instanceof PaymentProviderError && error.code === 'payment_intent_unexpected_state';
      const current = isUnexpected ? await this.retrieveIntent(id) : null;
      if (current?.status === 'canceled') return current;
      throw error;
    }
  }

  /**
   * Without `amount` Stripe refunds what is left of the charge. Unlike the sandbox, Stripe takes
   * further refunds of part under other keys until the whole charge is refunded.
   */
  async refund(input: RefundInput): Promise<RefundView> {
    if (input.amount !== undefined) assertCents(input.amount);
    const params: Stripe.RefundCreateParams = { payment_intent: input.paymentIntentId };
    if (input.amount !== undefined) params.amount = input.amount;
    const refund = await call(() =>
      this.stripe.refunds.create(params, { idempotencyKey: input.idempotencyKey }),
    );
    return { id: refund.id, status: refund.status ?? 'pending', amount: refund.amount };
  }

  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): WebhookEvent {
    if (!signatureHeader) {
      throw new PaymentProviderError(
        'signature_error',
        'signature_verification_failed',
        'No signature header found on the webhook request.',
      );
    }
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.webhookSecret);
    } catch (error) {
      throw translate(error);
    }
    // Re-read through our schema: the SDK only JSON-parses, its types are a promise, not a check.
    return parseEventJson(event);
  }
}
