import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing/render';
import { readAccessToken, storeAccessToken } from '../access-token';
import { env } from '../env';
import { ApiError } from './errors';
import { configureApiClient, request } from './token-renewal';
import { readBody } from './transport';

const unauthenticated = () =>
  jsonResponse({ message: 'Please log in to continue', code: 'UNAUTHENTICATED' }, 401);

function authHeader(call: number): string | undefined {
  const init = vi.mocked(fetch).mock.calls[call]?.[1];
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

let renewAccessToken: ReturnType<typeof vi.fn<() => Promise<string | null>>>;
let onUnauthenticated: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn());
  renewAccessToken = vi.fn(() => Promise.resolve(null));
  onUnauthenticated = vi.fn();
  configureApiClient({ renewAccessToken, onUnauthenticated });
});

describe('request', () => {
  it('sends the stored access token as a bearer header to the API origin', async () => {
    storeAccessToken('token-1');
    vi.mocked(fetch).mockResolvedValue(jsonResponse({ ok: true }));

    await expect(request('/users/me', {}).then(readBody)).resolves.toEqual({ ok: true });

    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe(`${env.apiUrl}/users/me`);
    expect(authHeader(0)).toBe('Bearer token-1');
  });

  it('renews the access token once on a 401 and retries with the new one', async () => {
    storeAccessToken('expired');
    renewAccessToken.mockResolvedValue('fresh');
    vi.mocked(fetch)
      .mockResolvedValueOnce(unauthenticated())
      .mockResolvedValueOnce(jsonResponse({ isAdmin: true }));

    await expect(request('/admin', {}).then(readBody)).resolves.toEqual({ isAdmin: true });

    expect(renewAccessToken).toHaveBeenCalledOnce();
    expect(authHeader(1)).toBe('Bearer fresh');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('gives up after one renewal: clears the token and sends the user to /login', async () => {
    storeAccessToken('expired');
    renewAccessToken.mockResolvedValue('still-refused');
    vi.mocked(fetch).mockImplementation(() => Promise.resolve(unauthenticated()));

    await expect(request('/admin', {})).rejects.toMatchObject({ status: 401 });

    expect(renewAccessToken).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(readAccessToken()).toBeNull();
    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('goes straight to /login on a 401 when nobody is signed in to Firebase', async () => {
    storeAccessToken('expired');
    vi.mocked(fetch).mockResolvedValue(unauthenticated());

    await expect(request('/users/me', {})).rejects.toBeInstanceOf(ApiError);

    expect(fetch).toHaveBeenCalledOnce();
    expect(readAccessToken()).toBeNull();
    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('leaves a 401 on a Firebase ID token call to the caller', async () => {
    vi.mocked(fetch).mockResolvedValue(unauthenticated());

    await expect(request('/jwt', { auth: { idToken: 'firebase' } })).rejects.toMatchObject({
      status: 401,
    });

    expect(authHeader(0)).toBe('Bearer firebase');
    expect(renewAccessToken).not.toHaveBeenCalled();
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('shares one renewal between parallel calls that meet an expired token', async () => {
    storeAccessToken('expired');
    renewAccessToken.mockResolvedValue('fresh');
    vi.mocked(fetch).mockImplementation((_url, init) =>
      Promise.resolve(
        (init?.headers as Record<string, string>).Authorization === 'Bearer fresh'
          ? jsonResponse({ ok: true })
          : unauthenticated(),
      ),
    );

    await Promise.all([request('/users/me', {}), request('/admin', {})]);

    expect(renewAccessToken).toHaveBeenCalledOnce();
  });
});
