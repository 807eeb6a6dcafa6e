import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing/render';
import { env } from '../env';
import { callApi, callApiBlob } from './calls';
import { callApiPage } from './paging';

const category = {
  _id: '637f4e0c7d8f1b2a3c4d5e01',
  title: 'Mountain Bikes',
  text: 'Trails',
  img: '/categories/mountain-bikes.svg',
  isNew: false,
};

function calledUrl(call: number): string {
  const input = vi.mocked(fetch).mock.calls[call]![0];
  return input instanceof Request ? input.url : input.toString();
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn());
});

describe('callApi', () => {
  it('fills path parameters and returns the answer checked against the contract', async () => {
    vi.mocked(fetch).mockResolvedValue(jsonResponse(category));

    await expect(
      callApi('getCategoryTitle', { params: { id: category._id }, auth: 'none' }),
    ).resolves.toEqual(category);

    expect(calledUrl(0)).toBe(`${env.apiUrl}/category-titles/${category._id}`);
    const init = vi.mocked(fetch).mock.calls[0]![1];
    expect(init?.headers).not.toHaveProperty('Authorization');
  });

  it("sends the route's method with the body", async () => {
    vi.mocked(fetch).mockResolvedValue(jsonResponse({ saved: true }));

    await callApi('saveToWishlist', { params: { bikeId: category._id } });

    expect(vi.mocked(fetch).mock.calls[0]![1]).toMatchObject({ method: 'PUT' });
    expect(calledUrl(0)).toBe(`${env.apiUrl}/wishlist/${category._id}`);
  });

  it('refuses an answer that does not match the contract', async () => {
    vi.mocked(fetch).mockResolvedValue(jsonResponse([{ title: 'no id' }]));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(callApi('listCategories', { auth: 'none' })).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'Unexpected answer from the server',
    });
  });
});

describe('callApiPage', () => {
  it('answers the checked items with the cursor of X-Next-Cursor', async () => {
    const response = jsonResponse([category]);
    response.headers.set('X-Next-Cursor', 'next-1');
    vi.mocked(fetch).mockResolvedValue(response);

    await expect(callApiPage('listCategories', { auth: 'none' })).resolves.toEqual({
      items: [category],
      nextCursor: 'next-1',
    });
  });
});

describe('callApiBlob', () => {
  it('answers the bytes of a binary endpoint', async () => {
    vi.mocked(fetch).mockResolvedValue(new Response('webp bytes'));

    const blob = await callApiBlob('getMessagePhoto', {
      params: { id: category._id, photoId: category._id },
    });

    await expect(blob.text()).resolves.toBe('webp bytes');
    expect(calledUrl(0)).toBe(`${env.apiUrl}/conversations/${category._id}/photos/${category._id}`);
  });
});
