import type { PaymentProviderName } from '@reride/shared';
import { SandboxPaymentProvider } from './sandbox';
import type { SandboxIntentStore } from './sandbox-intents.repository';
import { StripePaymentProvider } from './stripe';
import type { PaymentProvider } from './types';

export * from './types';
export { SandboxPaymentProvider } from './sandbox';
export type { SandboxConfirmInput, SandboxOptions } from './sandbox';
export { StripePaymentProvider } from './stripe';
export { DEFAULT_PROVIDER_TIMEOUT_MS, withProviderTimeout } from './timeout';
export { SANDBOX_INTENTS_COLLECTION, SandboxIntentStore } from './sandbox-intents.repository';

export interface PaymentProviderConfig {
  provider: PaymentProviderName;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** Only for tests: sends the Stripe SDK to a local fake instead of api.stripe.com. */
  stripeApiBase?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Sandbox webhook secret; a random one per process when absent. */
  sandboxWebhookSecret?: string;
}

/**
 * The one place that picks a provider. Config validation (config.ts) should already demand both
 * Stripe secrets when `provider` is `stripe`; this check keeps a half-configured Stripe from
 * ever starting rather than failing on the first payment.
 */
export function createPaymentProvider(
  config: PaymentProviderConfig,
  sandboxStore: SandboxIntentStore,
): PaymentProvider {
  if (config.provider === 'sandbox') {
    return new SandboxPaymentProvider(sandboxStore, {
      ...(config.sandboxWebhookSecret ? { webhookSecret: config.sandboxWebhookSecret } : {}),
    });
  }
  if (!config.stripeSecretKey || !config.stripeWebhookSecret) {
    throw new Error(
      'The stripe payment provider needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
    );
  }
  return new StripePaymentProvider({
    secretKey: config.stripeSecretKey,
    webhookSecret: config.stripeWebhookSecret,
    ...(config.stripeApiBase ? { apiBase: config.stripeApiBase } : {}),
  });
}
