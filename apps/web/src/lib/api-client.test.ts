import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi, type StubbedApi } from '../testing/api-server';
import { readAccessToken, storeAccessToken } from './access-token';
import { ApiError, apiRequest, apiUrl, callApi, configureApiClient } from './api-client';
import { env } from './env';

const category = {
  _id: '637f4e0c7d8f1b2a3c4d5e01',
  title: 'Mountain Bikes',
  text: 'Trails',
  img: '/categories/mountain-bikes.svg',
  isNew: false,
};

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

describe('apiRequest', () => {
  it('sends the stored access token as a bearer header to the API origin', async () => {
    storeAccessToken('token-1');
    const api = stubApi({ 'GET /users/me': { ok: true } });

    await expect(apiRequest('/users/me')).resolves.toEqual({ ok: true });

    expect(api.requests[0]!.url.href).toBe(`${env.apiUrl}/users/me`);
    expect(authHeader(api, 0)).toBe('Bearer token-1');
  });

  it('turns an error body into an ApiError with status, code, message and details', async () => {
    stubApi({
      'POST /bookings': () =>
        jsonResponse(
          {
            message: 'Some fields are not valid',
            code: 'VALIDATION_FAILED',
            details: [{ path: 'phone' }],
          },
          400,
        ),
    });

    const error = await apiRequest('/bookings', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      details: [{ path: 'phone' }],
    });
  });

  it('reports an unreachable API as UNAVAILABLE', async () => {
    stubApi({ 'GET /categories': () => Response.error() });

    await expect(apiRequest('/categories')).rejects.toMatchObject({
      status: 0,
      code: 'UNAVAILABLE',
    });
  });

  it('renews the access token once on a 401 and retries with the new one', async () => {
    storeAccessToken('expired');
    renewAccessToken.mockResolvedValue('fresh');
    const api = answering('GET /admin', unauthenticated, () => jsonResponse({ isAdmin: true }));

    await expect(apiRequest('/admin')).resolves.toEqual({ isAdmin: true });

    expect(renewAccessToken).toHaveBeenCalledOnce();
    expect(authHeader(api, 1)).toBe('Bearer fresh');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('gives up after one renewal: clears the token and sends the user to /login', async () => {
    storeAccessToken('expired');
    renewAccessToken.mockResolvedValue('still-refused');
    const api = answering('GET /admin', unauthenticated);

    await expect(apiRequest('/admin')).rejects.toMatchObject({ status: 401 });

    expect(renewAccessToken).toHaveBeenCalledOnce();
    expect(api.requests).toHaveLength(2);
    expect(readAccessToken()).toBeNull();
    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('goes straight to /login on a 401 when nobody is signed in to Firebase', async () => {
    storeAccessToken('expired');
    const api = answering('GET /users/me', unauthenticated);

    await expect(apiRequest('/users/me')).rejects.toBeInstanceOf(ApiError);

    expect(api.requests).toHaveLength(1);
    expect(readAccessToken()).toBeNull();
    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('leaves a 401 on a Firebase ID token call to the caller', async () => {
    const api = answering('GET /jwt', unauthenticated);

    await expect(apiRequest('/jwt', { auth: { idToken: 'firebase' } })).rejects.toMatchObject({
      status: 401,
    });

    expect(authHeader(api, 0)).toBe('Bearer firebase');
    expect(renewAccessToken).not.toHaveBeenCalled();
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});

describe('apiUrl', () => {
  it('leaves out parameters without a value, null included (a first page after server rendering)', () => {
    // An infinite list's first page parameter is undefined; JSON turns it into null.
    const { pageParams } = JSON.parse(JSON.stringify({ pageParams: [undefined] })) as {
      pageParams: [undefined];
    };
    expect(apiUrl('/bikes/advertised', { limit: 6, cursor: pageParams[0] })).toBe(
      `${env.apiUrl}/bikes/advertised?limit=6`,
    );
  });
});

describe('callApi', () => {
  it('fills path parameters and returns the answer checked against the contract', async () => {
    const api = stubApi({ [`GET /category-titles/${category._id}`]: category });

    await expect(
      callApi('getCategoryTitle', { params: { id: category._id }, auth: 'none' }),
    ).resolves.toEqual(category);

    expect(api.routes()).toEqual([`GET /category-titles/${category._id}`]);
    expect(authHeader(api, 0)).toBeNull();
  });

  it('refuses an answer that does not match the contract', async () => {
    stubApi({ 'GET /categories': [{ title: 'no id' }] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(callApi('listCategories', { auth: 'none' })).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'Unexpected answer from the server',
    });
  });
});
