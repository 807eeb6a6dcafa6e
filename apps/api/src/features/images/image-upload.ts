import type { RequestHandler } from 'express';
import multer from 'multer';
import { IMAGE_FIELD, IMAGE_MAX_BYTES } from '@reride/shared';
import { AppError } from '../../core/app-error';
import { imageMessages } from './images.service';

/** 413 rather than 400: the client should shrink the file, not fix a field. */
class UploadTooLargeError extends AppError {
  override readonly status = 413;
}

function toUploadError(error: unknown): AppError {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') {
      return new UploadTooLargeError('VALIDATION_FAILED', imageMessages.tooLarge);
    }
    if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE') {
      const message = `Send exactly one file in the '${IMAGE_FIELD}' field`;
      return new AppError('VALIDATION_FAILED', message, [{ path: IMAGE_FIELD, message }]);
    }
  }
  // Truncated or malformed multipart bodies (busboy) are the client's fault too.
  return new AppError('VALIDATION_FAILED', 'The upload could not be read');
}

/**
 * Memory storage: the bytes go straight to sharp and then GridFS, never to disk. The limits stop
 * reading as soon as they are crossed, so a huge upload costs at most IMAGE_MAX_BYTES of memory.
 */
export function receiveImage(): RequestHandler {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  }).single(IMAGE_FIELD);
  return (req, res, next) => {
    single(req, res, (error: unknown) => next(error ? toUploadError(error) : undefined));
  };
}
