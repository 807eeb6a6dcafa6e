import type { SandboxConfirmBody } from '@reride/shared';
import { callApi } from '../../../lib/api-client';

/**
 * Test mode: POST /sandbox/payment-intents/:id/confirm, what Stripe.js does with Stripe. The
 * client secret is the credential, so no bearer token is sent. A card error answers 402
 * PAYMENT_FAILED with the provider's sentence.
 */
export function confirmSandboxPayment(intentId: string, body: SandboxConfirmBody) {
  return callApi('confirmSandboxPayment', { params: { id: intentId }, body, auth: 'none' });
}
