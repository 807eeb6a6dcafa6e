import type { Request } from 'express';
import type { z } from 'zod';

/**
 * Request input goes through the shared schemas before anything else sees it; a ZodError
 * becomes 400 VALIDATION_FAILED in the error handler.
 */
export function parseParams<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  return schema.parse(req.params);
}

export function parseQuery<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  return schema.parse(req.query);
}

/** A request without a JSON body parses as `{}`, so the schema names the missing fields. */
export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  return schema.parse(req.body ?? {});
}
