import type { Request, RequestHandler } from 'express';
import { type Role, errorMessages } from '@reride/shared';
import { verifyAccessToken, type AccessTokenSettings } from '../core/access-token';
import type { IdentityProvider, VerifiedIdentity } from '../core/identity';
import { AppError } from '../core/app-error';
import { assertNotSuspended, type Caller } from '../core/caller';
import type { Clock } from '../core/clock';

export interface GuardDeps {
  config: AccessTokenSettings;
  identity: IdentityProvider;
  clock: Clock;
  /** The live user with this id, or null when missing or removed. */
  findLiveUser: (id: string) => Promise<Caller | null>;
}

const callers = new WeakMap<Request, Caller>();
const expiries = new WeakMap<Request, Date>();
const identities = new WeakMap<Request, VerifiedIdentity>();

function bearerToken(req: Request): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED', errorMessages.errors.unauthenticated);
  return match[1];
}

export function createGuards(deps: GuardDeps) {
  /** A Firebase ID token: the person is known to Firebase, maybe not registered with us yet. */
  const requireFirebase: RequestHandler = async (req, _res, next) => {
    identities.set(req, await deps.identity.verifyIdToken(bearerToken(req)));
    next();
  };

  /**
   * Our access token. The user is loaded on every request, so a removal or a role change
   * takes effect at once; roles never come from the token.
   */
  const requireAuth: RequestHandler = async (req, _res, next) => {
    const claims = verifyAccessToken(bearerToken(req), deps.config, deps.clock());
    const caller = await deps.findLiveUser(claims.sub);
    if (!caller) throw new AppError('UNAUTHENTICATED', errorMessages.errors.accountRemoved);
    callers.set(req, caller);
    expiries.set(req, new Date(claims.exp * 1000));
    next();
  };

  /** After requireAuth: what a suspended caller may not do (docs/domain.md#sanctions). */
  const refuseSuspended: RequestHandler = (req, _res, next) => {
    assertNotSuspended(callerOf(req), deps.clock());
    next();
  };

  return { requireFirebase, requireAuth, refuseSuspended };
}

export type Guards = ReturnType<typeof createGuards>;

/** After requireAuth: the caller, from the database, must hold one of `roles`. */
export function requireRole(...roles: Role[]): RequestHandler {
  return (req, _res, next) => {
    const held = callerOf(req).roles;
    if (!roles.some((role) => held.includes(role))) {
      throw new AppError('FORBIDDEN', errorMessages.errors.forbidden);
    }
    next();
  };
}

/** The caller set by requireAuth; a route without the guard is a programming error. */
export function callerOf(req: Request): Caller {
  const caller = callers.get(req);
  if (!caller) throw new Error('callerOf() used on a route without requireAuth');
  return caller;
}

/**
 * After requireAuth: when the caller's access token expires. What outlives the request (an event
 * stream) must end then, as the token's next request would be refused.
 */
export function accessExpiryOf(req: Request): Date {
  const expiry = expiries.get(req);
  if (!expiry) throw new Error('accessExpiryOf() used on a route without requireAuth');
  return expiry;
}

export function firebaseIdentityOf(req: Request): VerifiedIdentity {
  const identity = identities.get(req);
  if (!identity) throw new Error('firebaseIdentityOf() used on a route without requireFirebase');
  return identity;
}
