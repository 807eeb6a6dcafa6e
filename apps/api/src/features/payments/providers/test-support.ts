import { PaymentProviderError } from './types';

/** The PaymentProviderError a promise rejects with; fails the test on anything else. */
export async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  if (error instanceof PaymentProviderError) return error;
  throw error;
}
