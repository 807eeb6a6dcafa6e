import type { Express } from 'express';
import { contract, type Access, type EndpointName, type Role, type User } from '@reride/shared';
import type { TestApp } from '../helpers';

/**
 * The callers of the authorization matrix. Bad-token callers present tokens about
 * `buyer`, a live user, so their 401 proves the token check and not the user lookup.
 */
export const CALLERS = [
  'anonymous',
  'buyer',
  'seller',
  'anotherSeller',
  'admin',
  /** Removed by an admin after getting their tokens. */
  'removedUser',
  /** HS256 with another secret. */
  'forgedToken',
  'expiredToken',
  /** HS512 with the right secret. */
  'otherAlgorithmToken',
  /** `alg: none`. */
  'unsignedToken',
  /** The other kind of token: a Firebase ID token where ours is due, and vice versa. */
  'wrongKindToken',
] as const;
export type CallerName = (typeof CALLERS)[number];
export type Expected = Record<CallerName, number>;

export interface MatrixUser {
  user: User;
  email: string;
  uid: string;
  accessToken: string;
  idToken: string;
}

export interface MatrixFixtures {
  t: TestApp;
  buyer: MatrixUser;
  seller: MatrixUser;
  anotherSeller: MatrixUser;
  admin: MatrixUser;
  removedUser: MatrixUser;
  /** The caller's own email (bad-token callers speak for `buyer`; anonymous for `seller`). */
  ownEmail(caller: CallerName): string;
  /** A live user inserted straight into the database: a fresh target for destructive rows. */
  insertUser(userType: Role): Promise<{ _id: string; email: string }>;
  /** Bearer token a caller presents to an endpoint of this access, or undefined. */
  tokenFor(caller: CallerName, access: Access): string | undefined;
}

export interface MatrixRequest {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
  files?: { field: string; content: Buffer; filename: string }[];
}

export interface MatrixRow {
  endpoint: EndpointName;
  expect: Expected;
  /**
   * A valid request (resources belong to `fx.seller` unless the endpoint is about the caller),
   * so that the status reflects authorization only. Called once per caller: destructive rows
   * create a fresh target each time.
   */
  request?: (fx: MatrixFixtures, caller: CallerName) => MatrixRequest | Promise<MatrixRequest>;
}

type LiveCallers = Pick<
  Expected,
  'anonymous' | 'buyer' | 'seller' | 'anotherSeller' | 'admin' | 'removedUser'
>;

/** A row's statuses: the live callers spelled out, every bad token 401 unless said otherwise. */
export function statuses(live: LiveCallers, badTokens = 401): Expected {
  return {
    ...live,
    forgedToken: badTokens,
    expiredToken: badTokens,
    otherAlgorithmToken: badTokens,
    unsignedToken: badTokens,
    wrongKindToken: badTokens,
  };
}

/** Public endpoints: everyone, tokens ignored. */
export const PUBLIC = statuses(
  { anonymous: 200, buyer: 200, seller: 200, anotherSeller: 200, admin: 200, removedUser: 200 },
  200,
);

export const ADMIN_ONLY = statuses({
  anonymous: 401,
  buyer: 403,
  seller: 403,
  anotherSeller: 403,
  admin: 200,
  removedUser: 401,
});

/** Buyer routes on the caller's own data: every other role is refused by role. */
export const BUYER_ONLY = statuses({
  anonymous: 401,
  buyer: 200,
  seller: 403,
  anotherSeller: 403,
  admin: 403,
  removedUser: 401,
});

/** Seller routes: another seller may use them on their own data. */
export const SELLER_ONLY = statuses({
  anonymous: 401,
  buyer: 403,
  seller: 200,
  anotherSeller: 200,
  admin: 403,
  removedUser: 401,
});

/** A record's two parties (its `buyer` and `seller`): anyone else, admins too, gets 404. */
export const PARTIES_ONLY = statuses({
  anonymous: 401,
  buyer: 200,
  seller: 200,
  anotherSeller: 404,
  admin: 404,
  removedUser: 401,
});

export const ANY_USER = statuses({
  anonymous: 401,
  buyer: 200,
  seller: 200,
  anotherSeller: 200,
  admin: 200,
  removedUser: 401,
});

interface Layer {
  route?: { methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  match(path: string): { path: string } | false;
}

/** Walks Express's router stack as a request would (Express 5 / router 2 internals). */
function handles(stack: Layer[], method: string, path: string): boolean {
  return stack.some((layer) => {
    const match = layer.match(path);
    if (!match) return false;
    if (layer.route) return layer.route.methods[method] === true;
    const inner = layer.handle.stack;
    return inner !== undefined && handles(inner, method, path.slice(match.path.length) || '/');
  });
}

/** The contract endpoints that some mounted route answers, with a sample id for each parameter. */
export function mountedEndpoints(app: Express): Set<EndpointName> {
  const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  const sampleId = '0123456789abcdef01234567';
  const names = Object.keys(contract) as EndpointName[];
  return new Set(
    names.filter((name) => {
      const { method, path } = contract[name];
      return handles(stack, method.toLowerCase(), path.replace(/:[A-Za-z]+/g, sampleId));
    }),
  );
}
