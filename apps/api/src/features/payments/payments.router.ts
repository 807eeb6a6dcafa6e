import express, { Router } from 'express';
import {
  CreatePaymentBodySchema,
  CreatePaymentIntentBodySchema,
  SandboxConfirmBodySchema,
  SandboxConfirmParamsSchema,
} from '@reride/shared';
import { callerOf, requireRole, type Guards } from '../../http/auth';
import { parseBody, parseParams } from '../../http/validate';
import type { PaymentEvents } from './payment-events.service';
import type { PaymentsService } from './payments.service';
import type { SandboxPaymentProvider } from './providers';

/** Stripe signs the exact bytes it sent, so this route must see them before any JSON parser. */
const WEBHOOK_BODY_LIMIT = '1mb';

export function createPaymentsRouter(deps: { guards: Guards; payments: PaymentsService }) {
  const { guards, payments } = deps;
  const router = Router();
  const buyerOnly = [guards.requireAuth, requireRole('Buyer')];

  router.post('/create-payment-intent', ...buyerOnly, async (req, res) => {
    const { bookingId } = parseBody(CreatePaymentIntentBodySchema, req);
    res.json(await payments.createIntent(callerOf(req), bookingId));
  });

  router.post('/payments', ...buyerOnly, async (req, res) => {
    const body = parseBody(CreatePaymentBodySchema, req);
    res.status(201).json(await payments.record(callerOf(req), body));
  });

  return router;
}

/** Mounted in the raw-body slot: verified over the raw bytes, then parsed by the provider. */
export function createPaymentWebhookRouter(deps: { events: PaymentEvents }) {
  const router = Router();
  router.post(
    '/stripe/webhook',
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
    async (req, res) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      res.json(await deps.events.handleWebhook(raw, req.get('stripe-signature')));
    },
  );
  return router;
}

/** Test mode only: the browser's card confirmation, which Stripe.js does with Stripe itself. */
export function createSandboxConfirmRouter(deps: {
  events: PaymentEvents;
  sandbox: SandboxPaymentProvider;
}) {
  const router = Router();
  router.post('/sandbox/payment-intents/:id/confirm', async (req, res) => {
    const { id } = parseParams(SandboxConfirmParamsSchema, req);
    const body = parseBody(SandboxConfirmBodySchema, req);
    res.json(await deps.events.confirmSandbox(deps.sandbox, id, body));
  });
  return router;
}
