import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../testing/api-server';
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

describe('callApi', () => {
  it('fills path parameters and returns the answer checked against the contract', async () => {
    const api = stubApi({ 'GET /category-titles/:id': category });

    await expect(
      callApi('getCategoryTitle', { params: { id: category._id }, auth: 'none' }),
    ).resolves.toEqual(category);

    expect(api.requests[0]!.url.href).toBe(`${env.apiUrl}/category-titles/${category._id}`);
    expect(api.requests[0]!.headers.has('Authorization')).toBe(false);
  });

  it("sends the route's method with the body", async () => {
    const api = stubApi({ 'PUT /wishlist/:bikeId': { saved: true } });

    await callApi('saveToWishlist', { params: { bikeId: category._id } });

    expect(api.routes()).toEqual(['PUT /wishlist/:bikeId']);
    expect(api.requests[0]!.url.href).toBe(`${env.apiUrl}/wishlist/${category._id}`);
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

describe('callApiPage', () => {
  it('answers the checked items with the cursor of X-Next-Cursor', async () => {
    stubApi({
      'GET /categories': () => {
        const response = jsonResponse([category]);
        response.headers.set('X-Next-Cursor', 'next-1');
        return response;
      },
    });

    await expect(callApiPage('listCategories', { auth: 'none' })).resolves.toEqual({
      items: [category],
      nextCursor: 'next-1',
      // No X-Total-Count or X-Did-You-Mean: a list that does not count its items.
      total: null,
      suggestion: null,
    });
  });
});

describe('callApiBlob', () => {
  it('answers the bytes of a binary endpoint', async () => {
    const api = stubApi({
      'GET /conversations/:id/photos/:photoId': () => new Response('webp bytes'),
    });

    const blob = await callApiBlob('getMessagePhoto', {
      params: { id: category._id, photoId: category._id },
    });

    await expect(blob.text()).resolves.toBe('webp bytes');
    expect(api.requests[0]!.url.href).toBe(
      `${env.apiUrl}/conversations/${category._id}/photos/${category._id}`,
    );
  });
});
