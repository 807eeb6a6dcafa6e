import type { CreatePaymentBody } from '@reride/shared';
import { callApi } from '../../../lib/api-client';

/**
 * POST /payments: the server checks the intent with the provider before recording it, and the
 * call is idempotent (the sandbox and Stripe's webhook may have recorded it already).
 */
export function recordPayment(body: CreatePaymentBody) {
  return callApi('createPayment', { body });
}
