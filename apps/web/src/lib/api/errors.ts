import type { ErrorCode } from '@reride/shared/errors';
import { errorMessages } from '@reride/shared/messages';
import { hasFields } from '../has-fields';

/** The one error type of every API call: the server's `{message, code, details}` plus the status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The API could not be reached at all (offline, DNS, CORS): status 0. */
export function unreachable(cause: unknown): ApiError {
  return new ApiError(0, 'UNAVAILABLE', errorMessages.errors.unavailable, cause);
}

function isErrorBody(
  body: unknown,
): body is { message: string; code: ErrorCode; details?: unknown } {
  return hasFields(body, { message: 'string', code: 'string' });
}

/** A failed response as an `ApiError`: the server's error body, or one made from the status. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorBody(body))
    return new ApiError(response.status, body.code, body.message, body.details);
  const code: ErrorCode =
    response.status === 401
      ? 'UNAUTHENTICATED'
      : response.status === 404
        ? 'NOT_FOUND'
        : 'INTERNAL';
  return new ApiError(response.status, code, response.statusText || errorMessages.errors.internal);
}
