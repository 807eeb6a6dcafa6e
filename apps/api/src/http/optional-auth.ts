import type { Request, RequestHandler } from 'express';
import { AppError } from '../core/app-error';
import type { Caller } from '../core/caller';
import { callerOf, type Guards } from './auth';

const viewers = new WeakMap<Request, Caller>();

/**
 * Public lists show contact details to signed-in callers only. A missing, expired or forged
 * token, or a removed account, simply means a visitor: the list is public either way.
 */
export function createOptionalAuth(guards: Guards): RequestHandler {
  return async (req, res, next) => {
    if (req.get('authorization')) {
      let authenticated = false;
      try {
        await guards.requireAuth(req, res, () => {
          authenticated = true;
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
      if (authenticated) viewers.set(req, callerOf(req));
    }
    next();
  };
}

export function viewerOf(req: Request): Caller | null {
  return viewers.get(req) ?? null;
}
