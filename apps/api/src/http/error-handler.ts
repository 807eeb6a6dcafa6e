import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  type ErrorBody,
  type ErrorCode,
  type ValidationIssue,
  errorMessages,
} from '@reride/shared';
import { AppError } from '../core/app-error';

interface HttpFailure {
  status: number;
  body: ErrorBody;
}

/** body-parser (express.json) errors carry `type` and a 4xx `status`. */
interface BodyParserError {
  type?: string;
  status: number;
  expose?: boolean;
  message: string;
}

function isClientHttpError(error: unknown): error is BodyParserError {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function failure(status: number, code: ErrorCode, message: string, details?: unknown) {
  return { status, body: details === undefined ? { message, code } : { message, code, details } };
}

function fromZod(error: z.core.$ZodError): HttpFailure {
  const details: ValidationIssue[] = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return failure(
    400,
    'VALIDATION_FAILED',
    details[0]?.message ?? errorMessages.errors.validationFailed,
    details,
  );
}

function fromBodyParser(error: BodyParserError): HttpFailure {
  if (error.type === 'entity.parse.failed') {
    return failure(400, 'VALIDATION_FAILED', errorMessages.errors.bodyNotJson);
  }
  if (error.type === 'entity.too.large') {
    return failure(413, 'VALIDATION_FAILED', errorMessages.errors.bodyTooLarge);
  }
  const message = error.expose ? error.message : errorMessages.errors.validationFailed;
  return failure(error.status, 'VALIDATION_FAILED', message);
}

/** Whether an error means the database cannot be reached (db/client.ts knows the driver's). */
export type UnavailableCheck = (error: unknown) => boolean;

/** Known failures map to their answer; anything else is null (a bug, answered 500). */
function toHttpFailure(error: unknown, isUnavailable: UnavailableCheck): HttpFailure | null {
  if (error instanceof AppError)
    return failure(error.status, error.code, error.message, error.details);
  if (error instanceof z.core.$ZodError) return fromZod(error);
  if (isUnavailable(error)) return failure(503, 'UNAVAILABLE', errorMessages.errors.unavailable);
  if (isClientHttpError(error)) return fromBodyParser(error);
  return null;
}

/** `isUnavailable` is handed in by app.ts: http/ knows no database driver. */
export function createErrorHandler(
  logger: Logger,
  isUnavailable: UnavailableCheck,
): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const log = req.log ?? logger;
    const known = toHttpFailure(error, isUnavailable);
    if (known) {
      if (known.status >= 500) log.warn({ err: error }, 'request failed: dependency unavailable');
      res.status(known.status).json(known.body);
      return;
    }
    log.error({ err: error }, 'unhandled error');
    res
      .status(500)
      .json({ message: errorMessages.errors.internal, code: 'INTERNAL' } satisfies ErrorBody);
  };
}

/** Unknown routes answer JSON like every other error. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  res
    .status(404)
    .json({ message: errorMessages.errors.routeNotFound, code: 'NOT_FOUND' } satisfies ErrorBody);
};
