import { PaymentProviderError, type PaymentProvider } from './types';

/** A provider that has not answered by then is treated as down: the buyer may retry. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;

function timeoutError(method: string, ms: number): PaymentProviderError {
  return new PaymentProviderError(
    'api_error',
    'provider_timeout',
    `The payment provider did not answer ${method} within ${ms} ms.`,
  );
}

async function within<T>(method: string, ms: number, call: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(timeoutError(method, ms)), ms);
  });
  try {
    return await Promise.race([call(), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Cuts off provider calls that hang (Stripe's SDK waits up to 80 s by default). The call may
 * still complete at the provider after we gave up; that is safe because every call that
 * changes something carries an idempotency key (one intent per booking, one refund per intent)
 * and a retry of POST /payments finishes the flow (complete-payment.ts). A timeout is
 * answered 503 UNAVAILABLE, like any provider outage (provider-errors.ts).
 */
export function withProviderTimeout(provider: PaymentProvider, ms: number): PaymentProvider {
  return {
    name: provider.name,
    createIntent: (input) => within('createIntent', ms, () => provider.createIntent(input)),
    retrieveIntent: (id) => within('retrieveIntent', ms, () => provider.retrieveIntent(id)),
    cancelIntent: (id) => within('cancelIntent', ms, () => provider.cancelIntent(id)),
    refund: (input) => within('refund', ms, () => provider.refund(input)),
    parseWebhook: (rawBody, signature) => provider.parseWebhook(rawBody, signature),
  };
}
