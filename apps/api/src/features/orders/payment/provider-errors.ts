import { orderMessages } from '@reride/shared';
import { AppError } from '../../../core/app-error';
import { errorCodeForProviderError, PaymentProviderError } from './providers';

/**
 * A provider failure as the API answers it. Card errors keep the provider's sentence (the web
 * shows it under the card field) and Stripe's codes; anything else gets our own sentence, since
 * provider messages name parameters and ids a buyer has no use for.
 */
export function toAppError(error: unknown): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  const code = errorCodeForProviderError(error);
  switch (code) {
    case 'PAYMENT_FAILED': {
      const details = {
        code: error.code,
        ...(error.declineCode ? { declineCode: error.declineCode } : {}),
      };
      return new AppError('PAYMENT_FAILED', error.message, details, error);
    }
    case 'UNAVAILABLE':
      return new AppError(
        'UNAVAILABLE',
        orderMessages.bookings.paymentUnavailable,
        undefined,
        error,
      );
    case 'NOT_FOUND':
      return new AppError('NOT_FOUND', orderMessages.bookings.paymentNotFound, undefined, error);
    default:
      return new AppError(code, orderMessages.bookings.paymentRefused, undefined, error);
  }
}

/** Runs a provider call, answering its failure as an AppError. */
export async function callProvider<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toAppError(error);
  }
}
