import express from 'express';
import { contract } from '@reride/shared';
import type { Guards } from '../../../http/auth';
import { contractRouter } from '../../../http/endpoint';
import type { PaymentEvents } from './payment-events.service';
import type { PaymentsService } from './payments.service';
import type { SandboxPaymentProvider } from './providers';

/** Stripe signs the exact bytes it sent, so this route must see them before any JSON parser. */
const WEBHOOK_BODY_LIMIT = '1mb';

export function createPaymentsRouter(deps: { guards: Guards; payments: PaymentsService }) {
  const { payments } = deps;
  const { router, bind } = contractRouter(deps.guards);

  bind(contract.createPaymentIntent, (r) => payments.createIntent(r.caller, r.body.bookingId));
  bind(contract.createPayment, (r) => payments.record(r.caller, r.body));

  return router;
}

/** Mounted in the raw-body slot: verified over the raw bytes, then parsed by the provider. */
export function createPaymentWebhookRouter(deps: { guards: Guards; events: PaymentEvents }) {
  const { router, bind } = contractRouter(deps.guards);
  bind(
    contract.stripeWebhook,
    ({ req }) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return deps.events.handleWebhook(raw, req.get('stripe-signature'));
    },
    { before: [express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT })] },
  );
  return router;
}

/** Test mode only: the browser's card confirmation, which Stripe.js does with Stripe itself. */
export function createSandboxConfirmRouter(deps: {
  guards: Guards;
  events: PaymentEvents;
  sandbox: SandboxPaymentProvider;
}) {
  const { router, bind } = contractRouter(deps.guards);
  bind(contract.confirmSandboxPayment, (r) =>
    deps.events.confirmSandbox(deps.sandbox, r.params.id, r.body),
  );
  return router;
}
