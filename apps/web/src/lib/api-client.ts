import {
  decodeSuggestion,
  DID_YOU_MEAN_HEADER,
  messages,
  NEXT_CURSOR_HEADER,
  parseTotal,
  TOTAL_COUNT_HEADER,
  type EndpointName,
  type ErrorCode,
  type ListTotal,
  type ResponseOf,
} from '@reride/shared';
import type { z } from 'zod';
import { clearAccessToken, readAccessToken } from './access-token';
import type * as ContractModule from './contract';
import { endpoints, fillPath } from './endpoints';
import { env } from './env';
import { xhrFetch } from './xhr-fetch';

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

/**
 * - `access` (default): our access token from local storage; a 401 renews it once, then sends
 *   the user to /login.
 * - `{ idToken }`: a Firebase ID token (POST /users, GET /jwt); a 401 is just an error.
 * - `none`: no Authorization header.
 */
export type ApiAuth = 'access' | 'none' | { idToken: string };

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  /** JSON-serialisable, or FormData for uploads. */
  body?: unknown;
  auth?: ApiAuth;
  signal?: AbortSignal;
  /**
   * Upload progress from 0 to 1. fetch cannot report it, so the request goes through
   * XMLHttpRequest instead (same headers, token renewal and error handling).
   */
  onUploadProgress?: (fraction: number) => void;
}

interface ApiClientHooks {
  /** Gets a fresh access token (from a fresh Firebase ID token), or null when nobody is signed in. */
  renewAccessToken: () => Promise<string | null>;
  /** Called after a 401 that renewal could not fix, once the stored token is cleared. */
  onUnauthenticated: () => void;
}

const hooks: ApiClientHooks = {
  renewAccessToken: () => Promise.resolve(null),
  onUnauthenticated: () => window.location.assign('/login'),
};

/** The auth provider installs token renewal and the router installs the /login redirect. */
export function configureApiClient(overrides: Partial<ApiClientHooks>): void {
  Object.assign(hooks, overrides);
}

// Parallel calls that all meet an expired token share one renewal.
let pendingRenewal: Promise<string | null> | null = null;
function renewOnce(): Promise<string | null> {
  pendingRenewal ??= hooks
    .renewAccessToken()
    .catch((error: unknown) => {
      console.warn('Could not renew the access token', error);
      return null;
    })
    .finally(() => {
      pendingRenewal = null;
    });
  return pendingRenewal;
}

/**
 * A renewed access token for a request made outside `apiRequest` (the notification stream reads
 * its own response); it shares the renewal in flight. Null when nobody is signed in.
 */
export const renewAccessTokenOnce = renewOnce;

// The browser's address of the API; the web server may reach it by a nearer one (src/server).
let apiBaseUrl = env.apiUrl;

/** The web server's way to the API, e.g. over a container network. */
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url.replace(/\/+$/, '');
}

export function apiUrl(path: string, query?: ApiRequestOptions['query']): string {
  const url = new URL(`${apiBaseUrl}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    // `null` too: an infinite list's first page parameter (undefined) that travelled in the
    // server's JSON comes back as null, and means "no cursor" all the same.
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function send(path: string, options: ApiRequestOptions, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const init = {
    method: options.method ?? 'GET',
    headers,
    body: isForm
      ? (options.body as FormData)
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body),
    signal: options.signal,
  };
  const url = apiUrl(path, options.query);
  try {
    return options.onUploadProgress
      ? await xhrFetch(url, init, options.onUploadProgress)
      : await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'UNAVAILABLE', messages.errors.unavailable, error);
  }
}

function isErrorBody(
  body: unknown,
): body is { message: string; code: ErrorCode; details?: unknown } {
  return (
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string' &&
    'code' in body &&
    typeof body.code === 'string'
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorBody(body))
    return new ApiError(response.status, body.code, body.message, body.details);
  const code: ErrorCode =
    response.status === 401
      ? 'UNAUTHENTICATED'
      : response.status === 404
        ? 'NOT_FOUND'
        : 'INTERNAL';
  return new ApiError(response.status, code, response.statusText || messages.errors.internal);
}

/** The bearer token, the one renewal on a 401, then /login; resolves to a successful response. */
async function request(path: string, options: ApiRequestOptions): Promise<Response> {
  const auth = options.auth ?? 'access';
  const token = auth === 'none' ? null : auth === 'access' ? readAccessToken() : auth.idToken;
  let response = await send(path, options, token);

  if (response.status === 401 && auth === 'access') {
    const error = await toApiError(response);
    const renewed = error.code === 'UNAUTHENTICATED' ? await renewOnce() : null;
    if (renewed) response = await send(path, options, renewed);
    if (!renewed || response.status === 401) {
      clearAccessToken();
      hooks.onUnauthenticated();
      throw renewed ? await toApiError(response) : error;
    }
  }

  if (!response.ok) throw await toApiError(response);
  return response;
}

function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return Promise.resolve(undefined);
  return response.json().catch(() => null);
}

/**
 * One HTTP call to the API: bearer token, error bodies into `ApiError`, one token renewal on a
 * 401, then /login. Resolves to the parsed JSON body, unchecked: prefer `callApi`.
 */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  return readBody(await request(path, options));
}

let contractChunk: Promise<typeof ContractModule> | null = null;
function loadResponseSchema(name: EndpointName): Promise<z.ZodType | null> {
  contractChunk ??= import('./contract');
  return contractChunk.then(
    ({ contract }) => contract[name].response as z.ZodType,
    (error: unknown) => {
      contractChunk = null;
      console.warn('Could not load the API contract; answers are not checked', error);
      return null;
    },
  );
}

/**
 * Checks a body that arrived another way (an event of a stream) against `name`'s response
 * schema: null when it does not match; unchecked when the schemas could not load.
 */
export async function checkAnswer<N extends EndpointName>(
  name: N,
  body: unknown,
): Promise<ResponseOf<N> | null> {
  const checker = await loadResponseSchema(name);
  if (!checker) return body as ResponseOf<N>;
  const parsed = checker.safeParse(body);
  if (parsed.success) return parsed.data as ResponseOf<N>;
  console.error(`Unexpected ${name} data from the server`, parsed.error);
  return null;
}

export interface CallOptions extends Omit<ApiRequestOptions, 'method'> {
  /** Values of the path's `:name` parameters. */
  params?: Record<string, string>;
}

async function callChecked<N extends EndpointName>(
  name: N,
  options: CallOptions,
): Promise<{ body: ResponseOf<N>; headers: Headers }> {
  const { method, path } = endpoints[name];
  const schema = loadResponseSchema(name);
  const response = await request(fillPath(path, options.params), { ...options, method });
  const body = await readBody(response);
  const checker = await schema;
  if (!checker) return { body: body as ResponseOf<N>, headers: response.headers };
  const parsed = checker.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${method} ${path}`, parsed.error);
    throw new ApiError(500, 'INTERNAL', 'Unexpected answer from the server', parsed.error.issues);
  }
  return { body: parsed.data as ResponseOf<N>, headers: response.headers };
}

/**
 * Calls an endpoint of the shared contract by name and checks the answer against its response
 * schema. The schemas (and zod) load in their own chunk, in parallel with the request.
 */
export async function callApi<N extends EndpointName>(
  name: N,
  options: CallOptions = {},
): Promise<ResponseOf<N>> {
  return (await callChecked(name, options)).body;
}

/**
 * Calls a binary endpoint (a private photo) with the same token handling and errors as `callApi`:
 * the bytes as a Blob, for an object URL (an <img> cannot send the bearer token itself).
 */
export async function callApiBlob(name: EndpointName, options: CallOptions = {}): Promise<Blob> {
  const { method, path } = endpoints[name];
  const response = await request(fillPath(path, options.params), { ...options, method });
  return response.blob();
}

/** Endpoints answering a bounded list (`X-Next-Cursor` carries the continuation). */
export type ListEndpointName = {
  [N in EndpointName]: ResponseOf<N> extends readonly unknown[] ? N : never;
}[EndpointName];

export interface Page<T> {
  items: T[];
  /** Pass as `query.cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** A catalogue list's first page: how many in all (`X-Total-Count`). */
  total?: ListTotal | null;
  /** A search that found nothing: a query that would (`X-Did-You-Mean`). */
  suggestion?: string | null;
}

/** Every infinite list's paging: no cursor for the first page, then `X-Next-Cursor`'s. */
export const cursorPaging = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: Page<unknown>) => last.nextCursor ?? undefined,
};

/** `callApi` for list endpoints: the checked items plus what their headers say. */
export async function callApiPage<N extends ListEndpointName>(
  name: N,
  options: CallOptions = {},
): Promise<Page<ResponseOf<N>[number]>> {
  const { body, headers } = await callChecked(name, options);
  return {
    items: body,
    nextCursor: headers.get(NEXT_CURSOR_HEADER),
    total: parseTotal(headers.get(TOTAL_COUNT_HEADER)),
    suggestion: decodeSuggestion(headers.get(DID_YOU_MEAN_HEADER)),
  };
}
