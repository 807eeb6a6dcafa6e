import { vi } from 'vitest';
import { jsonResponse } from './render';

type Handler = (request: {
  url: URL;
  init: RequestInit | undefined;
}) => Response | Promise<Response>;

/**
 * Stubs `fetch` with answers keyed by "METHOD /path" (the API boundary; nothing else is faked).
 * Unknown calls answer 404 NOT_FOUND like the API does. Returns the fetch mock.
 */
export function stubApi(handlers: Record<string, Handler | unknown>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (handler === undefined) {
      return Promise.resolve(jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404));
    }
    return Promise.resolve(
      typeof handler === 'function' ? (handler as Handler)({ url, init }) : jsonResponse(handler),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
