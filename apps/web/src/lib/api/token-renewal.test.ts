import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi, type StubbedApi } from '../../testing/api-server';
import { readAccessToken, storeAccessToken } from '../access-token';
import { env } from '../env';
import { ApiError } from './errors';
import { configureApiClient, request } from './token-renewal';
import { readBody } from './transport';

const unauthenticated = () =>
  jsonResponse({ message: 'Please log in to continue', code: 'UNAUTHENTICATED' }, 401);

/** Answers `route` with each of `answers` in turn, the last one from then on. */
function answering(route: string, ...answers: (() => Response)[]): StubbedApi {
  let next = 0;
  return stubApi({ [route]: () => answers[Math.min(next++, answers.length - 1)]!() });
}

const authHeader = (api: StubbedApi, call: number) =>
  api.requests[call]?.headers.get('Authorization');

let renewAccessToken: ReturnType<typeof vi.fn<() => Promise<string | null>>>;
let onUnauthenticated: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  renewAccessToken = vi.fn(() => Promise.resolve(null));
  onUnauthenticated = vi.fn();
  configureApiClient({ renewAccessToken, onUnauthenticated });
});

describe('request', () => {
  it('sends the stored access token as a bearer header to the API origin', async () => {
    storeAccessToken('token-1');
    const api = stubApi({ 'GET /users/me': { ok: true } });

    await expect(request('/users/me', {}).then(readBody)).resolves.toEqual({ ok: true });

    expect(api.requests[0]!.url.href).toBe(`${env.apiUrl}/users/me`);
    expect(authHeader(api, 0)).toBe('Bearer token-1');
  });

  it('renews the access token once on a 401 and retries with the new one', async () => {
    storeAccessToken('expired');
    renewAccessToken.mockResolvedValue('fresh');
    const api = answering('GET /admin', unauthenticated, () => jsonResponse({ isAdmin: true }));

    await expect(request('/admin', {}).then(readBody)).resolves.toEqual({ isAdmin: true });

    expect(renewAccessToken).toHaveBeenCalledOnce();
    expect(authHeader(api, 1)).toBe('Bearer fresh');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('gives up after one renewal: clears the token and sends the user to /login', async () => {
    storeAccessToken('expired');
    renewAccessToken.mockResolvedValue('still-refused');
    const api = answering('GET /admin', unauthenticated);

    await expect(request('/admin', {})).rejects.toMatchObject({ status: 401 });

    expect(renewAccessToken).toHaveBeenCalledOnce();
    expect(api.requests).toHaveLength(2);
    expect(readAccessToken()).toBeNull();
    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('goes straight to /login on a 401 when nobody is signed in to Firebase', async () => {
    storeAccessToken('expired');
    const api = answering('GET /users/me', unauthenticated);

    await expect(request('/users/me', {})).rejects.toBeInstanceOf(ApiError);

    expect(api.requests).toHaveLength(1);
    expect(readAccessToken()).toBeNull();
    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('leaves a 401 on a Firebase ID token call to the caller', async () => {
    const api = answering('GET /jwt', unauthenticated);

    await expect(request('/jwt', { auth: { idToken: 'firebase' } })).rejects.toMatchObject({
      status: 401,
    });

    expect(authHeader(api, 0)).toBe('Bearer firebase');
    expect(renewAccessToken).not.toHaveBeenCalled();
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('shares one renewal between parallel calls that meet an expired token', async () => {
    storeAccessToken('expired');
    // As the real renewal does (features/auth/lib/session.ts): the new token is stored.
    renewAccessToken.mockImplementation(() => {
      storeAccessToken('fresh');
      return Promise.resolve('fresh');
    });
    const answer = ({ headers }: { headers: Headers }) =>
      headers.get('Authorization') === 'Bearer fresh'
        ? jsonResponse({ ok: true })
        : unauthenticated();
    stubApi({ 'GET /users/me': answer, 'GET /admin': answer });

    await Promise.all([request('/users/me', {}), request('/admin', {})]);

    expect(renewAccessToken).toHaveBeenCalledOnce();
  });
});
