/** The API access token, kept in local storage under the key the spec names. */
export const ACCESS_TOKEN_KEY = 'accessToken';

export function readAccessToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage can be disabled (privacy modes); the user is then simply logged out of the API.
    return null;
  }
}

export function storeAccessToken(token: string): void {
  try {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
  } catch {
    /* see readAccessToken */
  }
}

export function clearAccessToken(): void {
  try {
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    /* see readAccessToken */
  }
}
