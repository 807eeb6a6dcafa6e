import { isRouteErrorResponse } from 'react-router-dom';
import { errorMessages } from '@reride/shared';
import { ApiError } from '../../lib/api-client';

export interface ErrorDescription {
  status?: number | undefined;
  title: string;
  message?: string | undefined;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Turns whatever a route threw into status + status text or message (docs/domain.md#screens). */
export function describeError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message =
      typeof data === 'string'
        ? data
        : data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
          ? data.message
          : undefined;
    return {
      status: error.status,
      title: STATUS_TEXT[error.status] || error.statusText || 'Something went wrong',
      // The router's own 404 (no route matched) says so in plain text, not in our words.
      message:
        error.status === 404 && (typeof data === 'string' || message === undefined)
          ? errorMessages.errors.routeNotFound
          : message,
    };
  }
  if (error instanceof ApiError) {
    const status = error.status || undefined;
    return {
      status,
      title: (status && STATUS_TEXT[status]) || 'Something went wrong',
      message: error.message,
    };
  }
  if (error instanceof Error) {
    return { title: 'Something went wrong', message: error.message };
  }
  return { title: 'Something went wrong', message: errorMessages.errors.internal };
}
