import { describe, expect, it, vi } from 'vitest';
import { env } from '../env';
import { apiUrl, send } from './transport';

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
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    await expect(send('/categories', {}, null)).rejects.toMatchObject({
      status: 0,
      code: 'UNAVAILABLE',
    });
  });

  it('sends a JSON body with its content type, and FormData as it is', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();

    await send('/bookings', { method: 'POST', body: { phone: '123456' } }, null);
    await send('/images', { method: 'POST', body: form }, null);

    const [json, upload] = (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(
      ([, init]) => init,
    );
    expect(json).toMatchObject({
      body: '{"phone":"123456"}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(upload?.body).toBe(form);
    expect(upload?.headers).not.toHaveProperty('Content-Type');
  });
});
