import type { HttpMethod } from '@reride/shared/routes';
import { env } from '../env';
import { unreachable } from './errors';

/** Values of a query string; `undefined` and `null` ones are left out. */
export type QueryValues = Readonly<Record<string, unknown>>;

/** JSON-serialisable, or FormData for uploads. */
export type RequestBody = FormData | object;

export interface TransportOptions {
  method?: HttpMethod;
  query?: QueryValues;
  body?: RequestBody;
  signal?: AbortSignal;
  /**
   * Upload progress from 0 to 1. fetch cannot report it, so the request goes through
   * XMLHttpRequest instead (same headers, token renewal and error handling).
   */
  onUploadProgress?: (fraction: number) => void;
}

// The browser's address of the API; the web server may reach it by a nearer one (src/server).
let apiBaseUrl = env.apiUrl;

/** The web server's way to the API, e.g. over a container network. */
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url.replace(/\/+$/, '');
}

/** A query value as the URL carries it (the schemas of query strings parse text). */
function queryText(value: unknown): string {
  const plain =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
  return plain ? String(value) : JSON.stringify(value);
}

export function apiUrl(path: string, query?: QueryValues): string {
  const url = new URL(`${apiBaseUrl}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    // `null` too: an infinite list's first page parameter (undefined) that travelled in the
    // server's JSON comes back as null, and means "no cursor" all the same.
    if (value !== undefined && value !== null) url.searchParams.set(key, queryText(value));
  }
  return url.toString();
}

/** One HTTP exchange with the API, with `token` as the bearer; an unreachable API is UNAVAILABLE. */
export async function send(
  path: string,
  options: TransportOptions,
  token: string | null,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const { body } = options;
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const init = {
    method: options.method ?? 'GET',
    headers,
    body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  };
  const url = apiUrl(path, options.query);
  try {
    // Only uploads need it: it loads with the first one, not with every page.
    return options.onUploadProgress
      ? await (await import('../xhr-fetch')).xhrFetch(url, init, options.onUploadProgress)
      : await fetch(url, init);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw unreachable(error);
  }
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The parsed JSON of a successful response; nothing for a 204, null for a body that is not JSON.
 * A request aborted while its body arrived (the page moved on) stays an abort: checked as an
 * empty answer it would be reported as the server's mistake.
 */
export function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return Promise.resolve(undefined);
  return response.json().catch((error: unknown) => {
    if (isAbort(error)) throw error;
    return null;
  });
}
