import { clearAccessToken, readAccessToken } from '../access-token';
import { toApiError } from './errors';
import { send, type TransportOptions } from './transport';

/**
 * - `access` (default): our access token from local storage; a 401 renews it once, then sends
 *   the user to /login.
 * - `{ idToken }`: a Firebase ID token (POST /users, GET /jwt); a 401 is just an error.
 * - `none`: no Authorization header.
 */
export type ApiAuth = 'access' | 'none' | { idToken: string };

export interface ApiRequestOptions extends TransportOptions {
  auth?: ApiAuth;
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

/**
 * A renewed access token, shared with the renewal in flight; null when nobody is signed in. The
 * notification stream, which reads its own response, renews through it too.
 */
export function renewAccessTokenOnce(): Promise<string | null> {
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
 * One call to the API: the bearer token, the one renewal on a 401, then /login; error bodies
 * become `ApiError`. Resolves to the successful response.
 */
export async function request(path: string, options: ApiRequestOptions): Promise<Response> {
  const auth = options.auth ?? 'access';
  const token = auth === 'none' ? null : auth === 'access' ? readAccessToken() : auth.idToken;
  let response = await send(path, options, token);

  if (response.status === 401 && auth === 'access') {
    const error = await toApiError(response);
    // Another call may have renewed the token while this one was on its way: use theirs.
    const stored = readAccessToken();
    const renewedMeanwhile = stored !== null && stored !== token ? stored : null;
    const renewed =
      error.code === 'UNAUTHENTICATED'
        ? (renewedMeanwhile ?? (await renewAccessTokenOnce()))
        : null;
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
