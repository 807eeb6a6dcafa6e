import type { Clock } from '../../core/clock';
import type { Router } from 'express';
import type { Db } from 'mongodb';
import type { PaymentProviderName } from '@reride/shared';
import type { Guards } from '../../http/auth';
import type { BikeStatesRepository } from '../bikes/bike-states.repository';
import type { BookingsRepository } from '../bookings/bookings.repository';
import type { OrderTimers } from '../bookings/order-timers';
import {
  createPaymentCompletion,
  type CompletionDeps,
  type CompletionStep,
} from './complete-payment';
import { createPaymentEvents, type PaymentEventsDeps } from './payment-events.service';
import { createPaymentsRepository, type PaymentsRepository } from './payments.repository';
import {
  createPaymentsRouter,
  createPaymentWebhookRouter,
  createSandboxConfirmRouter,
} from './payments.router';
import { createPaymentsService } from './payments.service';
import {
  createPaymentProvider,
  SandboxPaymentProvider,
  withProviderTimeout,
  type PaymentProvider,
} from './providers';

export interface PaymentsFeatureDeps {
  db: Db;
  guards: Guards;
  clock: Clock;
  bookings: BookingsRepository;
  bikes: BikeStatesRepository;
  expireIfDue: OrderTimers['expireIfDue'];
  provider: PaymentProvider;
  /** PAYMENT_PROVIDER_TIMEOUT_MS: provider calls slower than this answer 503. */
  providerTimeoutMs: number;
  /** Fault injection (FAULT_KILL_AFTER_STEP), never set in production: see complete-payment.ts. */
  afterStep?: ((step: CompletionStep) => void) | undefined;
  /** PLATFORM_FEE_PERCENT, fixed on each order with its payment. */
  feePercent: number;
  syncLedger: CompletionDeps['syncLedger'];
  recordProviderRefund: PaymentEventsDeps['recordProviderRefund'];
}

/** The part of the process settings that picks the payment provider. */
export interface PaymentSettings {
  PAYMENT_PROVIDER: PaymentProviderName;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
}

/** The provider chosen by PAYMENT_PROVIDER (config.ts demands both Stripe secrets for stripe). */
export function paymentProviderFromConfig(config: PaymentSettings, db: Db): PaymentProvider {
  return createPaymentProvider(
    {
      provider: config.PAYMENT_PROVIDER,
      ...(config.STRIPE_SECRET_KEY ? { stripeSecretKey: config.STRIPE_SECRET_KEY } : {}),
      ...(config.STRIPE_WEBHOOK_SECRET
        ? { stripeWebhookSecret: config.STRIPE_WEBHOOK_SECRET }
        : {}),
    },
    db,
  );
}

/**
 * FAULT_KILL_AFTER_STEP: dies like a power cut (no clean-up, no reply) after that step (of a
 * payment here, or of a refund in features/orders/order-refunds.ts).
 */
export function killAfterStep<Step extends string>(step: Step | undefined) {
  if (!step) return undefined;
  return (reached: Step) => {
    if (reached === step) process.kill(process.pid, 'SIGKILL');
  };
}

/** The payments chain: one finishing flow shared by POST /payments, webhooks and the sandbox. */
export function createPaymentsFeature(deps: PaymentsFeatureDeps): {
  rawBody: Router[];
  json: Router[];
  /** The provider behind its timeout, and the payment records: refunds after payment use both. */
  provider: PaymentProvider;
  repository: PaymentsRepository;
} {
  const { guards } = deps;
  const provider = withProviderTimeout(deps.provider, deps.providerTimeoutMs);
  const repository = createPaymentsRepository(deps.db);
  const base = { ...deps, provider, payments: repository };
  const completePayment = createPaymentCompletion(base);
  const payments = createPaymentsService({ ...base, completePayment });
  const { bookings, recordProviderRefund } = deps;
  const events = createPaymentEvents({ bookings, provider, completePayment, recordProviderRefund });
  const json = [createPaymentsRouter({ guards, payments })];
  // Stripe.js confirms with Stripe; only the sandbox needs a confirmation route of ours.
  if (deps.provider instanceof SandboxPaymentProvider) {
    json.push(createSandboxConfirmRouter({ guards, events, sandbox: deps.provider }));
  }
  return { rawBody: [createPaymentWebhookRouter({ guards, events })], json, provider, repository };
}
