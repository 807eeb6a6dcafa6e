import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import type { Endpoint, Role } from '@reride/shared';
import type { Caller } from '../core/caller';
import type { VerifiedIdentity } from '../core/identity';
import { isPage, type Page } from '../core/keyset-page';
import { callerOf, firebaseIdentityOf, requireRole, type Guards } from './auth';
import { createOptionalAuth, viewerOf } from './optional-auth';
import { sendPage } from './respond';

type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined;

/** Who is calling, in the form the entry's `access` gives: a caller, a Firebase identity, a viewer. */
type Who<A> = A extends 'firebase'
  ? { identity: VerifiedIdentity }
  : A extends 'user' | readonly Role[]
    ? { caller: Caller }
    : { viewer: Caller | null };

export type EndpointInput<E extends Endpoint> = {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  req: Request;
  res: Response;
} & Who<E['access']>;

/**
 * What a handler may return, checked by `tsc` against the entry's response schema: what the schema
 * accepts (`z.input`), a `Page` of its items for a list, or nothing once the handler answered
 * through `res`. Streams and binary answers (images) always answer through `res`.
 */
export type EndpointReply<E extends Endpoint> = E extends { stream: true } | { binary: string }
  ? void
  : E['response'] extends z.ZodArray<infer Item>
    ? z.input<E['response']> | Page<z.input<Item>> | void
    : z.input<E['response']> | void;

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
) => EndpointReply<E> | Promise<EndpointReply<E>>;

export interface BindOptions {
  /**
   * Public entries only: a valid access token makes the caller a known viewer (lists show them
   * contact details); a missing, bad or removed one is just a visitor.
   */
  viewer?: boolean;
  /** Handlers that run after the guards and before parsing (a multipart upload, a raw body). */
  before?: RequestHandler[];
}

type RouteMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';

function guardsFor(access: Endpoint['access'], guards: Guards, viewer: boolean): RequestHandler[] {
  if (access === 'firebase') return [guards.requireFirebase];
  if (access === 'user') return [guards.requireAuth];
  if (Array.isArray(access)) return [guards.requireAuth, requireRole(...(access as Role[]))];
  return viewer ? [createOptionalAuth(guards)] : [];
}

function whoIs(access: Endpoint['access'], req: Request): object {
  if (access === 'firebase') return { identity: firebaseIdentityOf(req) };
  if (access === 'user' || Array.isArray(access)) return { caller: callerOf(req) };
  return { viewer: viewerOf(req) };
}

/**
 * Mounts one contract entry: its method and path, the guards its `access` names (and a
 * suspended caller's refusal where it says `refusedWhileSuspended`), its params,
 * query and body parsed with its schemas (a ZodError becomes 400 in the error handler), then the
 * handler. A returned value is sent with the entry's success status; a page of a list goes out as
 * the bare array with its cursor in X-Next-Cursor; a handler that answered itself returns nothing.
 * Rate limits and the public cache read the same entries (rate-limit.ts, public-cache.ts).
 */
export function bindEndpoint<E extends Endpoint>(
  router: Router,
  guards: Guards,
  entry: E,
  // The entry alone decides E: the handler is checked against it, never widens it.
  handler: EndpointHandler<NoInfer<E>>,
  options: BindOptions = {},
): void {
  const method = entry.method.toLowerCase() as RouteMethod;
  const isList = entry.response instanceof z.ZodArray;
  router[method](
    entry.path,
    ...guardsFor(entry.access, guards, options.viewer ?? false),
    ...(entry.refusedWhileSuspended ? [guards.refuseSuspended] : []),
    ...(options.before ?? []),
    async (req: Request, res: Response) => {
      const input = {
        params: entry.params ? entry.params.parse(req.params) : undefined,
        query: entry.query ? entry.query.parse(req.query) : undefined,
        // A request without a JSON body parses as `{}`, so the schema names the missing fields.
        body: entry.body ? entry.body.parse(req.body ?? {}) : undefined,
        req,
        res,
        ...whoIs(entry.access, req),
      } as EndpointInput<E>;
      const result = await handler(input);
      if (result === undefined || res.headersSent) return;
      if (isList && isPage(result)) return sendPage(res, result);
      res.status(entry.successStatus ?? 200).json(result);
    },
  );
}

/** The binder of one router: `bind(contract.x, handler)`. */
export function endpointBinder(router: Router, guards: Guards) {
  return <E extends Endpoint>(
    entry: E,
    handler: EndpointHandler<NoInfer<E>>,
    options?: BindOptions,
  ) => bindEndpoint(router, guards, entry, handler, options);
}

/** What every feature's router starts with: a new router and the binder of its endpoints. */
export function contractRouter(guards: Guards) {
  const router = Router();
  return { router, bind: endpointBinder(router, guards) };
}
