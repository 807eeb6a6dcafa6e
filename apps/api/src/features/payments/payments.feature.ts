import type { Router } from 'express';
import type { Db } from 'mongodb';
import type { Config } from '../../config';
import type { Guards } from '../../http/auth';
import type { BookedBikesRepository } from '../bookings/booked-bikes.repository';
import type { BookingsRepository } from '../bookings/bookings.repository';
import { createPaymentCompletion } from './complete-payment';
import { createPaymentEvents } from './payment-events.service';
import { createPaymentsRepository } from './payments.repository';
import {
  createPaymentsRouter,
  createPaymentWebhookRouter,
  createSandboxConfirmRouter,
} from './payments.router';
import { createPaymentsService } from './payments.service';
import { createPaymentProvider, SandboxPaymentProvider, type PaymentProvider } from './providers';

export interface PaymentsFeatureDeps {
  db: Db;
  guards: Guards;
  clock: () => Date;
  bookings: BookingsRepository;
  bikes: BookedBikesRepository;
  provider: PaymentProvider;
}

/** The provider chosen by PAYMENT_PROVIDER (config.ts demands both Stripe secrets for stripe). */
export function paymentProviderFromConfig(config: Config, db: Db): PaymentProvider {
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

/** The payments chain: one finishing flow shared by POST /payments, webhooks and the sandbox. */
export function createPaymentsFeature(deps: PaymentsFeatureDeps): {
  rawBody: Router[];
  json: Router[];
} {
  const { provider, guards } = deps;
  const base = { ...deps, payments: createPaymentsRepository(deps.db) };
  const completePayment = createPaymentCompletion(base);
  const payments = createPaymentsService({ ...base, completePayment });
  const events = createPaymentEvents({ bookings: deps.bookings, provider, completePayment });
  const json = [createPaymentsRouter({ guards, payments })];
  // Stripe.js confirms with Stripe; only the sandbox needs a confirmation route of ours.
  if (provider instanceof SandboxPaymentProvider) {
    json.push(createSandboxConfirmRouter({ events, sandbox: provider }));
  }
  return { rawBody: [createPaymentWebhookRouter({ events })], json };
}
