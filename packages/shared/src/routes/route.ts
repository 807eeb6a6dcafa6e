import type { RateLimitBucket } from '../rate-limits';
import type { Role } from '../users';

// Type-only imports: this folder is what the web's first page reads of the contract, without zod.

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `public`: anyone;
 * - `firebase`: a Firebase ID token (identity proven, no account needed yet);
 * - `user`: our access token of any live user;
 * - a list of roles: our access token of a live user holding one of them;
 * - `signature`: a provider's signed webhook.
 */
export type Access = 'public' | 'firebase' | 'user' | 'signature' | readonly Role[];

/**
 * How an endpoint is called and served, as plain data: the web's first page reads it without
 * loading zod. Its schemas and its documentation (tag, summary) are the contract's.
 */
export interface Route {
  method: HttpMethod;
  /** Express-style path, `:name` for parameters. */
  path: string;
  access: Access;
  /** multipart/form-data with one file field. */
  multipartField?: string;
  /** Status of a success; 200 when absent. */
  successStatus?: number;
  /** Binary answer (images); the contract's `response` then describes nothing useful. */
  binary?: string;
  /**
   * A Server-Sent Events stream (`text/event-stream`) that stays open: the contract's `response`
   * is one event's data. `Last-Event-ID` resumes after the last event received.
   */
  stream?: true;
  /** The rate-limit bucket its calls count against (limits: apps/api/src/http/rate-limit-policy.ts). */
  rateLimit?: RateLimitBucket;
  /**
   * Public data, the same for every anonymous visitor: the API's public cache may hold its
   * anonymous GETs briefly, and it is sent with `Cache-Control: public`.
   */
  publicCache?: true;
  /**
   * Refused with 403 `SUSPENDED` while the caller is suspended: listing, booking, messaging and
   * offers (docs/domain.md#sanctions). Applied by the API's binding, after the role guard.
   */
  refusedWhileSuspended?: true;
}

export const admin = ['Admin'] as const;
export const seller = ['Seller'] as const;
export const buyer = ['Buyer'] as const;
