import { ERROR_STATUS, type ErrorCode } from '@reride/shared';

/**
 * The one error class of the API: a closed code, a sentence for the user, optional details
 * sent to the client, and an optional cause that is logged but never sent.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}
