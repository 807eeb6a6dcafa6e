import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, stubApi } from '../../testing/api-server';
import { env } from '../env';
import { apiUrl, readBody, send } from './transport';

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

describe('send', () => {
  it('reports an unreachable API as UNAVAILABLE', async () => {
    apiServer.use(http.get(`${env.apiUrl}/categories`, () => HttpResponse.error()));

    await expect(send('/categories', {}, null)).rejects.toMatchObject({
      status: 0,
      code: 'UNAVAILABLE',
    });
  });

  it('sends a JSON body with its content type, and FormData as multipart', async () => {
    const api = stubApi({
      'POST /bookings': () => new Response(null, { status: 204 }),
      'POST /images': () => new Response(null, { status: 204 }),
    });
    const form = new FormData();
    form.append('image', new Blob(['bytes'], { type: 'image/jpeg' }), 'bike.jpg');

    await send('/bookings', { method: 'POST', body: { phone: '123456' } }, null);
    await send('/images', { method: 'POST', body: form }, null);

    const [json, upload] = api.requests;
    expect(json!.body).toEqual({ phone: '123456' });
    expect(json!.headers.get('Content-Type')).toBe('application/json');
    expect(upload!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((upload!.body as FormData).get('image')).toMatchObject({ size: 5, type: 'image/jpeg' });
  });
});

describe('readBody', () => {
  it('keeps a request aborted while its body arrives an abort, not an empty answer', async () => {
    // What fetch's body does when the page that asked moves on mid-answer.
    const aborted = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('[{"_id":'));
        controller.error(new DOMException('The operation was aborted.', 'AbortError'));
      },
    });
    const response = new Response(aborted, { headers: { 'Content-Type': 'application/json' } });
    await expect(readBody(response)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reads a body that is not JSON as null, and a 204 as nothing', async () => {
    expect(await readBody(new Response('<html>', { status: 200 }))).toBeNull();
    expect(await readBody(new Response(null, { status: 204 }))).toBeUndefined();
  });
});
